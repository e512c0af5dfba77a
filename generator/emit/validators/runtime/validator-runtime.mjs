// botspec validator runtime: the small, tested helpers every generated validators file calls. Hand-written in
// TypeScript (this file, compiled by consumers that build with tsc); validator-runtime.mjs is the same code without
// its types, for plain JavaScript. No dependencies.
/** Nesting of known objects beyond which a value is refused instead of risking the stack. */
export const MAX_DEPTH = 512;
export const hasOwn = Object.prototype.hasOwnProperty;
export function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** What a client can send as a file: a Blob (a File is one), or bytes (a Blob, an ArrayBuffer or a view) with a file name. */
export function isFile(v) {
  // Blob is a global of browsers and Node; looked up at run time, so that the file needs neither DOM nor Node types.
  const B = globalThis.Blob;
  const isBlob = (x) => B !== undefined && x instanceof B;
  if (isBlob(v)) return true;
  if (!isObj(v) || typeof v["fileName"] !== "string") return false;
  const data = v["data"];
  return isBlob(data) || data instanceof ArrayBuffer || ArrayBuffer.isView(data);
}
/** UTF-8 length in bytes of a JavaScript string; a lone surrogate counts as U+FFFD (3 bytes). */
export function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
/** A JSON Pointer segment (RFC 6901). */
export function segment(key) {
  const s = String(key);
  return s.includes("~") || s.includes("/") ? s.replace(/~/g, "~0").replace(/\//g, "~1") : s;
}
/**
 * errs: null in the fast check, else where errors go. halt: stop at the next failure (always in the fast check; once
 * maxErrors errors were recorded otherwise).
 */
function context(errs, compat, exact, unknown, maxErrors, unknownFields, fast) {
  const c = {
    errs,
    compat,
    exact,
    unknown,
    unknownFields,
    halt: errs === null,
    maxErrors,
    fast: fast,
  };
  if (fast === null) c.fast = c;
  return c;
}
/** The fast checks' contexts, one per mode (1 compatible, 2 exact): made once, shared by every call. */
const FAST = [0, 1, 2, 3].map((m) => context(null, (m & 1) !== 0, (m & 2) !== 0, null, 0, false, null));
/** The modes in force: 1 compatible, 2 exact; the options over the defaults of the data's direction. */
function flags(options, defaults) {
  const d = defaults ?? 0;
  if (options && options.strict) return options.exact ? 2 : 0;
  const compat = options && options.compatible !== undefined ? options.compatible : (d & 1) !== 0;
  const exact = options && options.exact !== undefined ? options.exact : (d & 2) !== 0;
  return (compat ? 1 : 0) | (exact ? 2 : 0);
}
/** In compatible mode: a value this version does not know (an enum value) passes, and is noted when notes are kept. */
export function noteUnknown(c, path, value) {
  if (c.unknown !== null) c.unknown.push({ path, message: `unknown value ${JSON.stringify(value)}` });
  return true;
}
/** Records an error (halting once enough are recorded) and returns false: the value is invalid. */
export function report(c, path, message, expected, spec) {
  // Assigned rather than spread: an error path runs this once per failure, and spreads allocate.
  const e = { path, message };
  if (expected !== undefined) e.expected = expected;
  if (spec !== undefined) e.spec = spec;
  const errs = c.errs;
  errs.push(e);
  if (errs.length >= c.maxErrors) c.halt = true;
  return false;
}
function typeName(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "an array";
  if (typeof x === "number") return Number.isInteger(x) ? "an integer" : Number.isFinite(x) ? "a fraction" : String(x);
  return typeof x === "object" ? "an object" : `a ${typeof x}`;
}
function expectedType(d) {
  switch (d.kind) {
    case "integer":
      return "an integer";
    case "float":
      return "a finite number";
    case "string":
      return "a string";
    case "boolean":
      return "a boolean";
    case "const":
      return JSON.stringify(d.value);
    case "nonnull":
      return "any value but null";
    default:
      return d.expected;
  }
}
function rangeMessage(x, d, compat) {
  if (d.kind === "integer" && !Number.isInteger(x)) return `expected an integer, got ${x}`;
  if (d.min !== undefined && x < d.min) return `must be at least ${d.min}, got ${x}`;
  if (d.max !== undefined && x > d.max) return `must be at most ${d.max}, got ${x}`;
  return enumMessage(x, d, compat);
}
function enumMessage(x, d, compat) {
  if (!d.enum || compat || d.enum.includes(x)) return undefined;
  return `unknown value ${JSON.stringify(x)}; expected one of ${d.enum.map((v) => JSON.stringify(v)).join(", ")}`;
}
function stringMessage(x, d, compat) {
  const n = d.unit === "utf8" ? utf8Length(x) : x.length;
  const unit = d.unit === "utf8" ? "bytes" : "characters (UTF-16 code units)";
  if (d.minLength !== undefined && n < d.minLength) return `must be at least ${d.minLength} ${unit}, got ${n}`;
  if (d.maxLength !== undefined && n > d.maxLength) return `must be at most ${d.maxLength} ${unit}, got ${n}`;
  const unknown = enumMessage(x, d, compat);
  if (unknown) return unknown;
  if (d.pattern && !new RegExp(d.pattern, "u").test(x)) return `does not match ${d.pattern}`;
  return undefined;
}
function listMessage(x, d) {
  if (d.minItems !== undefined && x.length < d.minItems)
    return `must have at least ${d.minItems} items, got ${x.length}`;
  if (d.maxItems !== undefined && x.length > d.maxItems)
    return `must have at most ${d.maxItems} items, got ${x.length}`;
  return undefined;
}
/** The message for a scalar that failed its check, from the static descriptor of what was expected. */
export function leafError(c, path, x, d) {
  return report(c, path, leafMessage(x, d, c.compat), d.expected, d.spec);
}
function leafMessage(x, d, compat) {
  let message;
  if (x === null && d.optional) message = "null is not a value of an optional field; leave the field out";
  else if (d.kind === "const")
    message = `expected ${JSON.stringify(d.value)}, got ${x === undefined ? "nothing" : (JSON.stringify(x) ?? typeName(x))}`;
  else if (d.kind === "nonnull") message = "expected a value, got null";
  else if ((d.kind === "integer" || d.kind === "float") && typeof x === "number" && Number.isFinite(x))
    message = rangeMessage(x, d, compat);
  else if (d.kind === "string" && typeof x === "string") message = stringMessage(x, d, compat);
  else if (d.kind === "array" && Array.isArray(x)) message = listMessage(x, d);
  return message ?? `expected ${expectedType(d)}, got ${typeName(x)}`;
}
export function missing(c, path, key, expected, spec) {
  return report(c, `${path}/${segment(key)}`, `required field ${key} is missing`, expected, spec);
}
export function notObject(c, path, v, expected, spec) {
  return report(
    c,
    path,
    v === null ? "expected an object, got null" : `expected an object, got ${typeName(v)}`,
    expected,
    spec,
  );
}
export function tooDeep(c, path) {
  return c.errs === null ? false : report(c, path, `nested deeper than ${MAX_DEPTH} objects`);
}
/** Keys of `v` that `known` does not list: errors in exact mode, notes with reportUnknown. */
export function unknownKeys(c, v, known, path, type) {
  let ok = true;
  for (const key of Object.keys(v)) {
    if (known.has(key)) continue;
    if (c.exact) {
      if (c.errs === null) return false;
      ok = report(c, `${path}/${segment(key)}`, `unknown field ${key} in ${type}`);
      if (c.halt) return false;
    } else if (c.unknownFields)
      c.unknown?.push({ path: `${path}/${segment(key)}`, message: `unknown field ${key} in ${type}` });
  }
  return ok;
}
/** A discriminator value no variant claims: accepted in compatible mode when it is a string, else one error. */
export function unknownVariant(c, v, key, values, path, union, spec) {
  const tag = v[key];
  if (c.compat && typeof tag === "string" && hasOwn.call(v, key)) {
    if (c.unknown !== null)
      c.unknown.push({ path: `${path}/${segment(key)}`, message: `unknown ${union} variant ${JSON.stringify(tag)}` });
    return true;
  }
  if (c.errs === null) return false;
  const expected = values.map((x) => JSON.stringify(x)).join(" | ");
  if (tag === undefined) return missing(c, path, key, expected, spec);
  return report(
    c,
    `${path}/${segment(key)}`,
    `unknown ${union} ${key} ${JSON.stringify(tag) ?? typeName(tag)}; expected one of ${expected}`,
    expected,
    spec,
  );
}
/** `exactly one of` / `at most one of` / `at least one of`. */
export function groupError(c, path, kind, fields, present, spec) {
  const which = present.length ? `${present.join(", ")} are present` : "none is present";
  return report(
    c,
    path,
    kind === "at-least-one"
      ? `at least one of ${fields.join(", ")} must be present; ${which}`
      : `${kind === "exactly-one" ? "exactly" : "at most"} one of ${fields.join(", ")} may be present; ${which}`,
    undefined,
    spec,
  );
}
/**
 * Runs a generated validator. A straight-line check strict to the version runs first; only when it fails (or unknown
 * fields are to be listed) does a second pass collect errors, and, in compatible mode, the enum values and variants
 * this version does not know, which pass and are listed in `unknown`. Never throws.
 */
export function run(fn, value, options, defaults) {
  try {
    const f = flags(options, defaults);
    const reportUnknown = Boolean(options && options.reportUnknown);
    // One pass that records errors (and unknown values) as it goes: on valid data it costs about what the fast check
    // does (npm run bench), and invalid data is not walked twice. Its fast counterpart is the shared one of its modes.
    const compat = (f & 1) !== 0;
    const c = context(
      [],
      compat,
      (f & 2) !== 0,
      reportUnknown || compat ? [] : null,
      options && options.allErrors ? Infinity : 1,
      reportUnknown,
      FAST[f],
    );
    const errs = c.errs;
    const ok = fn(value, c, 0, "");
    const noted = c.unknown !== null && (reportUnknown || c.unknown.length > 0) ? c.unknown : undefined;
    if (ok) return noted ? { ok: true, value: value, unknown: noted } : { ok: true, value: value };
    const errors = errs.length > 0 ? errs : [{ path: "", message: "invalid value" }];
    return noted ? { ok: false, errors, unknown: noted } : { ok: false, errors };
  } catch (error) {
    return { ok: false, errors: [{ path: "", message: `cannot validate this value: ${describeThrown(error)}` }] };
  }
}
/** What was thrown, as text, whatever it is: its message or string form may themselves throw. */
function describeThrown(error) {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return typeof message === "string" ? message : "a non-string was thrown";
  } catch {
    return "a value that cannot be shown was thrown";
  }
}
/** A boolean check in the modes of the data's direction. Never throws. */
export function check(fn, value, defaults) {
  try {
    return fn(value, FAST[defaults ?? 0], 0, "");
  } catch {
    return false;
  }
}
function pathSegments(pointer) {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}
/** A Standard Schema v1 object for a generated validator, in the given default modes (1 compatible, 2 exact) and options. */
export function standard(fn, defaults, options) {
  return {
    "~standard": {
      version: 1,
      vendor: "botspec",
      validate(value) {
        const r = run(fn, value, options, defaults);
        return r.ok
          ? { value: r.value }
          : { issues: r.errors.map((e) => ({ message: e.message, path: pathSegments(e.path) })) };
      },
    },
  };
}
