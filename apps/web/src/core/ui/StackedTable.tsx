import type { ReactNode } from 'react';
import './stacked-table.css';

/** A column: its name, and optionally the test id each of its cells carries. */
export type StackedColumn = string | { label: string; cellTestId?: string };

export interface StackedRow {
  key: string;
  /** One per column; with `rowHeader`, the first names the row (x2, BACKER). */
  cells: readonly ReactNode[];
  className?: string | undefined;
  testId?: string | undefined;
}

const label = (column: StackedColumn | undefined): string =>
  column === undefined ? '' : typeof column === 'string' ? column : column.label;

/**
 * A table that reads on a phone: on a desktop it is a table; at ≤ 900 px (stacked-table.css) each row
 * becomes a card of label-and-value pairs, each value under its column's name (`data-label`), and the
 * row's own name across its top, instead of five to seven columns squeezed into 320 px with their words
 * broken mid-letter or the page scrolling sideways. The column headers stay for screen readers, visually
 * hidden. The roles are written out: a table whose rows are laid out as grids keeps its rows, cells and
 * headers for a screen reader in every browser, not only in those that keep a restyled table's semantics.
 *
 * Its own entry (`@gm-claim/web-core-ui/stacked-table`), not the library's index: only the pages that
 * show one (loaded on demand) fetch it and its styles.
 */
export function StackedTable({
  caption,
  labelledBy,
  columns,
  rows,
  rowHeader = false,
  empty,
  className,
  testId,
}: {
  /** The table's name, shown above it; or `labelledBy`, the id of a heading that names it. */
  caption?: string;
  labelledBy?: string;
  columns: readonly StackedColumn[];
  rows: readonly StackedRow[];
  /** The first cell names its row. */
  rowHeader?: boolean;
  /** Shown across the table when it has no row. */
  empty?: string;
  /** The page's own look on a desktop (fonts, padding); the phone layout is this component's. */
  className?: string;
  testId?: string;
}) {
  return (
    <div className="gm-stacked__scroll">
      <table
        className={className ? `gm-stacked ${className}` : 'gm-stacked'}
        role="table"
        aria-labelledby={caption === undefined ? labelledBy : undefined}
        data-testid={testId}
      >
        {caption !== undefined && <caption>{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={label(column)} scope="col" role="columnheader">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 && empty !== undefined ? (
            <tr role="row" className="gm-stacked__empty">
              <td role="cell" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} role="row" className={row.className} data-testid={row.testId}>
                {row.cells.map((cell, index) => {
                  const column = columns[index];
                  const cellTestId = typeof column === 'object' ? column.cellTestId : undefined;
                  return index === 0 && rowHeader ? (
                    <th key={index} scope="row" role="rowheader" data-testid={cellTestId}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} role="cell" data-label={label(column)} data-testid={cellTestId}>
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
