import { formatUnits, getAddress } from 'ethers';
import type { AppealRow } from './appeals.repository';

/** The eligibility import's header (libs/shared/src/allocations/eligibility-csv.ts): address + the six sources. */
export const APPEALS_CSV_HEADER = 'address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop';

/**
 * Accepted appeals as the eligibility CSV `npm run allocations:build` reads: one row per account, its accepted amount
 * in GM in the `communityAirdrop` column (a leaf binds only the sum of the six sources), the others empty. The next
 * version holds only these added leaves (contracts/README.md "Allocation roots").
 */
export function appealsCsv(rows: readonly Pick<AppealRow, 'account' | 'amount'>[]): string {
  const lines = [APPEALS_CSV_HEADER];
  for (const row of rows) {
    if (row.amount === null) continue;
    const gm = formatUnits(BigInt(row.amount), 18).replace(/\.0$/, '');
    lines.push(`${getAddress(row.account)},,,,,,${gm}`);
  }
  return `${lines.join('\n')}\n`;
}
