import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const apiRoot = path.resolve(__dirname, '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');

/** Runs an entry point as `npm run start` does, with a configuration it must refuse (the indexer's and the relayer's are tested in their apps). */
async function startWithBadConfig(entry: string): Promise<{ code: number | null; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', PORT: 'eighty', CHAIN_ID: '1' };
  try {
    await run(tsx, [entry], { cwd: apiRoot, env, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number | null; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('entry points with a configuration they refuse', () => {
  it.each([
    ['the API', 'src/main.ts', 'gm-claim-api: '],
  ])('%s – exits 1 and says, under its own name, what is wrong', async (_name, entry, prefix) => {
    const { code, stderr } = await startWithBadConfig(entry);
    expect(code).toBe(1);
    expect(stderr.startsWith(prefix)).toBe(true);
    expect(stderr).not.toMatch(/at .*\(.*\.ts:\d+/); // a message, not a stack trace
  }, 90_000);
});
