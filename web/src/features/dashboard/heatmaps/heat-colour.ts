/**
 * The heat scale: cool blue for few clicks through green and yellow to red for the most.
 * `intensity` is a count divided by the maximum count, in [0, 1].
 */
const STOPS: ReadonlyArray<readonly [number, readonly [number, number, number]]> = [
  [0, [49, 54, 149]],
  [0.25, [69, 117, 180]],
  [0.5, [102, 189, 99]],
  [0.75, [254, 224, 75]],
  [1, [215, 48, 39]],
];

export function heatColour(intensity: number): string {
  const t = Math.min(1, Math.max(0, Number.isFinite(intensity) ? intensity : 0));
  for (let i = 1; i < STOPS.length; i++) {
    const [position, to] = STOPS[i]!;
    const [previous, from] = STOPS[i - 1]!;
    if (t <= position) {
      const f = (t - previous) / (position - previous);
      const channel = (k: 0 | 1 | 2) => Math.round(from[k] + (to[k] - from[k]) * f);
      return `rgb(${channel(0)} ${channel(1)} ${channel(2)})`;
    }
  }
  return 'rgb(215 48 39)';
}

/** The CSS gradient of the legend, built from the same stops. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${STOPS.map(([p]) => `${heatColour(p)} ${p * 100}%`).join(', ')})`;
