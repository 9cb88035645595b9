/**
 * The rehearsal's chain: `contracts/scripts/local-chain.ts` (Hardhat node, the contracts deployed by
 * the GMLocal Ignition module, the VRF fulfiller) on free ports, then mining switched to BSC's rhythm:
 * a block every `blockMs` (750 ms since BSC's Maxwell fork) holding at most `blockGasLimit` gas
 * (35,000,000 since the same fork). Two RPC "nodes" are TCP proxies in front of it, so one can die.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deploymentSchema, type Deployment } from '@gm-claim/shared/deployment';
import { freePort } from '../e2e/ports';
import { startSwitchableProxy, type SwitchableProxy } from '../e2e/tcp-proxy';
import { answers, bin, CONTRACTS_DIR, launch, waitUntil, type Proc } from './processes';

export const BSC_BLOCK_MS = 750;
export const BSC_BLOCK_GAS_LIMIT = 35_000_000;

export interface Chain {
  rpcUrl: string;
  /** JSON-RPC nodes as the API, the indexer and the claimants see them (proxies: `nodes[0]` can die). */
  nodes: SwitchableProxy[];
  vrfControlUrl: string;
  deployment: Deployment;
  deploymentFile: string;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  /** Interval mining at BSC's block time and gas limit (deploy and setup run on automine first). */
  mineLikeBsc(blockMs: number, blockGasLimit: number): Promise<void>;
  stop(): Promise<void>;
}

export async function rpcCall<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export async function startChain(logDir: string): Promise<Chain> {
  const chainPort = await freePort();
  const vrfPort = await freePort();
  const deploymentFile = path.join(logDir, 'deployment.json');
  const deploymentId = `rehearse-${chainPort}`;
  const env = {
    CHAIN_HOST: '127.0.0.1',
    CHAIN_PORT: String(chainPort),
    VRF_CONTROL_PORT: String(vrfPort),
    CHAIN_DEPLOYMENT_FILE: deploymentFile,
    CHAIN_DEPLOYMENT_ID: deploymentId,
  };
  const hardhat = bin('hardhat', CONTRACTS_DIR);
  // Builds only what changed. The Nx target (tools:test-stack) depends on contracts:build and says
  // so (REHEARSE_CONTRACTS_BUILT=true): a build here could race the contract tests' in contracts/.
  if (process.env.REHEARSE_CONTRACTS_BUILT !== 'true') {
    const build = launch('chain-build', hardhat, ['build', '--no-tests', '--quiet'], { cwd: CONTRACTS_DIR, env: {}, logDir });
    await new Promise<void>((resolve, reject) =>
      build.child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`hardhat build failed (${code}); see ${build.logFile}`)))),
    );
  }
  const proc: Proc = launch('chain', hardhat, ['run', '--no-compile', 'scripts/local-chain.ts'], { cwd: CONTRACTS_DIR, env, logDir });
  const vrfControlUrl = `http://127.0.0.1:${vrfPort}`;
  const stopChain = async (): Promise<void> => {
    await proc.stop();
    rmSync(path.join(CONTRACTS_DIR, 'ignition/deployments', deploymentId), { recursive: true, force: true });
  };
  try {
    await waitUntil('the chain', async () => existsSync(deploymentFile) && (await answers(`${vrfControlUrl}/health`)), 240_000, proc);
  } catch (error) {
    await stopChain();
    throw error;
  }
  const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  const nodes = [await startSwitchableProxy({ host: '127.0.0.1', port: chainPort }), await startSwitchableProxy({ host: '127.0.0.1', port: chainPort })];
  return {
    rpcUrl,
    nodes,
    vrfControlUrl,
    deployment,
    deploymentFile,
    rpc: (method, params) => rpcCall(rpcUrl, method, params),
    async mineLikeBsc(blockMs, blockGasLimit) {
      await rpcCall(rpcUrl, 'evm_setBlockGasLimit', [`0x${blockGasLimit.toString(16)}`]);
      await rpcCall(rpcUrl, 'evm_setAutomine', [false]);
      await rpcCall(rpcUrl, 'evm_setIntervalMining', [blockMs]);
    },
    async stop() {
      for (const node of nodes) await node.close();
      await stopChain();
    },
  };
}
