import { CHART, labelled, pct, slotCentre, step, yOf, type Scale } from "./chart-frame";

interface Props {
  months: string[];
  /** How each month is named under its slot: its name, and its year where one begins (and at the first). */
  label: (month: string, index: number) => { name: string; year?: string };
  scale: Scale;
  /** A tick's value as its label says it ("20", "50 %"). */
  format: (value: number) => string;
}

/** Grid lines, the y axis's labels (in the gutter left of the plot) and the months under the slots (decoration: the tables carry the numbers). */
export function ChartAxes({ months, label, scale, format }: Props) {
  return (
    <g aria-hidden>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1="0" x2="100%" y1={yOf(tick, scale.top)} y2={yOf(tick, scale.top)} className="chart-grid" />
          <text x={-6} y={yOf(tick, scale.top) + 4} textAnchor="end" className="chart-axis">
            {format(tick)}
          </text>
        </g>
      ))}
      {months.map((month, i) => {
        if (!labelled(i, months.length)) return null;
        const { name, year } = label(month, i);
        const x = pct(slotCentre(i, months.length));
        // Every second label gives way on phones, where the slots are narrower than a month's name.
        const spare = months.length > 6 && i % (2 * step(months.length)) !== 0;
        return (
          <text
            key={month}
            x={x}
            y={CHART.top + CHART.height + 16}
            textAnchor="middle"
            className={`chart-axis${spare ? " chart-spare" : ""}`}
          >
            {name}
            {year && (
              <tspan x={x} dy="1.2em" className="chart-year">
                {year}
              </tspan>
            )}
          </text>
        );
      })}
    </g>
  );
}
