import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppealsRepository, createAppealsService } from '../components/appeals';
import { runCli } from './run-cli';

/*
 * Accepted appeals → the next allocation version's eligibility CSV (issue 33 §4, apps/api README "Appeals"):
 *
 *   npm run appeals:export -- --out appeals.csv [--mark-version <n>]
 *
 * Writes the accepted appeals not yet exported, in the import's format (`npm run allocations:build -- --csv
 * appeals.csv --version <n>` reads it). With --mark-version, records them as exported into version n, so the next
 * export leaves them out; without it, nothing changes in the database (run it again freely).
 */
const USAGE = 'usage: npm run appeals:export -- --out <file.csv> [--mark-version <n>]';
const { values } = parseArgs({ options: { out: { type: 'string' }, 'mark-version': { type: 'string' } } });
if (!values.out) {
  console.error(USAGE);
  process.exit(2);
}
const markVersion = values['mark-version'];
if (markVersion !== undefined && !/^[1-9]\d{0,8}$/.test(markVersion)) {
  console.error(`--mark-version must be a list version (1, 2, …)\n${USAGE}`);
  process.exit(2);
}
const out = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), values.out);

void runCli('appeals:export', async (db) => {
  const repository = createAppealsRepository(db);
  // The export reads no signature: chain id and contract only matter to decisions.
  const service = createAppealsService(repository, { chainId: 0, challengeAddress: '0x0000000000000000000000000000000000000000', perWalletPerDay: 1 });
  const { csv, ids } = await service.exportAccepted();
  writeFileSync(out, csv);
  const marked = markVersion === undefined ? 0 : await repository.markExported(ids, Number(markVersion));
  return `${ids.length} accepted appeals written to ${out}${markVersion === undefined ? '' : `, ${marked} marked as in version ${markVersion}`} (${db.kind})`;
});
