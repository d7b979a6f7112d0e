import { Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MOOD_COLORS } from "@/lib/design/moods";
import { MOODS, type Mood } from "@/lib/domain/moods";
import type { Locale } from "@/lib/domain/locales";
import type { TrendMonth } from "@/lib/stats/schema";
import { ChartAxes } from "./chart-axes";
import { barWidth, barX, CHART_HEIGHT, countScale, fixedScale, pct, slotCentre, yOf } from "./chart-frame";
import { DataTable, type Column } from "./data-table";
import { dayFormat } from "./dates";
import { TableRegion } from "./table-region";

interface Props {
  locale: Locale;
  months: TrendMonth[];
}

const moodFill = (mood: Mood) => `var(--${MOOD_COLORS[mood]}-9)`;
const NO_MOOD_FILL = "var(--gray-8)";

/** Month names under the slots, with the year under January's and the first month's. */
function monthLabel(locale: Locale) {
  const names = dayFormat(locale);
  return (month: string, index: number) => ({
    name: names.monthShort(month),
    year: index === 0 || month.endsWith("-01") ? month.slice(0, 4) : undefined,
  });
}

/** The numbers of a chart: a row per month, named in full. */
async function MonthTable(props: {
  locale: Locale;
  caption: string;
  testId: string;
  months: TrendMonth[];
  columns: Column<TrendMonth>[];
}) {
  const t = await getTranslations("Patterns");
  const names = dayFormat(props.locale);
  return (
    <DataTable
      caption={props.caption}
      testId={props.testId}
      rows={props.months}
      rowKey={(m) => m.month}
      rowData={(m) => ({ "data-month": m.month })}
      rowHeader={{ label: t("colMonth"), cell: (m) => names.month(m.month), className: "capitalized-cell" }}
      columns={props.columns}
    />
  );
}

const percent = (locale: Locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });

/** A chart's drawing, as wide as its section (see ./chart-frame.ts), described for screen readers. */
function ChartSvg({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg className="trend-chart" height={CHART_HEIGHT} role="img" aria-label={label}>
      {children}
    </svg>
  );
}

/** A chart's section: its heading, the drawing (described for screen readers) and the same numbers as a table. */
async function TrendSection(props: { id: string; title: string; chart: ReactNode; legend?: ReactNode; table: ReactNode }) {
  const t = await getTranslations("Patterns");
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={props.id} data-testid={props.id}>
        <Heading as="h2" size="5" id={props.id}>
          {props.title}
        </Heading>
        <figure className="chart">
          {props.chart}
          {props.legend}
        </figure>
        <details className="chart-table">
          <summary>{t("showTable")}</summary>
          <TableRegion label={t("tableRegion", { title: props.title })}>{props.table}</TableRegion>
        </details>
      </section>
    </Flex>
  );
}

/** Dreams per month, stacked by mood (dreams without a mood on top, in grey). */
export async function MoodTrend({ locale, months }: Props) {
  const t = await getTranslations("Patterns");
  const moodName = await getTranslations("Moods");
  const scale = countScale(Math.max(0, ...months.map((m) => m.total)));
  const count = new Intl.NumberFormat(locale);
  const width = pct(barWidth(months.length));
  const used = MOODS.filter((mood) => months.some((m) => (m.moods[mood] ?? 0) > 0));
  const withoutMood = (m: TrendMonth) => m.total - MOODS.reduce((sum, mood) => sum + (m.moods[mood] ?? 0), 0);
  const anyWithout = months.some((m) => withoutMood(m) > 0);
  return (
    <TrendSection
      id="moods-trend"
      title={t("moodsTitle")}
      chart={
        <ChartSvg label={t("moodsChart")}>
          <ChartAxes
            months={months.map((m) => m.month)}
            label={monthLabel(locale)}
            scale={scale}
            format={(value) => count.format(value)}
          />
          {months.map((m, i) => {
            let base = 0;
            const parts = [
              ...MOODS.map((mood) => ({ key: mood, n: m.moods[mood] ?? 0, fill: moodFill(mood) })),
              { key: "none", n: withoutMood(m), fill: NO_MOOD_FILL },
            ].filter((part) => part.n > 0);
            return (
              <g key={m.month} data-month={m.month} data-total={m.total}>
                {parts.map((part) => {
                  const y = yOf(base + part.n, scale.top);
                  const height = yOf(base, scale.top) - y;
                  base += part.n;
                  return (
                    <rect
                      key={part.key}
                      x={pct(barX(i, months.length))}
                      y={y}
                      width={width}
                      height={height}
                      style={{ fill: part.fill }}
                    />
                  );
                })}
              </g>
            );
          })}
        </ChartSvg>
      }
      legend={
        <Flex asChild gap="3" wrap="wrap">
          <ul className="plain-list" aria-hidden>
            {used.map((mood) => (
              <Flex asChild key={mood} gap="1" align="center">
                <li>
                  <span className="legend-swatch" style={{ background: moodFill(mood) }} />
                  <Text size="1">{moodName(mood)}</Text>
                </li>
              </Flex>
            ))}
            {anyWithout && (
              <Flex asChild gap="1" align="center">
                <li>
                  <span className="legend-swatch" style={{ background: NO_MOOD_FILL }} />
                  <Text size="1">{t("noMood")}</Text>
                </li>
              </Flex>
            )}
          </ul>
        </Flex>
      }
      table={
        <MonthTable
          locale={locale}
          caption={t("moodsTitle")}
          testId="moods-table"
          months={months}
          columns={[
            { label: t("colDreams"), cell: (m) => m.total },
            ...MOODS.map((mood) => ({
              label: moodName(mood),
              cell: (m: TrendMonth) => m.moods[mood] ?? 0,
              data: { "data-mood": mood },
            })),
            { label: t("noMood"), cell: withoutMood },
          ]}
        />
      }
    />
  );
}

