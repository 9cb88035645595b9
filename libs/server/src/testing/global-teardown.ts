import { dropScratchDatabase } from '../db/scratch-database';
import type { ChainHost } from './chain-host';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __gmChainHost?: ChainHost }).__gmChainHost?.stop();
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const name = process.env['API_TEST_DATABASE_NAME'];
  if (!adminUrl || !name) return;
  await dropScratchDatabase(adminUrl, name);
}
