"""Reads cases (an Update and the TypeScript validators' verdicts, compatible and strict) with the generated pydantic
models, and says where they disagree or where what was read is not written back as it came (key order aside)."""

import json
import pathlib
import sys

sys.path.insert(0, sys.argv[1])
import botspec_types as b  # noqa: E402

cases = json.loads(pathlib.Path(sys.argv[2]).read_text(encoding="utf-8"))
disagree, changed, counts = [], [], {"read": 0, "refused": 0}
for case in cases:
    for strict, want in ((False, case["compatible"]), (True, case["strict"])):
        try:
            update = b.parse(b.Update, case["data"], strict=strict)
        except Exception as e:  # noqa: BLE001 (pydantic's ValidationError, or a fault of the models)
            if want:
                disagree.append({"case": case["name"], "strict": strict, "ts": want, "why": str(e).splitlines()[:3]})
            counts["refused"] += 1
            continue
        counts["read"] += 1
        if not want:
            disagree.append({"case": case["name"], "strict": strict, "ts": want})
        elif b.dump(update) != case["data"] or json.loads(b.dump_json(update)) != case["data"]:
            changed.append({"case": case["name"], "strict": strict, "wrote": b.dump(update)})
print(json.dumps({"disagree": disagree[:10], "changed": changed[:10], "counts": counts}))
