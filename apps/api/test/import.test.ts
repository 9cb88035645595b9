import { DEMO_ACCOUNTS } from '../src/cli/demo-accounts';
import { ImportValidationError } from '../src/cli/csv-lines';
import { importEligibility } from '../src/cli/eligibility-import';
import { importMissionCompletions } from '../src/cli/missions-import';
import { seedDemoData } from '../src/cli/seed-data';
import { randomWallet, textChunks, useTestDb } from './helpers';
import { HDNodeWallet, Mnemonic } from 'ethers';

const testDb = useTestDb();
const E18 = 10n ** 18n;
const HEADER = 'address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop';


async function eligibilityOf(address: string): Promise<Record<string, string> | undefined> {
  const rows = await testDb.db.query<Record<string, string>>(
    `SELECT mm::text, discord_role::text, space_kids::text, capsule::text, wing::text, community_airdrop::text, total::text
       FROM eligibility WHERE address = $1`,
    [address.toLowerCase()],
  );
  return rows[0];
}

async function importError(work: Promise<unknown>): Promise<ImportValidationError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ImportValidationError) return error;
    throw error;
  }
  throw new Error('expected an ImportValidationError');
}

describe('eligibility CSV import', () => {
  it('importEligibility – whole and decimal GM – stores base units and computes the total', async () => {
    const a = randomWallet().address;
    const b = randomWallet().address.toLowerCase();
    const csv = `${HEADER}\n${a},1000,0.5,,2,0.000000000000000001,3\r\n${b},1,1,1,1,1,1\n`;
    const summary = await importEligibility(testDb.db, textChunks(csv));
    expect(summary).toEqual({ rows: 2, changed: 2 });
    expect(await eligibilityOf(a)).toEqual({
      mm: (1000n * E18).toString(),
      discord_role: (E18 / 2n).toString(),
      space_kids: '0',
      capsule: (2n * E18).toString(),
      wing: '1',
      community_airdrop: (3n * E18).toString(),
      total: (1005n * E18 + E18 / 2n + 1n).toString(),
    });
    expect((await eligibilityOf(b))?.total).toBe((6n * E18).toString());
  });

  it('importEligibility – same file twice – changes nothing the second time', async () => {
    const csv = `${HEADER}\n${randomWallet().address},5,0,0,0,0,0\n${randomWallet().address},7,0,0,0,0,0\n`;
    expect(await importEligibility(testDb.db, textChunks(csv))).toEqual({ rows: 2, changed: 2 });
    expect(await importEligibility(testDb.db, textChunks(csv))).toEqual({ rows: 2, changed: 0 });
  });

  it('importEligibility – changed amount – updates the row', async () => {
    const address = randomWallet().address;
    await importEligibility(testDb.db, textChunks(`${HEADER}\n${address},5,0,0,0,0,0\n`));
    expect(await importEligibility(testDb.db, textChunks(`${HEADER}\n${address},6,0,0,0,0,0\n`))).toEqual({ rows: 1, changed: 1 });
    expect((await eligibilityOf(address))?.total).toBe((6n * E18).toString());
  });

  it('importEligibility – bad rows – reports each with its line number and imports nothing', async () => {
    const good = randomWallet().address;
    const dup = randomWallet().address;
    const csv = [
      HEADER,
      `${good},1,1,1,1,1,1`,
      '0x1234,1,1,1,1,1,1',
      `${randomWallet().address},-1,0,0,0,0,0`,
      `${randomWallet().address},1,abc,0,0,0,0`,
      `${randomWallet().address},1,0,0,0,0`,
      `0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed,1,0,0,0,0,0`,
      `${randomWallet().address},0.0000000000000000001,0,0,0,0,0`,
      `${dup},1,0,0,0,0,0`,
      `${dup.toLowerCase()},2,0,0,0,0,0`,
    ].join('\n');
    const error = await importError(importEligibility(testDb.db, textChunks(csv)));
    expect(error.errors.map((row) => row.line)).toEqual([3, 4, 5, 6, 7, 8, 10]);
    expect(error.errors[6]?.message).toMatch(/duplicate address .* \(lines 9, 10\)/);
    expect(await eligibilityOf(good)).toBeUndefined();
  });

  it('importEligibility – header without a source column – fails on line 1', async () => {
    const error = await importError(importEligibility(testDb.db, textChunks(`address,mm\n${randomWallet().address},1\n`)));
    expect(error.errors[0]).toEqual({ line: 1, message: expect.stringContaining('discordrole') });
  });

  it('importEligibility – empty file – fails', async () => {
    const error = await importError(importEligibility(testDb.db, textChunks('')));
    expect(error.errors[0]?.message).toMatch(/empty/);
  });

  it('importEligibility – columns in another order and chunks split mid-line – still imports', async () => {
    const address = randomWallet().address;
    const csv = `communityAirdrop,wing,capsule,spaceKids,discordRole,mm,address\n6,5,4,3,2,1,${address}\n`;
    async function* bytewise(): AsyncGenerator<string> {
      for (let i = 0; i < csv.length; i += 7) yield csv.slice(i, i + 7);
    }
    await importEligibility(testDb.db, bytewise());
    expect((await eligibilityOf(address))?.mm).toBe(E18.toString());
    expect((await eligibilityOf(address))?.community_airdrop).toBe((6n * E18).toString());
  });

  it('importEligibility – 20,000 rows – imports them all through COPY', async () => {
    const lines = [HEADER];
    const prefix = randomWallet().address.slice(0, 30).toLowerCase();
    for (let i = 0; i < 20_000; i++) lines.push(`${prefix}${i.toString(16).padStart(12, '0')},1,2,3,4,5,6`);
    const summary = await importEligibility(testDb.db, textChunks(lines.join('\n')));
    expect(summary.rows).toBe(20_000);
    const rows = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM eligibility WHERE address LIKE $1`, [`${prefix}%`]);
    expect(Number(rows[0]?.n)).toBe(20_000);
  });
});

describe('mission completion import', () => {
  it('importMissionCompletions – valid rows – adds them, and adds nothing on re-import', async () => {
    const wallet = randomWallet().address;
    const csv = `wallet,missionId\n${wallet},follow-x\n${wallet},join-discord\n`;
    expect(await importMissionCompletions(testDb.db, textChunks(csv))).toEqual({ rows: 2, added: 2 });
    expect(await importMissionCompletions(testDb.db, textChunks(csv))).toEqual({ rows: 2, added: 0 });
  });

  it('importMissionCompletions – unknown mission and bad address – reports lines and imports nothing', async () => {
    const wallet = randomWallet().address;
    const csv = `wallet,missionId\n${wallet},follow-x\n${wallet},climb-everest\nnot-an-address,follow-x\n`;
    const error = await importError(importMissionCompletions(testDb.db, textChunks(csv)));
    expect(error.errors.map((row) => row.line)).toEqual([3, 4]);
    const rows = await testDb.db.query('SELECT 1 FROM mission_completions WHERE wallet = $1', [wallet.toLowerCase()]);
    expect(rows).toHaveLength(0);
  });
});

describe('demo seed', () => {
  it('DEMO_ACCOUNTS – Hardhat default mnemonic – are accounts 1 to 5', () => {
    const mnemonic = Mnemonic.fromPhrase('test test test test test test test test test test test junk');
    const derived = [1, 2, 3, 4, 5].map((index) => HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`).address);
    expect(derived).toEqual([...DEMO_ACCOUNTS]);
  });

  it('seedDemoData – twice – gives accounts 1–5 between 20,000 and 100,000 GM and missions to 1–3', async () => {
    await seedDemoData(testDb.db);
    await seedDemoData(testDb.db);
    for (const account of DEMO_ACCOUNTS) {
      const total = BigInt((await eligibilityOf(account))?.total ?? '0');
      expect(total).toBeGreaterThanOrEqual(20_000n * E18);
      expect(total).toBeLessThanOrEqual(100_000n * E18);
    }
    const done = await testDb.db.query<{ wallet: string }>(
      `SELECT wallet FROM mission_completions WHERE wallet = ANY($1::text[]) GROUP BY wallet HAVING count(*) = 3 ORDER BY wallet`,
      [`{${DEMO_ACCOUNTS.map((a) => a.toLowerCase()).join(',')}}`],
    );
    expect(done.map((row) => row.wallet).sort()).toEqual(DEMO_ACCOUNTS.slice(0, 3).map((a) => a.toLowerCase()).sort());
  });
});
