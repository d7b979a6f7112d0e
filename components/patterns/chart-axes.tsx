import { CHART, labelled, step, xOf, yOf } from "./chart-frame";

interface Props {
  months: string[];
  /** How each month is named under its slot: its name, and its year where one begins (and at the first). */
  label: (month: string, index: number) => { name: string; year?: string };
  /** Values with a grid line and a label on the y axis. */
  ticks: { value: number; text: string }[];
  max: number;
}

/** Grid lines, the y axis's labels and the months under the slots (decoration: the tables carry the numbers). */
export function ChartAxes({ months, label, ticks, max }: Props) {
  const right = xOf(months.length);
  return (
    <g aria-hidden>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={CHART.left} x2={right} y1={yOf(tick.value, max)} y2={yOf(tick.value, max)} className="chart-grid" />
          <text x={CHART.left - 6} y={yOf(tick.value, max) + 4} textAnchor="end" className="chart-axis">
            {tick.text}
          </text>
        </g>
      ))}
      {months.map((month, i) => {
        if (!labelled(i, months.length)) return null;
        const { name, year } = label(month, i);
        const x = xOf(i) + CHART.width / 2;
        // Every second label gives way on phones, where the chart is drawn smaller and its letters larger.
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
