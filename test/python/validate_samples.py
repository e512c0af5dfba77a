"""Validates JSON files against one $defs entry of a schema.json with Python's jsonschema (Draft 2020-12); prints a
JSON object of file name to verdict. Usage: validate_samples.py SCHEMA DEF FILE..."""
import json
import sys

from jsonschema import Draft202012Validator

schema_path, definition, *files = sys.argv[1:]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
root = dict(schema, **{"$ref": f"#/$defs/{definition}"})
Draft202012Validator.check_schema(root)
validator = Draft202012Validator(root)
verdicts = {}
for path in files:
    with open(path, encoding="utf-8") as f:
        verdicts[path] = validator.is_valid(json.load(f))
print(json.dumps(verdicts))
