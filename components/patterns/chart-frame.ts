// The trends charts' geometry. A chart is as wide as its section: its SVG has
// no viewBox, so a unit is a CSS pixel and nothing is scaled (letters keep
// their size on a phone and on a desktop). Along x, positions are percentages
// of the plot's width, one slot per month, so the bars widen as the months
// get fewer; along y, pixels. The y axis's labels sit in a gutter left of the
// plot, drawn into past the SVG's edge (app/globals.css, `.trend-chart`).

/** Pixel heights: the margin above the plot, the plot, and the month names (with years) below it. */
export const CHART = { top: 12, height: 160, bottom: 40 } as const;
export const CHART_HEIGHT = CHART.top + CHART.height + CHART.bottom;

/** A bar takes this share of its month's slot… */
const BAR_SHARE = 0.6;
/** …but at most this percentage of the plot's width: one month's bar is a bar, not a wall. */
const BAR_MAX = 12;

/** The centre of month `index`'s slot, in percent of the plot's width. */
export const slotCentre = (index: number, months: number) => ((index + 0.5) * 100) / months;

/** A bar's width, in percent of the plot's width: wider for fewer months, up to BAR_MAX. */
export const barWidth = (months: number) => Math.min((BAR_SHARE * 100) / months, BAR_MAX);

/** The left edge of month `index`'s bar, in percent of the plot's width. */
export const barX = (index: number, months: number) => slotCentre(index, months) - barWidth(months) / 2;

/** A percentage as an SVG length ("33.333%"). */
export const pct = (value: number) => `${Number(value.toFixed(3))}%`;

/** The y of `value` on a scale from 0 to `top`, in pixels. */
export const yOf = (value: number, top: number) => CHART.top + CHART.height - (top > 0 ? (value / top) * CHART.height : 0);

/** Every month is labelled up to 12, then every second, third… so that about 12 labels remain. */
export const step = (months: number) => Math.max(1, Math.ceil(months / 12));
export const labelled = (index: number, months: number) => index % step(months) === 0;

/** A y axis: its top value and the values with a grid line and a label, from 0 up. */
export interface Scale {
  top: number;
  ticks: number[];
}

const STEPS = [1, 2, 5];

/**
 * An axis for counts of dreams: whole steps of 1, 2 or 5 times a power of ten
 * (never 12.5), the smallest with at most `intervals` of them, up to the first
 * step at or above `max`. An empty chart still gets one step.
 */
export function countScale(max: number, intervals = 4): Scale {
  const need = Math.max(1, Math.ceil(max));
  let size = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = STEPS.map((s) => s * magnitude).find((s) => Math.ceil(need / s) <= intervals);
    if (found !== undefined) {
      size = found;
      break;
    }
  }
  const top = size * Math.ceil(need / size);
  return { top, ticks: Array.from({ length: top / size + 1 }, (_, i) => i * size) };
}

/** An axis with a fixed top (Dream Health's 100, a share's 1) in `intervals` equal steps. */
export function fixedScale(top: number, intervals: number): Scale {
  return { top, ticks: Array.from({ length: intervals + 1 }, (_, i) => (top * i) / intervals) };
}
