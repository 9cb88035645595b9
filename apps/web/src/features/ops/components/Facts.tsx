import type { ReactNode } from 'react';

/** A list of figures: label, value. */
export function Facts({
  rows,
  testId,
}: {
  rows: readonly [label: string, value: ReactNode, id?: string][];
  testId?: string;
}) {
  return (
    <dl className="gm-ops__facts" data-testid={testId}>
      {rows.map(([label, value, id]) => (
        <div key={label} className="gm-ops__fact">
          <dt>{label}</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
