// Versions in order: number by number (9.10 is after 9.2), whatever surrounds the numbers (`v9.2`, `Version 9.2`,
// folder names); a version with fewer numbers comes first (9.2 before 9.2.1), and equal numbers fall back to the text.
export function compareVersions(a: string, b: string): number {
  const numbers = (v: string) =>
    v
      .split(/[^0-9]+/)
      .filter(Boolean)
      .map(Number);
  const [pa, pb] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
