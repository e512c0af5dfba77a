// Decodes each JSON file named on the command line into the Update type quicktype generated from schema.json.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"example.com/botapi"
)

func main() {
	bad := 0
	for _, path := range os.Args[1:] {
		data, err := os.ReadFile(path)
		if err == nil {
			var u botapi.Update
			err = json.Unmarshal(data, &u)
		}
		if err != nil {
			bad++
			fmt.Println(path, err)
		}
	}
	fmt.Println(len(os.Args)-1-bad, "decoded,", bad, "failed")
}
