// methods.py: the params model of every method and the method table (name, path, params model, result type).
import type { Method, SpecModel } from "../../model/model.ts";
import { seeTag } from "../shared/escape.ts";
import { docstring, groupsCheck, modelClass } from "./emit-models.ts";
import { indent, py, pyJoin, pyName, type Py } from "./py-code.ts";
import { pydanticType, typeContext } from "./py-type.ts";
import { paramMember } from "../shared/members.ts";

/** `sendMessage` → `SendMessageParams`, with `_` added where a type of the spec has that name. */
export function paramsNames(model: SpecModel): Map<string, string> {
  const taken = new Set(model.types.map((t) => t.name));
  return new Map(
    model.methods.map((m) => {
      let name = `${m.name[0]?.toUpperCase() ?? ""}${m.name.slice(1)}Params`;
      while (taken.has(name)) name += "_";
      taken.add(name);
      return [m.name, name];
    }),
  );
}

function paramsClass(m: Method, name: string, model: SpecModel): Py {
  const doc = docstring(
    `Parameters of ${m.name}.${m.shown ? "" : " Not shown by the spec: any are kept."}`,
    `Spec: ${seeTag(m.position)}`,
  );
  const groups = groupsCheck(m.groups ?? []);
  return modelClass(name, py`_r.BotModel`, doc, m.params.map(paramMember), groups, typeContext(model, false));
}

function tableEntry(m: Method, name: string, model: SpecModel): Py {
  const result = m.result ? pydanticType(m.result, {}, typeContext(model, true)) : py`_t.Any`;
  return py`${m.name}: _r.Method(${m.name}, ${m.path ?? `/${m.name}`}, ${pyName(name)}, ${result}, ${m.shown}),`;
}

export function emitPyMethods(model: SpecModel): { code: Py; names: string[] } {
  const names = paramsNames(model);
  const classes = model.methods.map((m) => paramsClass(m, names.get(m.name)!, model));
  const table = pyJoin(
    [
      py`METHODS: dict[str, _r.Method] = {`,
      indent(
        pyJoin(
          model.methods.map((m) => tableEntry(m, names.get(m.name)!, model)),
          "\n",
        ),
      ),
      py`}`,
    ],
    "\n",
  );
  return { code: pyJoin([...classes, table], "\n\n\n"), names: [...names.values(), "METHODS"] };
}
