// A peer of botspec's validators in bench/whole.ts: Ajv's standalone validation code for every definition of a
// schema.json, as a user would assemble it beside json-schema-to-typescript's types. The exact length keywords are
// taught as code keywords (standalone code cannot carry functions). Usage: node ajv-standalone.mjs schema.json out.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020").default;
const standaloneCode = require("ajv/dist/standalone").default;
const { _ } = require("ajv");

const [schemaPath, outPath] = process.argv.slice(2);
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
const ajv = new Ajv2020({ code: { source: true, esm: true }, strict: false, allErrors: false });
const length = { utf16: (d) => _`${d}.length`, utf8: (d) => _`new TextEncoder().encode(${d}).length` };
for (const [unit, measure] of Object.entries(length))
  for (const [bound, op] of [
    ["Min", _`<`],
    ["Max", _`>`],
  ])
    ajv.addKeyword({
      keyword: `x-${unit}${bound}Length`,
      type: "string",
      schemaType: "number",
      code: (cxt) => cxt.fail(_`${measure(cxt.data)} ${op} ${cxt.schema}`),
    });
ajv.addSchema(schema, "schema");
const refs = {};
for (const name of Object.keys(schema.$defs ?? {})) refs[name.replace(/[^A-Za-z0-9_$]/g, "_")] = `schema#/$defs/${name}`;
writeFileSync(outPath, standaloneCode(ajv, refs));
