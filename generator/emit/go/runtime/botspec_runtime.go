package botapi

// The small runtime the generated types call (copied beside them as runtime.go): fields a version does not list are
// kept and written back, a union of types is decoded as the first of its members the JSON fits, and a variant of a
// received union this version does not list keeps its raw JSON.

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// InputFile is a file to upload: its name and bytes.
type InputFile struct {
	Name string
	Data []byte
}

// MethodInfo is a method: its name, its path, a new value of its params and of its result.
type MethodInfo struct {
	Name      string
	Path      string
	NewParams func() any
	NewResult func() any
	Shown     bool
}

// unmarshalKeeping decodes b into target (a struct without its own UnmarshalJSON) and keeps in extra the members
// whose names are not in known.
func unmarshalKeeping(b []byte, target any, extra *map[string]json.RawMessage, known map[string]bool) error {
	if err := json.Unmarshal(b, target); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return err
	}
	kept := map[string]json.RawMessage{}
	for k, v := range all {
		if !known[k] {
			kept[k] = v
		}
	}
	if len(kept) == 0 {
		kept = nil
	}
	*extra = kept
	return nil
}

// marshalKeeping encodes v (a struct without its own MarshalJSON) with the members kept in extra.
func marshalKeeping(v any, extra map[string]json.RawMessage) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || len(extra) == 0 {
		return b, err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return nil, err
	}
	for k, x := range extra {
		if _, known := all[k]; !known {
			all[k] = x
		}
	}
	return json.Marshal(all)
}

// member is the value of a member of a JSON object, decoded, and whether the object has it.
func member(b []byte, name string) (any, bool) {
	var all map[string]json.RawMessage
	if json.Unmarshal(b, &all) != nil {
		return nil, false
	}
	raw, ok := all[name]
	if !ok {
		return nil, false
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil, false
	}
	return v, true
}

// decodeFirst decodes b into the first of targets (pointers to nil pointers) it fits; the others stay nil.
func decodeFirst(b []byte, targets ...any) error {
	var last error
	for i, t := range targets {
		if err := json.Unmarshal(b, t); err != nil {
			reflect.ValueOf(t).Elem().Set(reflect.Zero(reflect.TypeOf(t).Elem()))
			last = err
			continue
		}
		for _, other := range targets[i+1:] {
			reflect.ValueOf(other).Elem().Set(reflect.Zero(reflect.TypeOf(other).Elem()))
		}
		return nil
	}
	return last
}

// marshalFirst encodes the first of members (pointers) that is not nil.
func marshalFirst(members ...any) ([]byte, error) {
	for _, m := range members {
		if !reflect.ValueOf(m).IsNil() {
			return json.Marshal(m)
		}
	}
	return []byte("null"), nil
}

// noVariant is the error for a value of a sent union that none of its variants is.
func noVariant(union, field string, tag any) error {
	return fmt.Errorf("%s: no variant has %s %v", union, field, tag)
}
