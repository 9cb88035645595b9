import type { ReactNode } from 'react';

export interface OpsTableRow {
  key: string;
  cells: readonly ReactNode[];
  className?: string | undefined;
}

/**
 * One of the cockpit's tables. On a desktop it is a table; on a phone (≤ 640 px, ops.css) each row
 * becomes a card of label-and-value pairs, each value under its column's name (`data-label`), instead
 * of seven columns squeezed into 320 px with their words broken mid-letter. The roles are written out:
 * a table whose rows are laid out as grids keeps its rows, cells and headers for a screen reader in
 * every browser, not only in those that keep a restyled table's semantics on their own.
 */
export function OpsTable({
  caption,
  columns,
  rows,
  rowHeader = false,
  empty,
  testId,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly OpsTableRow[];
  /** The first cell names its row (a multiplier, a vesting type). */
  rowHeader?: boolean;
  /** Shown across the table when it has no row. */
  empty?: string;
  testId?: string;
}) {
  return (
    <div className="gm-ops__scroll">
      <table className="gm-ops__table" role="table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 && empty !== undefined ? (
            <tr role="row" className="gm-ops__empty">
              <td role="cell" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} role="row" className={row.className}>
                {row.cells.map((cell, index) =>
                  index === 0 && rowHeader ? (
                    <th key={index} scope="row" role="rowheader">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} role="cell" data-label={columns[index]}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
