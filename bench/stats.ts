// Small helpers for benchmarks: medians and a fixed-width table.
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function printTable(rows: readonly (readonly (string | number)[])[]): void {
  const cells = rows.map((r) => r.map((c) => (typeof c === "number" ? c.toFixed(1) : c)));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length))) ?? [];
  for (const r of cells)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  "));
}
