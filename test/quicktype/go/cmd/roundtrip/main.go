// Reads cases (a JSON list of {name, data, compatible, strict}) into the Update type quicktype generated from
// schema.json and writes each back; prints, as JSON, how many of the samples and of the unlisted-value cases decoded
// and how many came back unchanged (key order aside).
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"

	"example.com/botapi"
)

type testCase struct {
	Data       json.RawMessage `json:"data"`
	Compatible bool            `json:"compatible"`
	Strict     bool            `json:"strict"`
}

func main() {
	text, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var cases []testCase
	if err := json.Unmarshal(text, &cases); err != nil {
		panic(err)
	}
	counts := map[string]int{}
	for _, c := range cases {
		kind := "valid"
		if !c.Strict {
			if !c.Compatible {
				continue
			}
			kind = "unlisted"
		}
		counts[kind]++
		var u botapi.Update
		if json.Unmarshal(c.Data, &u) != nil {
			continue
		}
		counts[kind+"Decoded"]++
		out, err := json.Marshal(u)
		var want, got any
		_ = json.Unmarshal(c.Data, &want)
		if err == nil && json.Unmarshal(out, &got) == nil && reflect.DeepEqual(want, got) {
			counts[kind+"Unchanged"]++
		}
	}
	b, _ := json.Marshal(counts)
	fmt.Println(string(b))
}
