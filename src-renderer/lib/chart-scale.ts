// Geometry shared by the SVG charts (deck stats and lab): value → y, axis maxima and tick labels.
// Pure, so the charts differ only in what they draw.

/** The y of `value` on a 0..max axis drawn from `top` down `height` units (0 sits on the baseline). */
export function plotY(value: number, max: number, top: number, height: number): number {
  return top + height - (value / max) * height
}

/** A round axis maximum at or above `v` for counts: at least 4, then steps of 2, 5 or 10. */
export function niceMax(v: number): number {
  if (v <= 4) return 4
  const step = v <= 10 ? 2 : v <= 20 ? 5 : 10
  return Math.ceil(v / step) * step
}

/** Tick label of a probability axis: 0.25 → "25%". */
export const percentTick = (v: number): string => `${Math.round(v * 100)}%`
