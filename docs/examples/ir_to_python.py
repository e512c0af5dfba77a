"""Generate Python dataclasses and enums from botspec's ir.json: a worked example of an SDK generator in another
language. Usage: python3 ir_to_python.py generated/9.2/ir.json > bot_types.py"""
import json
import keyword
import sys

PRIMITIVES = {"integer": "int", "float": "float", "string": "str", "boolean": "bool", "true": "Literal[True]", "unknown": "Any"}


def py_type(ref):
    kind = ref["kind"]
    if kind in PRIMITIVES:
        return PRIMITIVES[kind]
    if kind == "literal":
        return f"Literal[{ref['value']!r}]"
    if kind == "ref":
        return f'"{ref["name"]}"'
    if kind == "array":
        return f"List[{py_type(ref['items'])}]"
    if kind == "union":
        return f"Union[{', '.join(py_type(m) for m in ref['members'])}]"
    raise ValueError(f"unknown type kind {kind}")


def field_type(field):
    t = py_type(field["type"])
    enum = field["constraints"].get("enum")
    if enum and field["type"]["kind"] == "string":
        t = f"Literal[{', '.join(repr(v) for v in enum)}]"
    return f"Optional[{t}]" if field["optional"] else t


def attribute(name):
    return f"{name}_" if keyword.iskeyword(name) else name


def emit_object(t):
    lines = ["@dataclass", f"class {t['name']}:"]
    doc = t["description"].replace('"""', "'''").strip()
    usage = {"sent": "Sent to the service.", "received": "Received from the service.", "both": "Sent and received."}[t["usage"]]
    lines.append(f'    """{doc + " " if doc else ""}{usage}"""')
    required = [f for f in t["fields"] if not f["optional"]]
    optional = [f for f in t["fields"] if f["optional"]]
    for f in required:
        lines.append(f"    {attribute(f['name'])}: {field_type(f)}")
    for f in optional:
        lines.append(f"    {attribute(f['name'])}: {field_type(f)} = None")
    if not t["fields"]:
        lines.append("    pass")
    return "\n".join(lines)


def emit(ir):
    out = [f"# Generated from botspec ir.json (spec {ir['version']}, {ir['sourceHash']}). Do not edit.", "from __future__ import annotations", "from dataclasses import dataclass", "from typing import Any, Dict, List, Literal, Optional, Union", ""]
    for t in ir["types"]:
        if t["kind"] == "object":
            out += [emit_object(t), ""]
        elif t["kind"] == "union":
            out += [f"{t['name']} = Union[{', '.join(repr(v['type']) for v in t['variants'])}]", ""]
        else:
            out += [f"{t['name']} = Dict[str, Any]  # fields not shown in the spec", ""]
    return "\n".join(out)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        print(emit(json.load(f)))
