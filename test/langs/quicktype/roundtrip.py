"""Reads cases into the Update class quicktype generated from schema.json (module given) and writes each back; prints,
as JSON, how many of the samples and of the unlisted-value cases decoded and came back unchanged."""

import importlib.util
import json
import pathlib
import sys

spec = importlib.util.spec_from_file_location("qt_update", sys.argv[1])
assert spec and spec.loader
module = importlib.util.module_from_spec(spec)
sys.modules["qt_update"] = module  # dataclasses look their module up
spec.loader.exec_module(module)
cases = json.loads(pathlib.Path(sys.argv[2]).read_text(encoding="utf-8"))
counts: dict[str, int] = {}
for case in cases:
    kind = "valid" if case["strict"] else "unlisted" if case["compatible"] else None
    if kind is None:
        continue
    counts[kind] = counts.get(kind, 0) + 1
    try:
        back = module.update_to_dict(module.update_from_dict(case["data"]))
    except Exception:  # noqa: BLE001 (quicktype's code raises what it raises)
        continue
    counts[kind + "Decoded"] = counts.get(kind + "Decoded", 0) + 1
    if back == case["data"]:
        counts[kind + "Unchanged"] = counts.get(kind + "Unchanged", 0) + 1
print(json.dumps(counts))
