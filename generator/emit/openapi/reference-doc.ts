// The document a reference page is rendered from (botspec reference): openapi.json less its GET operations, each
// method's GET form said in its POST operation's description (the navigation lists a method once, by its name), and
// examples of each method's params and answer from values the model allows (the renderer would otherwise show the
// minimum of each range). Pure: the sampler is handed in.
import type { Constraints, Method, Param, SpecModel, TypeRef } from "../../model/model.ts";
import { leafTypes } from "../../model/types.ts";
import type { Schema } from "../json-schema/schema-of.ts";
import { DATA_AT } from "./exclusive.ts";

/** A value of a type that passes its validator. */
export type Sample = (type: TypeRef, constraints: Constraints) => unknown;

type Operation = Schema & { description?: string; requestBody?: Schema; responses?: Record<string, Schema> };

function getForm(m: Method): string {
  const json = "JSON-serialized params as JSON text";
  return m.params.length === 0
    ? `Also \`GET /bot{token}/${m.name}\`.`
    : `Also \`GET /bot{token}/${m.name}\` with the params in the query string (${json}).`;
}

/**
 * The method's required params, sampled, as JSON holds them: a file param as its text form (a file_id or URL) where it
 * has one, else left out (a file travels only in multipart).
 */
function paramsExample(m: Method, sample: Sample): Record<string, unknown> {
  const asJson = (p: Param): TypeRef | undefined =>
    !p.upload ? p.type : leafTypes(p.type).find((t) => t.kind === "string");
  return Object.fromEntries(
    m.params.flatMap((p) => {
      const type = p.required ? asJson(p) : undefined;
      return type ? [[p.name, sample(type, p.constraints)]] : [];
    }),
  );
}

function withExample(content: Schema | undefined, example: unknown): Schema | undefined {
  return content ? { ...content, example } : content;
}

function referenceOperation(op: Operation, m: Method, model: SpecModel, sample: Sample): Operation {
  const description = [op.description, getForm(m)].filter(Boolean).join("\n\n");
  const body = op.requestBody as { content?: Record<string, Schema> } | undefined;
  const json = body?.content?.["application/json"];
  const ok = op.responses?.["200"] as { content?: Record<string, Schema> } | undefined;
  const answer = { ok: true, [model.envelope.result.name]: m.result ? sample(m.result, {}) : true };
  return {
    ...op,
    description,
    ...(body && m.shown
      ? {
          requestBody: {
            ...body,
            content: { ...body.content, "application/json": withExample(json, paramsExample(m, sample)) },
          },
        }
      : {}),
    ...(ok?.content && m.shown
      ? {
          responses: {
            ...op.responses,
            "200": {
              ...ok,
              content: { ...ok.content, "application/json": withExample(ok.content["application/json"], answer) },
            },
          },
        }
      : {}),
  };
}

/** Without the one-value enum openapi.json writes beside a const for generators: a page would say the value twice. */
function singleConstants(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(singleConstants);
  if (!node || typeof node !== "object") return node;
  const s = node as Schema;
  const twice = "const" in s && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === s.const;
  return Object.fromEntries(
    Object.entries(s)
      .filter(([k]) => !(twice && k === "enum"))
      .map(([k, v]) => [k, DATA_AT.has(k) ? v : singleConstants(v)]),
  );
}

/** openapi.json as a reference page shows it: one operation per method, with examples. */
export function referenceDocument(doc: Schema, model: SpecModel, sample: Sample): Schema {
  const paths = doc.paths as Record<string, { post: Operation; get?: Operation; parameters?: unknown }>;
  const byPath = new Map(model.methods.map((m) => [`/bot{token}/${m.name}`, m]));
  const one = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const m = byPath.get(path);
      const { get: _get, ...rest } = item;
      return [path, m ? { ...rest, post: referenceOperation(item.post, m, model, sample) } : rest];
    }),
  );
  return singleConstants({ ...doc, paths: one }) as Schema;
}
