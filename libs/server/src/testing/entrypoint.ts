import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs `entry` of the app at `appRoot` as its npm script does, with a configuration every server program must refuse
 * (a port that is no number): the exit code and what it wrote to stderr.
 */
export async function startWithBadConfig(
  appRoot: string,
  entry: string,
): Promise<{ code: number | null; stderr: string }> {
  const tsx = path.resolve(appRoot, '../../node_modules/.bin/tsx');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: 'eighty',
    CHAIN_ID: '1',
  };
  try {
    await run(tsx, [entry], { cwd: appRoot, env, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number | null; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

/** The test each server app has: its entry point exits 1 and says, under its own name, what is wrong — no stack. */
export function describeRefusedConfiguration(
  name: string,
  appRoot: string,
  prefix: string,
  entry = 'src/main.ts',
): void {
  describe('entry points with a configuration they refuse', () => {
    it(`${name} – exits 1 and says, under its own name, what is wrong`, async () => {
      const { code, stderr } = await startWithBadConfig(appRoot, entry);
      expect(code).toBe(1);
      expect(stderr.startsWith(prefix)).toBe(true);
      expect(stderr).not.toMatch(/at .*\(.*\.ts:\d+/); // a message, not a stack trace
    }, 90_000);
  });
}
