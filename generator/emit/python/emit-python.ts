// The python artifact: a typed package (py.typed) of pydantic v2 models, the method table and TypedDicts, from the
// model alone. Its runtime (_runtime.py) is copied beside the generated modules.
import { bannerLines } from "../shared/banner.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { emitModels } from "./emit-models.ts";
import { emitPyMethods, paramsNames } from "./emit-py-methods.ts";
import { emitTypedDicts } from "./emit-typed-dicts.ts";
import { py, pyComment, pyJoin, type Py } from "./py-code.ts";

export const PACKAGE = "botspec_types";
const RUNTIME_ASSET = "botspec_runtime.py";

/** Python's, pydantic's and the runtime's names, under names no spec type can take (spec names start with a letter). */
const IMPORTS = [py`import typing as _t`, py``, py`import pydantic as _p`, py``, py`from . import _runtime as _r`];

function moduleText(ctx: EmitContext, doc: string, imports: readonly Py[], body: Py, names: readonly string[]): string {
  const all = py`__all__ = [${pyJoin(
    names.map((n) => py`${n}`),
    ", ",
  )}]`;
  const parts = [
    pyJoin(bannerLines(ctx).map(pyComment), "\n"),
    py`${doc}`,
    pyJoin([py`from __future__ import annotations`, py``, ...imports], "\n"),
    all,
    body,
  ];
  return `${pyJoin(parts, "\n\n").text}\n`;
}

/** `# noqa`-free star imports: each module says what it exports in `__all__`. */
const fromModels = py`from .models import *  # noqa: F403`;

/** The names the package's `__init__` exports: every module's, and the runtime's entry points. */
const RUNTIME_EXPORTS = ["InputFile", "Method", "dump", "dump_json", "parse", "parse_json"];

/** `__init__.py`: every module's names, star-imported. */
function initModule(ctx: EmitContext, version: string, names: readonly string[]): string {
  return moduleText(
    ctx,
    `Types of ${version}: pydantic v2 models, the method table and TypedDicts.`,
    [
      fromModels,
      py`from .methods import *  # noqa: F403`,
      py`from .typed_dicts import *  # noqa: F403`,
      py`from ._runtime import InputFile, Method, dump, dump_json, parse, parse_json`,
    ],
    py`${"parse() reads received data compatibly; parse(..., strict=True) refuses what this version does not list."}`,
    [...names, ...RUNTIME_EXPORTS].sort(),
  );
}

export function emitPython(ctx: EmitContext): OutputFile[] {
  const { model } = ctx;
  const version = `the Bot Service Interface ${model.version}`;
  const models = emitModels(model);
  const methods = emitPyMethods(model);
  const dicts = emitTypedDicts(model, paramsNames(model));
  const runtime = ctx.assets[RUNTIME_ASSET];
  if (runtime === undefined) throw new Error(`the Python runtime ${RUNTIME_ASSET} is missing from the assets`);
  const file = (path: string, contents: string): OutputFile => ({
    path: `python/${PACKAGE}/${path}`,
    contents,
    formatted: true,
  });
  const banner = pyJoin(bannerLines(ctx).map(pyComment), "\n").text;
  const methodsText = (summary: string) =>
    moduleText(ctx, summary, [...IMPORTS, fromModels], methods.code, methods.names);
  return [
    file("__init__.py", initModule(ctx, version, [...methods.names, ...models.names, ...dicts.names])),
    file("_runtime.py", `${banner}\n\n${runtime}`),
    file("methods.py", methodsText(`The methods of ${version}: params models and the method table.`)),
    file(
      "models.py",
      moduleText(ctx, `Pydantic v2 models of every type of ${version}.`, IMPORTS, models.code, models.names),
    ),
    // PEP 561's marker: its content is not read for a package that holds its own code, so it carries the banner.
    file("py.typed", `${banner}\n`),
    file(
      "typed_dicts.py",
      moduleText(ctx, `TypedDicts of ${version}, for code that wants no pydantic.`, IMPORTS, dicts.code, dicts.names),
    ),
  ];
}
