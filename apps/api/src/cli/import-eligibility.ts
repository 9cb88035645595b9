import { createReadStream } from 'node:fs';
import path from 'node:path';
import { importEligibility } from './eligibility-import';
import { runCli } from './run-cli';

// npm run import:eligibility -w @gm-claim/api -- <file.csv>
// Header: address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop (whole or decimal GM).
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:eligibility -w @gm-claim/api -- <file.csv>');
  process.exit(2);
}
void runCli('import:eligibility', async (db) => {
  const started = performance.now();
  const summary = await importEligibility(db, createReadStream(path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file)));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  return `${summary.rows} rows imported, ${summary.changed} new or changed, in ${seconds} s (${db.kind})`;
});
