package botapi

// Every case the TypeScript validators read in the compatible mode (BOTSPEC_CASES: a JSON list of {name, data,
// compatible}) decodes into an Update through encoding/json and encodes back to the same JSON (key order aside);
// go vet passes on the package with this test in it.

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

type testCase struct {
	Name       string          `json:"name"`
	Data       json.RawMessage `json:"data"`
	Compatible bool            `json:"compatible"`
}

func TestRoundTrip(t *testing.T) {
	text, err := os.ReadFile(os.Getenv("BOTSPEC_CASES"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []testCase
	if err := json.Unmarshal(text, &cases); err != nil {
		t.Fatal(err)
	}
	read, failed := 0, 0
	for _, c := range cases {
		if !c.Compatible {
			continue
		}
		var u Update
		if err := json.Unmarshal(c.Data, &u); err != nil {
			t.Errorf("%s: %v", c.Name, err)
			failed++
			continue
		}
		out, err := json.Marshal(u)
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			failed++
			continue
		}
		var want, got any
		_ = json.Unmarshal(c.Data, &want)
		_ = json.Unmarshal(out, &got)
		if !reflect.DeepEqual(want, got) {
			t.Errorf("%s: wrote %s", c.Name, out)
			failed++
		}
		read++
		if failed > 10 {
			t.Fatal("more than ten cases fail")
		}
	}
	if read == 0 {
		t.Fatal("no case was read")
	}
	t.Logf("%d cases read and written back", read)
}
