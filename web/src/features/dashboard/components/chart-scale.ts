/** A "nice" axis top (1, 2, 2.5 or 5 times a power of ten) and its evenly spaced ticks. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  // Integer counts: never a fractional step.
  const wholeStep = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  for (let value = 0; value < max + wholeStep; value += wholeStep) {
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

/** Which of n day labels to print so that they do not collide: every k-th, always including the last. */
export function labelledIndexes(n: number, plotWidth: number, minGap = 56): Set<number> {
  const fit = Math.max(1, Math.floor(plotWidth / minGap));
  const step = Math.max(1, Math.ceil(n / fit));
  const indexes = new Set<number>();
  for (let i = n - 1; i >= 0; i -= step) indexes.add(i);
  return indexes;
}
