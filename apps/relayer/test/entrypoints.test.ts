import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const appRoot = path.resolve(__dirname, '..');
const tsx = path.resolve(appRoot, '../../node_modules/.bin/tsx');

/** Runs an entry point as `npm run relayer` does, with a configuration it must refuse. */
async function startWithBadConfig(entry: string): Promise<{ code: number | null; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', PORT: 'eighty', CHAIN_ID: '1' };
  try {
    await run(tsx, [entry], { cwd: appRoot, env, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number | null; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('entry points with a configuration they refuse', () => {
  it.each([
    ['the relayer', 'src/main.ts', 'gm-claim-relayer: '],
  ])('%s – exits 1 and says, under its own name, what is wrong', async (_name, entry, prefix) => {
    const { code, stderr } = await startWithBadConfig(entry);
    expect(code).toBe(1);
    expect(stderr.startsWith(prefix)).toBe(true);
    expect(stderr).not.toMatch(/at .*\(.*\.ts:\d+/); // a message, not a stack trace
  }, 90_000);
});
