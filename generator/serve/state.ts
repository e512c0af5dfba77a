// The state of a fake service, shared by its rooms (calls, control API, simulated user): the model, its validators,
// the clock, and the bots by token. Types only, so that no room imports another.
import type { SpecModel } from "../model/model.ts";
import type { BotState } from "./bot.ts";
import type { MethodContext } from "./methods.ts";
import type { Limits } from "./transport.ts";

export interface Validators {
  validateParams(
    method: string,
    value: unknown,
    options?: object,
  ): { ok: boolean; errors?: { path: string; message: string }[] };
  validate(
    type: string,
    value: unknown,
    options?: object,
  ): { ok: boolean; errors?: { path: string; message: string }[] };
  validateResponse(
    method: string,
    value: unknown,
    options?: object,
  ): { ok: boolean; errors?: { path: string; message: string }[] };
}

export interface ServiceState {
  readonly model: SpecModel;
  readonly methods: Omit<MethodContext, "bot">;
  readonly validators: Validators;
  readonly strictWire: boolean;
  readonly limits: Limits;
  readonly clock: { now(): number; advance(ms: number): void };
  readonly bots: Map<string, BotState>;
  bot(token: string): BotState;
}