/** The share of lucid dreams per month. */
export async function LucidTrend({ locale, months }: Props) {
  const t = await getTranslations("Patterns");
  const percentage = percent(locale);
  const scale = fixedScale(1, 4);
  const share = (m: TrendMonth) => (m.total ? m.lucid / m.total : 0);
  return (
    <TrendSection
      id="lucid-trend"
      title={t("lucidTitle")}
      chart={
        <ChartSvg label={t("lucidChart")}>
          <ChartAxes
            months={months.map((m) => m.month)}
            label={monthLabel(locale)}
            scale={scale}
            format={(value) => percentage.format(value)}
          />
          {months.map((m, i) => {
            const y = yOf(share(m), scale.top);
            return (
              <rect
                key={m.month}
                x={pct(barX(i, months.length))}
                y={y}
                width={pct(barWidth(months.length))}
                height={yOf(0, scale.top) - y}
                style={{ fill: "var(--accent-9)" }}
                data-month={m.month}
              />
            );
          })}
        </ChartSvg>
      }
      table={
        <MonthTable
          locale={locale}
          caption={t("lucidTitle")}
          testId="lucid-table"
          months={months}
          columns={[
            { label: t("colDreams"), cell: (m) => m.total },
            { label: t("colLucid"), cell: (m) => m.lucid },
            { label: t("colShare"), cell: (m) => (m.total ? percentage.format(share(m)) : "–") },
          ]}
        />
      }
    />
  );
}

/** The Dream Health score at each month's end, as a line. */
export async function HealthTrend({ locale, months }: Props) {
  const t = await getTranslations("Patterns");
  const scale = fixedScale(100, 4);
  const points = months.map((m, i) => ({ x: pct(slotCentre(i, months.length)), y: yOf(m.health, scale.top), month: m.month }));
  const line = { stroke: "var(--teal-9)", strokeWidth: 2.5, strokeLinecap: "round" } as const;
  return (
    <TrendSection
      id="health-trend"
      title={t("healthTitle")}
      chart={
        <ChartSvg label={t("healthChart")}>
          <ChartAxes
            months={months.map((m) => m.month)}
            label={monthLabel(locale)}
            scale={scale}
            format={(value) => String(value)}
          />
          {/* The line as segments: a polyline's points cannot be percentages of the width. */}
          {points.slice(1).map((p, i) => (
            <line key={p.month} x1={points[i]?.x} y1={points[i]?.y} x2={p.x} y2={p.y} style={line} />
          ))}
          {points.map((p) => (
            <circle key={p.month} cx={p.x} cy={p.y} r={3.5} style={{ fill: "var(--teal-11)" }} data-month={p.month} />
          ))}
        </ChartSvg>
      }
      table={
        <MonthTable
          locale={locale}
          caption={t("healthTitle")}
          testId="health-table"
          months={months}
          columns={[{ label: t("colHealth"), cell: (m) => Math.round(m.health) }]}
        />
      }
    />
  );
}

/** Each month's most frequent interpretation symbols, as a table (words read best as words). */
export async function SymbolTrend({ locale, months }: Props) {
  const t = await getTranslations("Patterns");
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="symbols-trend" data-testid="symbols-trend">
        <Heading as="h2" size="5" id="symbols-trend">
          {t("symbolsTitle")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t("symbolsHint")}
        </Text>
        <TableRegion label={t("tableRegion", { title: t("symbolsTitle") })}>
          <MonthTable
            locale={locale}
            caption={t("symbolsTitle")}
            testId="symbols-table"
            months={months}
            columns={[
              {
                label: t("colSymbols"),
                text: true,
                cell: (m) =>
                  m.symbols.length
                    ? m.symbols.map((symbol) => t("symbolCount", { name: symbol.name, count: symbol.count })).join(", ")
                    : t("noSymbols"),
              },
            ]}
          />
        </TableRegion>
      </section>
    </Flex>
  );
}
