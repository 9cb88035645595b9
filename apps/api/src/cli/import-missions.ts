import { createReadStream } from 'node:fs';
import path from 'node:path';
import { importMissionCompletions } from './missions-import';
import { runCli } from './run-cli';

// npm run import:missions -w @gm-claim/api -- <file.csv>   (header: wallet,missionId)
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:missions -w @gm-claim/api -- <file.csv>');
  process.exit(2);
}
void runCli('import:missions', async (db) => {
  const summary = await importMissionCompletions(db, createReadStream(path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file)));
  return `${summary.rows} rows read, ${summary.added} completions added (${db.kind})`;
});
