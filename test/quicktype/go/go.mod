module example.com/botapi

go 1.19
