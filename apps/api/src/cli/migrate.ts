import { runCli } from './run-cli';

// npm run migrate -w @gm-claim/api: opening the database applies pending migrations.
void runCli('migrate', async (db) => `schema up to date (${db.kind})`);
