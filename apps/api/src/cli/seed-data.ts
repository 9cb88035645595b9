import type { Db } from '@gm-claim/server/db';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { importEligibility } from './eligibility-import';
import { importMissionCompletions } from './missions-import';

/**
 * Demo eligibility in whole GM for Hardhat accounts 1–5 (totals 100,000 / 60,000 / 40,000 /
 * 25,000 / 20,000 GM: enough for every Challenge stake up to 10,000 GM).
 * Columns: mm, discordRole, spaceKids, capsule, wing, communityAirdrop.
 */
export const DEMO_ELIGIBILITY: ReadonlyArray<readonly [string, ...number[]]> = [
  [DEMO_ACCOUNTS[0], 40_000, 20_000, 15_000, 10_000, 10_000, 5_000],
  [DEMO_ACCOUNTS[1], 20_000, 10_000, 10_000, 10_000, 5_000, 5_000],
  [DEMO_ACCOUNTS[2], 10_000, 10_000, 5_000, 5_000, 5_000, 5_000],
  [DEMO_ACCOUNTS[3], 10_000, 5_000, 0, 5_000, 0, 5_000],
  [DEMO_ACCOUNTS[4], 5_000, 5_000, 2_500, 2_500, 2_500, 2_500],
];

/** Accounts 1–3 have completed every mission (straight to the claim method); 4–5 have none. */
export const DEMO_MISSIONS_DONE_FOR = DEMO_ACCOUNTS.slice(0, 3);

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/** Seeds the demo data; idempotent (the imports are). */
export async function seedDemoData(db: Db): Promise<{ accounts: number }> {
  const eligibilityCsv = [
    'address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop',
    ...DEMO_ELIGIBILITY.map((row) => row.join(',')),
  ].join('\n');
  await importEligibility(db, once(eligibilityCsv));
  const missionIds = (await db.query<{ id: string }>('SELECT id FROM missions WHERE active ORDER BY sort_order')).map((row) => row.id);
  const missionsCsv = ['wallet,missionId', ...DEMO_MISSIONS_DONE_FOR.flatMap((wallet) => missionIds.map((id) => `${wallet},${id}`))].join('\n');
  await importMissionCompletions(db, once(missionsCsv));
  return { accounts: DEMO_ELIGIBILITY.length };
}
