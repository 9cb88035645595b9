import { dropScratchDatabase } from '../src/db/scratch-database';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const name = process.env['API_TEST_DATABASE_NAME'];
  if (!adminUrl || !name) return;
  await dropScratchDatabase(adminUrl, name);
}
