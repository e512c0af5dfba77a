// The go artifact: a Go package (botapi, its own module, standard library only) of the types, the params of every
// method and the method table, from the model alone. Its runtime (runtime.go) is copied beside the generated files.
import type { Method, SpecModel } from "../../model/model.ts";
import { bannerLines } from "../shared/banner.ts";
import { seeTag } from "../shared/escape.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { Go, go, goComment, goIndent, goJoin, goName } from "./go-code.ts";
import { aligned, emitGoTypes, struct } from "./emit-go-types.ts";
import { goType, goTypeContext, type GoTypeContext } from "./go-type.ts";
import { paramMember } from "../shared/members.ts";

const RUNTIME_ASSET = "botspec_runtime.go";
export const GO_PACKAGE = "botapi";

function paramsName(m: Method, ctx: GoTypeContext): string {
  let name = `${m.name[0]?.toUpperCase() ?? ""}${m.name.slice(1)}Params`;
  while (ctx.taken.has(name)) name += "Value";
  ctx.taken.add(name);
  return name;
}

/** A row of the table: its key (`"getMe":`) and its value, aligned by gofmt's rule for a literal's keys. */
function methodEntry(m: Method, params: string, ctx: GoTypeContext): Go[] {
  const result = m.result ? goType(m.result, {}, ctx) : go`json.RawMessage`;
  return [
    go`${m.name}:`,
    go`{Name: ${m.name}, Path: ${m.path ?? `/${m.name}`}, NewParams: func() any { return new(${goName(params)}) }, NewResult: func() any { return new(${result}) }, Shown: ${m.shown}},`,
  ];
}

function emitMethods(model: SpecModel, ctx: GoTypeContext): Go {
  const names = model.methods.map((m) => paramsName(m, ctx));
  const structs = model.methods.map((m, i) => {
    const members = m.params.map(paramMember);
    const doc = `${names[i]!}: the parameters of ${m.name}.\n\nSpec: ${seeTag(m.position)}`;
    return struct(names[i]!, doc, members, false, ctx);
  });
  const table = goJoin(
    [
      go`// MethodTable: every method by name.`,
      go`var MethodTable = map[string]MethodInfo{`,
      goIndent(aligned(model.methods.map((m, i) => methodEntry(m, names[i]!, ctx)))),
      go`}`,
    ],
    "\n",
  );
  return goJoin([...structs, table], "\n\n");
}

function goFile(ctx: EmitContext, body: Go): string {
  // Go refuses an import a file does not use: encoding/json only where the body names it.
  const imports = /\bjson\./.test(body.text) ? [go``, go`import "encoding/json"`] : [];
  const head = goJoin(
    [...bannerLines(ctx).map((l) => goComment(l)), go``, go`package ${new Go(GO_PACKAGE)}`, ...imports],
    "\n",
  );
  return `${goJoin([head, body], "\n\n").text}\n`;
}

export function emitGo(ctx: EmitContext): OutputFile[] {
  const types = goTypeContext(ctx.model);
  const { types: typeCode, holders } = emitGoTypes(ctx.model, types);
  const methods = emitMethods(ctx.model, types);
  const runtime = ctx.assets[RUNTIME_ASSET];
  if (runtime === undefined) throw new Error(`the Go runtime ${RUNTIME_ASSET} is missing from the assets`);
  const banner = goJoin(
    bannerLines(ctx).map((l) => goComment(l)),
    "\n",
  ).text;
  const dir = `go/${GO_PACKAGE}`;
  const file = (path: string, contents: string): OutputFile => ({ path: `${dir}/${path}`, contents, formatted: true });
  return [
    file("go.mod", `${banner}\n\nmodule ${GO_PACKAGE}\n\ngo 1.18\n`),
    file("methods.go", goFile(ctx, methods)),
    file("runtime.go", `${banner}\n\n${runtime}`),
    file("types.go", goFile(ctx, goJoin([typeCode, holders()], "\n\n"))),
  ];
}
