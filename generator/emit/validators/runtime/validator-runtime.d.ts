// botspec validator runtime: declarations. Hand-written; copied next to the generated validators.

export interface ValidationError {
  /** JSON Pointer (RFC 6901) to the offending value; "" for the root. */
  readonly path: string;
  readonly message: string;
  /** What the spec expects there, in spec notation. */
  readonly expected?: string;
  /** The spec line that says so (`spec/9.2/core.md:85`). */
  readonly spec?: string;
}

/**
 * Modes. By default received data (Update, method results, responses, and every type reachable from them) is
 * validated compatibly and sent data (method params, types only sent) exactly.
 */
export interface ValidateOptions {
  /** Strict to this version: unknown enum values and variants are errors (overrides the direction's default). */
  readonly strict?: boolean;
  /** Accept enum values and union variants this version does not know (the service moves on); they are listed in `unknown`. */
  readonly compatible?: boolean;
  /** Unknown fields are errors (for checking what a client sends). */
  readonly exact?: boolean;
  /** List unknown fields (and, in compatible mode, unknown variants) in `unknown`. */
  readonly reportUnknown?: boolean;
  /** Collect every error; by default validation stops at the first one, as Ajv does. */
  readonly allErrors?: boolean;
}

export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T; readonly unknown?: readonly ValidationError[] }
  | { readonly ok: false; readonly errors: readonly ValidationError[]; readonly unknown?: readonly ValidationError[] };

/** Standard Schema v1 (standardschema.dev), declared here so the generated folder has no dependencies. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": StandardSchemaV1.Props<Input, Output>;
}
export declare namespace StandardSchemaV1 {
  interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  type Result<Output> = SuccessResult<Output> | FailureResult;
  interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  interface PathSegment {
    readonly key: PropertyKey;
  }
  interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
}

/** Internal: the context a generated validator is called with. */
export interface Ctx {
  readonly errs: ValidationError[] | null;
  readonly compat: boolean;
  readonly exact: boolean;
  readonly unknown: ValidationError[] | null;
  readonly unknownFields: boolean;
  readonly halt: boolean;
  readonly maxErrors: number;
  readonly fast: Ctx;
}
/** Internal: a generated validator. */
export type ValidatorFn = (v: any, c: Ctx, d: number, p: string) => boolean;

/** Internal: what a scalar check expected, for its error message. */
export interface LeafDescriptor {
  readonly kind: "integer" | "float" | "string" | "boolean" | "const" | "nonnull" | "array" | "other";
  readonly expected: string;
  readonly spec?: string;
  readonly optional?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly unit?: "utf16" | "utf8";
  readonly enum?: readonly string[];
  readonly pattern?: string;
  readonly value?: unknown;
}

export declare const MAX_DEPTH: number;
export declare const hasOwn: (this: unknown, key: PropertyKey) => boolean;
export declare function isObj(v: unknown): v is Record<string, unknown>;
export declare function utf8Length(s: string): number;
export declare function segment(key: string | number): string;
export declare function report(c: Ctx, path: string, message: string, expected?: string, spec?: string): false;
export declare function leafError(c: Ctx, path: string, x: unknown, d: LeafDescriptor): false;
export declare function missing(c: Ctx, path: string, key: string, expected?: string, spec?: string): false;
export declare function notObject(c: Ctx, path: string, v: unknown, expected?: string, spec?: string): false;
export declare function tooDeep(c: Ctx, path: string): false;
export declare function unknownKeys(c: Ctx, v: Record<string, unknown>, known: ReadonlySet<string>, path: string, type: string): boolean;
export declare function unknownVariant(c: Ctx, v: Record<string, unknown>, key: string, values: readonly (string | number)[], path: string, union: string, spec?: string): boolean;
export declare function groupError(c: Ctx, path: string, kind: "exactly-one" | "at-most-one", fields: readonly string[], present: readonly string[], spec?: string): false;
/** Modes as flags: 1 compatible, 2 exact. */
export type Modes = 0 | 1 | 2 | 3;
export declare function run<T>(fn: ValidatorFn, value: unknown, options?: ValidateOptions, defaults?: Modes): ValidationResult<T>;
export declare function check(fn: ValidatorFn, value: unknown, defaults?: Modes): boolean;
export declare function standard<T>(fn: ValidatorFn, defaults?: Modes, options?: ValidateOptions): StandardSchemaV1<unknown, T>;
export declare function noteUnknown(c: Ctx, path: string, value: string): true;
