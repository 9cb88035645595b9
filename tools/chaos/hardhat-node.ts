/**
 * A bare Hardhat node (the repository's Hardhat 3, no contracts deployed) on a free port, for tests
 * of what stands between the app and a node: the chaos proxy, history over many blocks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { freePort } from '../e2e/ports';
import { stopProcessGroup } from '@gm-claim/shared/node/process-group';

const REPO_ROOT = findRepoRoot();

export interface HardhatNode {
  url: string;
  port: number;
  /** The node's output so far. */
  output(): string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts `hardhat node` from contracts/ (chain id 31337) and waits until it answers. */
export async function startHardhatNode(): Promise<HardhatNode> {
  const port = await freePort();
  const cli = path.join(
    path.dirname(require.resolve('hardhat/package.json', { paths: [path.join(REPO_ROOT, 'contracts')] })),
    'dist/src/cli.js',
  );
  // Hardhat 3 needs Node ≥ 22: the pinned Node 24 of node_modules/.bin when the caller runs another.
  const pinned = path.join(REPO_ROOT, 'node_modules/.bin/node');
  const node = existsSync(pinned) ? pinned : process.execPath;
  const child: ChildProcess = spawn(node, [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: path.join(REPO_ROOT, 'contracts'),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = (): Promise<void> => stopProcessGroup(child, 5_000);
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`hardhat node did not start on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, output: () => output, stop };
}
