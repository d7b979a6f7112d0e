// The trends charts' shared geometry: one slot per month along x, a value
// scale along y, and which months get a label when there are many.

export const CHART = { width: 40, height: 160, top: 12, left: 60, bottom: 44 } as const;

export function chartSize(months: number) {
  return { width: CHART.left + months * CHART.width + 8, height: CHART.top + CHART.height + CHART.bottom };
}

/** The y of `value` on a scale from 0 to `max`. */
export const yOf = (value: number, max: number) => CHART.top + CHART.height - (max > 0 ? (value / max) * CHART.height : 0);

/** The x of the left edge of month `index`'s slot. */
export const xOf = (index: number) => CHART.left + index * CHART.width;

/** Every month is labelled up to 12, then every second, third… so that about 12 labels remain. */
export const step = (months: number) => Math.max(1, Math.ceil(months / 12));
export const labelled = (index: number, months: number) => index % step(months) === 0;

/** A round top for a count axis: 4, 5, 10, 20, 25, 50, 100… at least `max`. */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}
