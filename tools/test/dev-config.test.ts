/**
 * The web dev server's /config.json (apps/web/vite-config-plugin.ts) lists VITE_RPC_URLS as the read
 * nodes when set, else the deployment's node: `npm run dev -- --chaos` (and the chaos journeys) put
 * proxies there. Checked on the real Vite dev server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/ports';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
/** The web workspace's own vite (npm may not hoist it), else the root one. */
const VITE =
  [path.join(WEB_DIR, 'node_modules/.bin/vite'), path.join(REPO_ROOT, 'node_modules/.bin/vite')].find((bin) =>
    existsSync(bin),
  ) ?? 'vite';

async function devServerConfig(env: Record<string, string>): Promise<Record<string, unknown>> {
  const port = await freePort();
  const child: ChildProcess = spawn(VITE, ['--port', String(port), '--strictPort', '--logLevel', 'error'], {
    cwd: WEB_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/config.json`);
        if (response.ok) return (await response.json()) as Record<string, unknown>;
      } catch {
        // not up yet
      }
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the Vite dev server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}

describe('the web dev server /config.json read nodes', () => {
  let dir: string;
  let deploymentFile: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gm-dev-config-'));
    deploymentFile = path.join(dir, 'deployment.json');
    const contracts = { GMChallenge: '0x02', GMVesting: { PUBLIC: '0x03' }, Multicall3: '0x04' };
    writeFileSync(
      deploymentFile,
      JSON.stringify({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', tgeTimestamp: 1, contracts }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists VITE_RPC_URLS in order when set, else the deployment node', async () => {
    const chaos = await devServerConfig({
      DEPLOYMENT_FILE: deploymentFile,
      VITE_RPC_URLS: 'http://127.0.0.1:8548, http://127.0.0.1:8549',
    });
    expect(chaos).toMatchObject({ chainId: 31337, rpcUrls: ['http://127.0.0.1:8548', 'http://127.0.0.1:8549'] });
    const plain = await devServerConfig({ DEPLOYMENT_FILE: deploymentFile, VITE_RPC_URLS: '' });
    expect(plain).toMatchObject({ chainId: 31337, rpcUrls: ['http://127.0.0.1:8545'] });
  });
});
