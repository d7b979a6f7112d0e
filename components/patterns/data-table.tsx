import type { ReactNode } from "react";

export interface Column<Row> {
  label: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Text columns wrap and start-align; numbers keep to one line at the end. */
  text?: boolean;
  /** Attributes of the column's cells, for tests to find a value. */
  data?: Record<`data-${string}`, string>;
}

interface Props<Row> {
  /** Read by screen readers (the region around the table names it for everyone else). */
  caption: string;
  testId: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: a header for its row. */
  rowHeader: Column<Row> & { className?: string };
  columns: readonly Column<Row>[];
  /** Attributes of each row. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}

/** The calendar's and trends' tables: a header row, and rows each named by their first cell. */
export function DataTable<Row>({ caption, testId, rows, rowKey, rowHeader, columns, rowData }: Props<Row>) {
  const textClass = (column: Column<Row>) => (column.text ? "text-cell" : undefined);
  return (
    <table className="data-table" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {[rowHeader, ...columns].map((column, i) => (
            <th key={i} scope="col" className={textClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowData?.(row)}>
            <th scope="row" className={rowHeader.className}>
              {rowHeader.cell(row)}
            </th>
            {columns.map((column, i) => (
              <td key={i} className={textClass(column)} {...column.data}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
