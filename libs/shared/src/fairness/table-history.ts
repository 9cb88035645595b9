/** One BettingTableSet event: the row (unit, multiple) set to (probBps, lossBps); 0/0 removes it. */
export interface TableChange {
  unit: bigint;
  multiple: number;
  probBps: number;
  lossBps: number;
  blockNumber: number;
  logIndex: number;
  txHash: string;
}

export interface EventPosition {
  blockNumber: number;
  logIndex: number;
}

const before = (a: EventPosition, b: EventPosition): boolean =>
  a.blockNumber < b.blockNumber || (a.blockNumber === b.blockNumber && a.logIndex < b.logIndex);

/** The row of (unit, multiple) in force at `at`: the last change before it, or null when none was set (or removed). */
export function rowInForce(
  changes: readonly TableChange[],
  unit: bigint,
  multiple: number,
  at: EventPosition,
): TableChange | null {
  let found: TableChange | null = null;
  for (const change of changes) {
    if (change.unit !== unit || change.multiple !== multiple || !before(change, at)) continue;
    if (!found || before(found, change)) found = change;
  }
  return found && (found.probBps > 0 || found.lossBps > 0) ? found : null;
}

/** The whole table in force at the end of `blockNumber`, ordered by multiple then unit; removed rows left out. */
export function tableAt(changes: readonly TableChange[], blockNumber: number): TableChange[] {
  const latest = new Map<string, TableChange>();
  for (const change of changes) {
    if (change.blockNumber > blockNumber) continue;
    const key = `${change.unit}:${change.multiple}`;
    const current = latest.get(key);
    if (!current || before(current, change)) latest.set(key, change);
  }
  return [...latest.values()]
    .filter((row) => row.probBps > 0 || row.lossBps > 0)
    .sort((a, b) => a.multiple - b.multiple || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
}

/** Distinct odds per multiple with the units they apply to: how a player reads the table. */
export interface OddsGroup {
  multiple: number;
  probBps: number;
  lossBps: number;
  units: bigint[];
}

export function groupOdds(
  rows: readonly Pick<TableChange, 'unit' | 'multiple' | 'probBps' | 'lossBps'>[],
): OddsGroup[] {
  const groups: OddsGroup[] = [];
  for (const row of rows) {
    const group = groups.find(
      (g) => g.multiple === row.multiple && g.probBps === row.probBps && g.lossBps === row.lossBps,
    );
    if (group) group.units.push(row.unit);
    else groups.push({ multiple: row.multiple, probBps: row.probBps, lossBps: row.lossBps, units: [row.unit] });
  }
  for (const group of groups) group.units.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return groups.sort((a, b) => a.multiple - b.multiple || b.probBps - a.probBps);
}
