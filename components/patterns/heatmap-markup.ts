import { intensity, type HeatmapCell } from "@/lib/stats/calendar-layout";

export const CELL = 11;
const GAP = 2;
const STEP = CELL + GAP;
const TOP = 16;
const BAND_GAP = 8;
/** Room after the last week for a month's name that begins there. */
const LABEL_ROOM = 16;

export interface DaysDrawing {
  cells: readonly HeatmapCell[];
  bands: 1 | 2;
  /** Each day's name as a tooltip, and its date and count as data (the wide drawing). */
  detailed: boolean;
  counts: ReadonlyMap<string, number>;
  today: string;
  label: (day: string, count: number) => string;
  monthName: (month: string) => string;
  /** The day's address in the calendar, in the page's language. */
  dayHref: (day: string) => string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text or an attribute's value, safe inside markup (quoted with '). */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The drawing's size: one or two bands of weeks, with room for the month names. */
export function daysViewBox({ cells, bands }: Pick<DaysDrawing, "cells" | "bands">): string {
  const weeks = (cells.at(-1)?.week ?? 0) + 1;
  const perBand = Math.ceil(weeks / bands);
  return `0 0 ${perBand * STEP + LABEL_ROOM} ${bands * (TOP + 7 * STEP + BAND_GAP) - BAND_GAP}`;
}

/**
 * The year's squares as SVG markup: month names, a square per day, and a
 * link around each day with dreams. Drawn as one string (the page sets it as
 * the <svg>'s content) rather than as 400 React elements: React would write
 * every square twice, in the HTML and, three times longer, in the RSC
 * payload, and then walk each of them while hydrating, for a drawing that
 * never changes in the browser. Attributes are quoted with ', which the RSC
 * payload carries without escaping.
 */
export function daysMarkup({ cells, bands, detailed, counts, today, label, monthName, dayHref }: DaysDrawing): string {
  const weeks = (cells.at(-1)?.week ?? 0) + 1;
  const perBand = Math.ceil(weeks / bands);
  const bandHeight = TOP + 7 * STEP + BAND_GAP;
  const place = (week: number) => ({ band: Math.floor(week / perBand), column: week % perBand });
  const parts: string[] = [];
  for (const cell of cells) {
    if (!cell.day.endsWith("-01")) continue;
    const { band, column } = place(cell.week);
    parts.push(
      `<text x='${column * STEP}' y='${band * bandHeight + 10}' class='chart-label'>${escapeMarkup(monthName(cell.day.slice(0, 7)))}</text>`,
    );
  }
  for (const { day, week, weekday } of cells) {
    const count = counts.get(day) ?? 0;
    const { band, column } = place(week);
    const className = `heat-${intensity(count)}${day === today ? " is-today" : ""}`;
    const data = detailed ? ` data-day='${escapeMarkup(day)}' data-count='${count}'` : "";
    const position = `x='${column * STEP}' y='${band * bandHeight + TOP + weekday * STEP}' width='${CELL}' height='${CELL}' rx='2'`;
    const rect = detailed
      ? `<rect ${position} class='${className}'${data}><title>${escapeMarkup(label(day, count))}</title></rect>`
      : `<rect ${position} class='${className}'/>`;
    parts.push(count > 0 ? `<a href='${escapeMarkup(dayHref(day))}' tabindex='-1'>${rect}</a>` : rect);
  }
  return parts.join("");
}
