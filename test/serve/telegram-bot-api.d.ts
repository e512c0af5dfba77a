// telegram-bot-api (npm) ships no types; the test of the fake service types what it uses where it uses it.
declare module "telegram-bot-api";
