import { describe, expect, it } from "vitest";
import { yearCells } from "@/lib/stats/calendar-layout";
import { daysMarkup, daysViewBox, escapeMarkup, type DaysDrawing } from "./heatmap-markup";

const cells = yearCells(2026, 1);
const drawing = (over: Partial<DaysDrawing> = {}): DaysDrawing => ({
  cells,
  bands: 1,
  detailed: true,
  counts: new Map([
    ["2026-03-04", 1],
    ["2026-03-05", 5],
  ]),
  today: "2026-03-05",
  label: (day, count) => `${day}: ${count}`,
  monthName: (month) => `m${month.slice(5)}`,
  dayHref: (day) => `/uk/calendar?month=${day.slice(0, 7)}&day=${day}`,
  ...over,
});

const all = (markup: string, pattern: RegExp) => [...markup.matchAll(pattern)];

describe("daysMarkup", () => {
  it("draws a square per day, a link around each day with dreams, and the twelve month names", () => {
    const markup = daysMarkup(drawing());
    expect(all(markup, /<rect /g)).toHaveLength(365);
    expect(all(markup, /<text /g).map(([text]) => text)).toHaveLength(12);
    expect(all(markup, /<a href='([^']*)'/g).map(([, href]) => href)).toEqual([
      "/uk/calendar?month=2026-03&amp;day=2026-03-04",
      "/uk/calendar?month=2026-03&amp;day=2026-03-05",
    ]);
    expect(markup).toContain(">m01</text>");
  });

  it("marks each square's level and today, and names each day only in the detailed drawing", () => {
    const wide = daysMarkup(drawing());
    expect(wide).toMatch(/class='heat-4 is-today' data-day='2026-03-05' data-count='5'><title>2026-03-05: 5<\/title><\/rect>/);
    expect(wide).toMatch(/class='heat-0' data-day='2026-01-01' data-count='0'><title>2026-01-01: 0<\/title>/);
    const narrow = daysMarkup(drawing({ bands: 2, detailed: false }));
    expect(narrow).not.toMatch(/data-day|<title>/);
    expect(all(narrow, /<rect [^>]*\/>/g)).toHaveLength(365);
  });

  it("places the second band below the first on phones", () => {
    const ys = (markup: string) => new Set(all(markup, /<rect x='\d+' y='(\d+)'/g).map(([, y]) => Number(y)));
    expect(Math.max(...ys(daysMarkup(drawing({ bands: 2 }))))).toBeGreaterThan(Math.max(...ys(daysMarkup(drawing()))));
    expect(daysViewBox({ cells, bands: 1 })).toBe("0 0 705 107");
    expect(daysViewBox({ cells, bands: 2 })).toBe("0 0 367 222");
  });

  it("escapes what a translation or an address brings", () => {
    const markup = daysMarkup(
      drawing({ label: () => `<script>alert('x')</script> & "so"`, monthName: () => "<b>", dayHref: () => `/x?a='1'&b=<2>` }),
    );
    expect(markup).not.toMatch(/<script|<b>/);
    expect(markup).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;so&quot;");
    expect(markup).toContain("href='/x?a=&#39;1&#39;&amp;b=&lt;2&gt;'");
    expect(escapeMarkup(`a<b>&"'`)).toBe("a&lt;b&gt;&amp;&quot;&#39;");
  });
});
