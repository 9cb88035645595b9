/**
 * The chain host (contracts/scripts/test-chains.ts): one Hardhat process that starts a fresh local chain for each
 * test file that asks for one (see chain.ts). globalSetup starts one for the whole run without waiting for it and
 * hands its URL to the test workers (API_TEST_CHAIN_HOST_URL); globalTeardown stops it. Code running outside Jest
 * (the relayer bench) starts a host of its own per chain.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@gm-claim/shared/node/ports';
import { stopProcessGroup } from '@gm-claim/shared/node/process-group';
import { findRepoRoot } from '../paths';

const CONTRACTS_DIR = path.join(findRepoRoot(), 'contracts');

function hardhatCli(): string {
  const resolve = createRequire(path.join(CONTRACTS_DIR, 'package.json')).resolve;
  return path.join(path.dirname(resolve('hardhat/package.json')), 'dist/src/cli.js');
}

export interface ChainHost {
  url: string;
  /** The file the host writes its output to. */
  logFile: string;
  /** The end of that output, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts a chain host on a free port; it is ready once GET /health answers (see `waitForChainHost`). */
export async function spawnChainHost(): Promise<ChainHost> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-chain-host-'));
  const logFile = path.join(dir, 'host.log');
  const fd = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [hardhatCli(), 'run', '--no-compile', 'scripts/test-chains.ts'], {
    cwd: CONTRACTS_DIR,
    env: { ...process.env, NODE_OPTIONS: '', CHAIN_HOST_PORT: String(port), FORCE_COLOR: '0' },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  return {
    url: `http://127.0.0.1:${port}`,
    logFile,
    output: () => hostOutput(logFile),
    async stop() {
      await stopProcessGroup(child, 8_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function hostOutput(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').slice(-8_000);
  } catch {
    return '';
  }
}

/** Waits until the host at `url` answers (it takes a second or two to load Hardhat). */
export async function waitForChainHost(url: string, describe: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the chain host at ${url} did not answer in ${timeoutMs / 1000} s:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
