"""The small runtime every generated Python model calls (copied beside them as _runtime.py).

Received data is read compatibly by default: a value or a variant this version does not list is kept, not an error
(parse(..., strict=True) refuses them). Fields the spec does not show are kept too, and written back as they came.
Absent optional fields stay absent on output: dump() writes only what was set, never null for what was not.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Mapping, NamedTuple, Sequence, TypeVar, overload

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, TypeAdapter, ValidationInfo, model_validator

T = TypeVar("T")
STRICT = "botspec_strict"


def _strict(info: ValidationInfo) -> bool:
    return isinstance(info.context, dict) and bool(info.context.get(STRICT))


class BotModel(BaseModel):
    """A type of the interface: fields by their spec names (aliases where Python needs another), others kept."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, protected_namespaces=(), arbitrary_types_allowed=True)


class UnknownVariant(BotModel):
    """A variant of a received union this version does not list: its data kept as it came, written back unchanged."""

    @model_validator(mode="after")
    def _known_only_when_strict(self, info: ValidationInfo) -> UnknownVariant:
        if _strict(info):
            raise ValueError(f"{type(self).__name__}: a variant this version does not list (strict mode)")
        return self


class InputFile:
    """A file to upload: its name and bytes."""

    def __init__(self, filename: str, content: bytes) -> None:
        self.filename = filename
        self.content = content


class Method(NamedTuple):
    """A method: its name, its path, the model of its params and the type of its result."""

    name: str
    path: str
    params: type[BotModel]
    result: Any
    shown: bool


@overload
def parse(tp: type[T], data: object, *, strict: bool = False) -> T: ...
@overload
def parse(tp: Any, data: object, *, strict: bool = False) -> Any: ...
def parse(tp: Any, data: object, *, strict: bool = False) -> Any:
    """Validates plain data (parsed JSON) as a type or a union; strict: unknown enum values and variants are errors."""
    return TypeAdapter(tp).validate_python(data, context={STRICT: strict})


@overload
def parse_json(tp: type[T], text: str | bytes, *, strict: bool = False) -> T: ...
@overload
def parse_json(tp: Any, text: str | bytes, *, strict: bool = False) -> Any: ...
def parse_json(tp: Any, text: str | bytes, *, strict: bool = False) -> Any:
    return TypeAdapter(tp).validate_json(text, context={STRICT: strict})


def dump(value: object) -> Any:
    """Plain data as the service writes it: spec names, only the fields that were set (a model, a list, a dict)."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, (list, tuple)):
        return [dump(v) for v in value]
    if isinstance(value, dict):
        return {k: dump(v) for k, v in value.items()}
    return value


def dump_json(value: object) -> str:
    return json.dumps(dump(value), ensure_ascii=False, separators=(",", ":"))


def _no_null(value: object) -> object:
    if value is None:
        raise ValueError("null where the field may only be absent")
    return value


def no_null() -> BeforeValidator:
    """An optional field is absent or a value, never null."""
    return BeforeValidator(_no_null)


def open_enum(values: Sequence[str | int | float]) -> AfterValidator:
    """One of the listed values; another is kept unless validating strictly."""
    known = frozenset(values)

    def check(value: Any, info: ValidationInfo) -> Any:
        if value not in known and (_strict(info) or not isinstance(value, (str, int, float))):
            raise ValueError(f"{value!r} is not one of {sorted(map(str, known))}")
        return value

    return AfterValidator(check)


def _units(value: str, unit: str) -> int:
    return len(value.encode("utf-8")) if unit == "utf8" else len(value.encode("utf-16-le")) // 2


def length(minimum: int | None, maximum: int | None, unit: str) -> AfterValidator:
    """A length in the unit the spec states: UTF-16 code units (utf16) or bytes (utf8)."""

    def check(value: str) -> str:
        n = _units(value, unit)
        if (minimum is not None and n < minimum) or (maximum is not None and n > maximum):
            raise ValueError(f"length {n} ({unit}) outside {minimum}..{maximum}")
        return value

    return AfterValidator(check)


def pattern(source: str) -> AfterValidator:
    compiled = re.compile(source)

    def check(value: str) -> str:
        if not compiled.search(value):
            raise ValueError(f"does not match {source}")
        return value

    return AfterValidator(check)


def check_groups(model: BaseModel, groups: Sequence[tuple[str, Sequence[str]]]) -> None:
    """Field groups: exactly one, at most one, or at least one, of the named fields is set."""
    for kind, names in groups:
        present = [n for n in names if getattr(model, n, None) is not None]
        too_many = kind != "at-least-one" and len(present) > 1
        if too_many or (kind != "at-most-one" and not present):
            raise ValueError(f"{kind} of {', '.join(names)} must be set; set: {', '.join(present) or 'none'}")


def tagger(
    field: str,
    attribute: str,
    by_value: Mapping[str | int | float, Sequence[tuple[str, str | None]]],
    otherwise: str | None,
    unknown: str | None,
) -> Callable[[Any], str | None]:
    """The variant of a union a value is: by its discriminator's value, then by a field only that variant has."""

    def tag(value: Any) -> str | None:
        data = value if isinstance(value, dict) else None
        got = data.get(field) if data is not None else getattr(value, attribute, None)
        has: Callable[[str], bool] = (
            (lambda f: f in data) if data is not None else (lambda f: getattr(value, f, None) is not None)
        )
        choices = by_value.get(got, ()) if isinstance(got, (str, int, float)) and not isinstance(got, bool) else ()
        for name, distinguished in choices:
            if distinguished is None or has(distinguished):
                return name
        if otherwise is not None:
            return otherwise
        # Only a value of the kind the listed ones are (a string, a number) can be a variant a later version lists.
        return unknown if any(type(got) is type(listed) for listed in by_value) else None

    return tag
