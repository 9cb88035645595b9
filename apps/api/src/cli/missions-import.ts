import type { Db, Queryable } from '@gm-claim/server/db';
import { csvLines, ErrorCollector, ImportValidationError, splitFields } from './csv-lines';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const STAGING = 'mission_completions_staging';

export interface MissionImportSummary {
  rows: number;
  /** Completions that were not recorded before. */
  added: number;
}

/**
 * Imports mission completions from CSV (`wallet,missionId`, header required). Every row is checked
 * (address, known mission); one bad row and nothing is written. Re-importing adds nothing.
 */
export async function importMissionCompletions(db: Db, input: AsyncIterable<string | Buffer>): Promise<MissionImportSummary> {
  const known = new Set((await db.query<{ id: string }>('SELECT id FROM missions')).map((row) => row.id));
  const errors = new ErrorCollector();
  let rows = 0;

  async function* cleanRows(): AsyncGenerator<string> {
    let header = true;
    let batch = '';
    for await (const [line, text] of csvLines(input)) {
      if (text.trim() === '') continue;
      const fields = splitFields(text);
      if (header) {
        header = false;
        const names = fields.map((field) => field.toLowerCase().replace(/[^a-z]/g, ''));
        if (names[0] !== 'wallet' && names[0] !== 'address' && names[0] !== 'walletaddress') {
          errors.add(line, 'the header must be "wallet,missionId"');
          return;
        }
        continue;
      }
      const [wallet = '', missionId = ''] = fields;
      if (fields.length !== 2) errors.add(line, `expected 2 columns, found ${fields.length}`);
      else if (!ADDRESS.test(wallet)) errors.add(line, `"${wallet}" is not a valid address`);
      else if (!known.has(missionId)) errors.add(line, `unknown mission "${missionId}"`);
      else {
        rows++;
        batch += `${wallet.toLowerCase()},${missionId}\n`;
        if (batch.length > 65_536) {
          yield batch;
          batch = '';
        }
      }
    }
    if (header) errors.add(1, 'the file is empty: a header line is required');
    if (batch) yield batch;
  }

  return db.transaction(async (tx: Queryable) => {
    await tx.query(`CREATE TEMP TABLE ${STAGING} (wallet TEXT NOT NULL, mission_id TEXT NOT NULL) ON COMMIT DROP`);
    await db.copyCsv(STAGING, ['wallet', 'mission_id'], cleanRows(), tx);
    if (errors.count > 0) throw new ImportValidationError(errors.errors, errors.count);
    const added = await tx.query<{ n: number | string }>(
      `WITH added AS (
         INSERT INTO mission_completions (wallet, mission_id)
         SELECT DISTINCT wallet, mission_id FROM ${STAGING}
         ON CONFLICT DO NOTHING RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
    );
    return { rows, added: Number(added[0]?.n ?? 0) };
  });
}
