import { ConfigError, loadDbConfig } from '@gm-claim/server/config';
import { openDb, type Db } from '@gm-claim/server/db';
import { formatImportErrors, ImportValidationError } from './csv-lines';

/** Opens the configured database (DATABASE_URL or the PGlite folder), runs `work`, reports, exits. */
export async function runCli(name: string, work: (db: Db) => Promise<string>): Promise<void> {
  let db: Db | undefined;
  try {
    const config = loadDbConfig();
    db = await openDb({ url: config.url, pgliteDataDir: config.pgliteDataDir, poolSize: 2, pgbouncer: config.pgbouncer });
    console.log(`${name}: ${await work(db)}`);
    process.exitCode = 0;
  } catch (error) {
    if (error instanceof ImportValidationError) console.error(`${name}: ${formatImportErrors(error)}`);
    else if (error instanceof ConfigError) console.error(`${name}: ${error.message}`);
    else console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}
