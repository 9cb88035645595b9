/**
 * `npm run chain`: the local chain of the dev stack.
 *
 * 1. starts `hardhat node` on CHAIN_HOST:CHAIN_PORT (127.0.0.1:8545);
 * 2. deploys the GMLocal Ignition module (TGE one hour ago, so claims are open; signer = account 19);
 * 3. creates demo vesting schedules on BACKER and TEAM for dev accounts #1 and #2;
 * 4. writes the deployment file (validated with `deploymentSchema`, written atomically);
 * 5. runs the VRF fulfiller with its control endpoint on 127.0.0.1:VRF_CONTROL_PORT (8547);
 * 6. prints a READY line. Ctrl-C / SIGTERM stops the fulfiller and the node.
 *
 * Environment: CHAIN_HOST, CHAIN_PORT, VRF_CONTROL_PORT, CHAIN_DEPLOYMENT_FILE (default
 * <repo>/.dev/deployment.local.json), CHAIN_DEPLOYMENT_ID (Ignition deployment id, default chain-31337),
 * CHAIN_TGE (unix seconds; default one hour before the node's first block), CHAIN_VERBOSE=1 (node logs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider, Network } from 'ethers';
import hre from 'hardhat';
import { deploymentSchema, LOCAL_DEPLOYMENT_PATH, type Deployment } from '@gm-claim/shared/deployment';
import { shutdownWithParent } from './lifetime.js';
import { deployWithFulfiller } from './local-chain-deploy.js';
import { startControlServer, type VrfFulfiller } from './vrf-fulfiller.js';

const contractsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(contractsRoot, '..');

const host = process.env.CHAIN_HOST ?? '127.0.0.1';
const port = Number(process.env.CHAIN_PORT ?? 8545);
const controlPort = Number(process.env.VRF_CONTROL_PORT ?? 8547);
const deploymentFile = path.resolve(repoRoot, process.env.CHAIN_DEPLOYMENT_FILE ?? LOCAL_DEPLOYMENT_PATH);
const deploymentId = process.env.CHAIN_DEPLOYMENT_ID ?? 'chain-31337';
const verbose = process.env.CHAIN_VERBOSE === '1';
const rpcUrl = `http://${host}:${port}`;
const ignitionDeploymentDir = path.join(contractsRoot, 'ignition', 'deployments', deploymentId);

const log = (line: string): void => console.log(`[chain] ${line}`);

let node: ChildProcess | undefined;
let fulfiller: VrfFulfiller | undefined;
let control: Server | undefined;
let wroteDeployment = false;
let deployedIgnition = false;
let stopping = false;

function startNode(): ChildProcess {
  const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('hardhat/package.json'))), 'dist/src/cli.js');
  const child = spawn(process.execPath, [cli, 'node', '--hostname', host, '--port', String(port)], {
    cwd: contractsRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const keep = (chunk: Buffer): void => {
    for (const line of chunk.toString().split('\n')) {
      if (verbose) console.log(`[node] ${line}`);
      recent.push(line);
      if (recent.length > 40) recent.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (!verbose) process.stderr.write(chunk);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[chain] hardhat node exited (${signal ?? code}); last output:\n${recent.join('\n')}`);
    void shutdown(1);
  });
  return child;
}

/** Polls eth_chainId with plain fetch (an ethers provider would log its own retries) until the node answers. */
async function waitForRpc(timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result) return Number(body.result);
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the node did not answer on ${rpcUrl} within ${timeoutMs / 1000} s`);
    if (stopping) throw new Error('stopped while waiting for the node');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function writeDeploymentFile(deployment: Deployment): Promise<void> {
  const valid = deploymentSchema.parse(deployment);
  await mkdir(path.dirname(deploymentFile), { recursive: true });
  const temporary = `${deploymentFile}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(valid, null, 2) + '\n');
  await rename(temporary, deploymentFile);
  wroteDeployment = true;
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await fulfiller?.stop();
  await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
  // The chain dies with the node: its deployment file and Ignition journal would only point at nothing.
  if (wroteDeployment) await rm(deploymentFile, { force: true });
  if (deployedIgnition) await rm(ignitionDeploymentDir, { recursive: true, force: true });
  if (node && node.exitCode === null && node.signalCode === null) {
    const exited = new Promise<void>((resolve) => node?.once('exit', () => resolve()));
    node.kill('SIGTERM');
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
    await Promise.race([exited, timeout]);
    if (node.exitCode === null && node.signalCode === null) node.kill('SIGKILL');
  }
  process.exit(code);
}

async function main(): Promise<void> {
  shutdownWithParent(shutdown, log);

  log(`starting hardhat node on ${rpcUrl}`);
  node = startNode();
  const chainId = await waitForRpc();
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true, pollingInterval: 250, batchMaxCount: 1 });
  const latest = await provider.getBlock('latest');
  const tgeTimestamp = Number(process.env.CHAIN_TGE ?? (latest?.timestamp ?? Math.floor(Date.now() / 1000)) - 3_600);

  // The node is fresh on every start: a journal of an earlier run would not match its chain.
  await rm(ignitionDeploymentDir, { recursive: true, force: true });
  deployedIgnition = true;
  const connection = await hre.network.create({ network: 'localhost' });
  const deployed = await deployWithFulfiller(connection, provider, {
    chainId,
    rpcUrl,
    tgeTimestamp,
    deploymentId,
    log,
  });
  const { deployment } = deployed;
  fulfiller = deployed.fulfiller;
  control = await startControlServer(fulfiller, '127.0.0.1', controlPort);
  await writeDeploymentFile(deployment);

  log(`GMChallenge ${deployment.contracts.GMChallenge}, GMToken ${deployment.contracts.GMToken}`);
  log(`VRF control http://127.0.0.1:${controlPort} (GET /health, POST /next-words, /mode, /fulfil)`);
  console.log(
    `READY chain=${rpcUrl} chainId=${chainId} deployment=${deploymentFile} vrfControl=http://127.0.0.1:${controlPort}`,
  );
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(`[chain] ${(error as Error).stack ?? String(error)}`);
  void shutdown(1);
});
