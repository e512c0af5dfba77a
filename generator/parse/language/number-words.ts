// Numbers written as English words (`four`, `twenty-one`, `one hundred`, `two thousand five hundred`): one value for
// the words of one number, never the first word alone (`up to one hundred` is 100, not 1).
import type { Token } from "./lexicon.ts";

const SMALL: Readonly<Record<string, number>> = Object.fromEntries(
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    .split(" ")
    .map((w, n) => [w, n]),
);
const TENS: Readonly<Record<string, number>> = Object.fromEntries(
  "twenty thirty forty fifty sixty seventy eighty ninety".split(" ").map((w, n) => [w, 20 + 10 * n]),
);
/** The words of a scale after a number (`two thousand`, `1 million`). */
export const SCALES: Readonly<Record<string, number>> = {
  thousand: 1000,
  million: 1_000_000,
  billion: 1_000_000_000,
};

/** Below one hundred: `seven`, `forty`, `forty-two` (one hyphenated word). */
function belowHundred(word: string): number | undefined {
  if (word in SMALL) return SMALL[word];
  if (word in TENS) return TENS[word];
  const [tens, unit] = word.split("-");
  const t = TENS[tens ?? ""];
  const u = SMALL[unit ?? ""];
  return t !== undefined && u !== undefined && u > 0 && u < 10 ? t + u : undefined;
}

/** Below one thousand at token `i`: `seven`, `one hundred`, `three hundred and twelve`. */
function belowThousand(t: readonly Token[], i: number): { value: number; end: number } | undefined {
  const w = t[i];
  const head = w?.kind === "word" ? belowHundred(w.value) : undefined;
  if (head === undefined) return undefined;
  if (t[i + 1]?.value !== "hundred" || head < 1 || head > 9) return { value: head, end: i + 1 };
  const j = t[i + 2]?.value === "and" ? i + 3 : i + 2;
  const rest = t[j]?.kind === "word" ? belowHundred(t[j]!.value) : undefined;
  return rest !== undefined && rest > 0 ? { value: head * 100 + rest, end: j + 1 } : { value: head * 100, end: i + 2 };
}

/** `a dozen`, `half a dozen`, `two dozen`: twelve, counted; `a hundred`, `a thousand`. */
function dozens(t: readonly Token[], i: number): { value: number; end: number } | undefined {
  const [w0, w1, w2] = [t[i]?.value, t[i + 1]?.value, t[i + 2]?.value];
  if ((w0 === "a" || w0 === "one") && w1 === "dozen") return { value: 12, end: i + 2 };
  // `a hundred`, `a thousand`: one of the scale.
  if (w0 === "a" && (w1 === "hundred" || SCALES[w1 ?? ""] !== undefined))
    return { value: w1 === "hundred" ? 100 : SCALES[w1!]!, end: i + 2 };
  if (w0 === "half" && w1 === "a" && w2 === "dozen") return { value: 6, end: i + 3 };
  const n = w0 !== undefined && w1 === "dozen" ? belowHundred(w0) : undefined;
  return n !== undefined && n > 1 ? { value: 12 * n, end: i + 2 } : undefined;
}

/** A number in words at token `i`, and the index after its last word. */
export function readNumberWords(t: readonly Token[], i: number): { value: number; end: number } | undefined {
  const dozen = dozens(t, i);
  if (dozen) return dozen;
  let total = 0;
  let j = i;
  for (;;) {
    const part = belowThousand(t, j);
    if (!part) break;
    const scale = SCALES[t[part.end]?.value ?? ""];
    if (scale === undefined || part.value === 0) return { value: total + part.value, end: part.end };
    total += part.value * scale;
    j = part.end + 1;
  }
  return j > i ? { value: total, end: j } : undefined;
}
