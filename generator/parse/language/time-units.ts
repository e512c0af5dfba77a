// Bounds said in one unit of time of a value counted in another (`Up to 1 hour, in seconds`): the bound in the
// value's unit (3600), never the number as written (1 would refuse every value from 2 seconds up).
import type { NoteStatement } from "../drafts.ts";
import type { Token } from "./lexicon.ts";

/** Seconds in each unit of time, by the words a note writes it in. */
const SECONDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(["ms", "millisecond", "milliseconds"].map((w) => [w, 0.001])),
  ...Object.fromEntries(["s", "sec", "secs", "second", "seconds"].map((w) => [w, 1])),
  ...Object.fromEntries(["min", "mins", "minute", "minutes"].map((w) => [w, 60])),
  ...Object.fromEntries(["h", "hr", "hrs", "hour", "hours"].map((w) => [w, 3600])),
  ...Object.fromEntries(["day", "days"].map((w) => [w, 86400])),
  ...Object.fromEntries(["week", "weeks"].map((w) => [w, 604800])),
};

/** Bounds whose numbers may carry a unit of time after them. */
const BOUNDS = new Set(["list-length", "list-max", "list-min", "max", "min", "range", "below", "above"]);

/** The unit the note counts its value in (`in seconds`, `(minutes)`), when it says exactly one. */
function unitOfValue(tokens: readonly Token[]): number | undefined {
  const said = new Set<number>();
  tokens.forEach((t, i) => {
    const next = SECONDS[tokens[i + 1]?.value ?? ""];
    if (next === undefined) return;
    if (t.value === "in" || (t.text === "(" && tokens[i + 2]?.text === ")")) said.add(next);
  });
  return said.size === 1 ? [...said][0] : undefined;
}

/** The unit of time after a bound's numbers, inside the statement's own words. */
function unitOfBound(tokens: readonly Token[], st: NoteStatement): number | undefined {
  const inside = tokens.filter((t) => t.start >= st.start && t.end <= st.end);
  const k = inside.findIndex((t, i) => i > 0 && inside[i - 1]?.kind === "number" && SECONDS[t.value] !== undefined);
  return k < 0 ? undefined : SECONDS[inside[k]!.value];
}

/**
 * The statements with each bound said in another unit of time than the value's in the value's; a bound that is no
 * whole number of the value's unit (`up to 90 seconds`, in minutes) is left out, and said.
 */
export function inUnitOfValue(
  tokens: readonly Token[],
  statements: readonly NoteStatement[],
  note: string,
): { statements: NoteStatement[]; said?: { start: number; end: number; message: string } } {
  const value = unitOfValue(tokens);
  if (value === undefined) return { statements: [...statements] };
  let said: { start: number; end: number; message: string } | undefined;
  const out = statements.flatMap((st) => {
    const bound = BOUNDS.has(st.construct) ? unitOfBound(tokens, st) : undefined;
    if (bound === undefined || bound === value) return [st];
    const nums = Object.fromEntries(Object.entries(st.nums).map(([k, n]) => [k, (n * bound) / value]));
    if (Object.values(nums).every(Number.isInteger)) return [{ ...st, nums }];
    said ??= {
      start: st.start,
      end: st.end,
      message: `"${note.slice(st.start, st.end)}" is no whole number of the unit the value is counted in: not enforced; expected the bound in that unit`,
    };
    return [];
  });
  return { statements: out, ...(said ? { said } : {}) };
}
