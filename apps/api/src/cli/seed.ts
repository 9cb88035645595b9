import { runCli } from './run-cli';
import { seedDemoData } from './seed-data';

// npm run seed -w @gm-claim/api: demo eligibility and missions for Hardhat accounts 1–5.
void runCli('seed', async (db) => {
  const { accounts } = await seedDemoData(db);
  return `seeded demo eligibility and missions for ${accounts} accounts (${db.kind})`;
});
