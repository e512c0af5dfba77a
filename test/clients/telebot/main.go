// Go's telebot v3 (Debian's golang-gopkg-telebot.v3-dev) against the fake service: NewBot (getMe), a message, a
// document upload downloaded back through getFile, and a long-polling handler for what a simulated user sends. Run by
// test/serve/debian-clients.test.ts as: main BASE_URL TOKEN; prints one JSON line once /start was handled.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	tele "gopkg.in/telebot.v3"
)

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func main() {
	url, token := os.Args[1], os.Args[2]
	b, err := tele.NewBot(tele.Settings{URL: url, Token: token, Poller: &tele.LongPoller{Timeout: time.Second}})
	must(err)
	chat := &tele.Chat{ID: 111}
	sent, err := b.Send(chat, "hello")
	must(err)
	doc := &tele.Document{File: tele.FromReader(bytes.NewReader([]byte("go bytes"))), FileName: "g.txt"}
	withDoc, err := b.Send(chat, doc)
	must(err)
	rc, err := b.File(&withDoc.Document.File)
	must(err)
	data, err := io.ReadAll(rc)
	must(err)
	started := make(chan string, 1)
	b.Handle("/start", func(c tele.Context) error {
		started <- c.Text()
		return c.Send("welcome")
	})
	go b.Start()
	fmt.Fprintln(os.Stderr, "polling")
	var text string
	select {
	case text = <-started:
	case <-time.After(20 * time.Second):
		must(fmt.Errorf("no /start within 20 s"))
	}
	b.Stop()
	out, _ := json.Marshal(map[string]any{"me": b.Me.ID, "sent": sent.Text, "file": string(data), "start": text})
	fmt.Println(string(out))
}
