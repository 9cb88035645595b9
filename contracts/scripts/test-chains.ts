/**
 * The server programs' tests' chain host (libs/server/src/testing/chain.ts): fresh local chains on request, each one what `npm run chain`
 * (scripts/local-chain.ts) makes — Hardhat's simulated chain on the `node` network config behind Hardhat's own
 * JSON-RPC server (the one `hardhat node` runs), the GMLocal deployment with the demo schedules
 * (local-chain-deploy.ts), the VRF fulfiller and its control endpoint — but all of them in this one process. A test
 * run starts Hardhat once instead of twice per chain (`hardhat run` + `hardhat node`, about 3.5 CPU-s a chain), and
 * the chains share one contract decoder (Hardhat reads every build info for it) instead of building one each.
 * Every chain is its own: its own state, accounts, ports, Ignition deployment id and fulfiller.
 *
 * Control, on 127.0.0.1:CHAIN_HOST_PORT (0 = any free port; the READY line says which):
 *   GET /health               → 200 once ready
 *   POST /chains              → 200 { id, rpcUrl, vrfControlUrl, deployment }
 *   DELETE /chains/<id>       → 204, the chain stopped and its Ignition journal removed
 * Stops every chain and exits on SIGTERM / SIGINT, or when the process that started it is gone.
 */
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JsonRpcProvider, Network } from 'ethers';
import hre from 'hardhat';
import type { EIP1193Provider } from 'hardhat/types/providers';
import { type Deployment } from '@gm-claim/shared/deployment';
import { shutdownWithParent } from './lifetime.js';
import { deployWithFulfiller, type ChainConnection } from './local-chain-deploy.js';
import { startControlServer } from './vrf-fulfiller.js';

const contractsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const controlPort = Number(process.env.CHAIN_HOST_PORT ?? 0);

interface JsonRpcServer {
  listen(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type JsonRpcServerClass = new (config: { hostname: string; port: number; provider: EIP1193Provider }) => JsonRpcServer;

/** Hardhat's JSON-RPC server, as `hardhat node` serves its chain (Hardhat does not export it). */
async function jsonRpcServerClass(): Promise<JsonRpcServerClass> {
  const hardhatRoot = path.dirname(fileURLToPath(import.meta.resolve('hardhat/package.json')));
  const file = path.join(hardhatRoot, 'dist/src/internal/builtin-plugins/node/json-rpc/server.js');
  return ((await import(pathToFileURL(file).href)) as { JsonRpcServerImplementation: JsonRpcServerClass })
    .JsonRpcServerImplementation;
}

interface Chain {
  id: string;
  rpcUrl: string;
  vrfControlUrl: string;
  deployment: Deployment;
  stop(): Promise<void>;
}

const chains = new Map<string, Chain>();
let nextId = 1;

async function startChain(JsonRpcServerImplementation: JsonRpcServerClass): Promise<Chain> {
  const id = String(nextId++);
  const log = (line: string): void => console.log(`[chain ${id}] ${line}`);
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    // The network `hardhat node` runs (its default: `node`), with no overrides, as the node task creates it.
    const connection: ChainConnection = await hre.network.create({ network: 'node' });
    cleanups.push(() => connection.close());
    const server = new JsonRpcServerImplementation({ hostname: '127.0.0.1', port: 0, provider: connection.provider });
    const { port } = await server.listen();
    cleanups.push(() => server.close());
    const rpcUrl = `http://127.0.0.1:${port}`;
    const deploymentId = `test-chain-api-${port}`;
    const ignitionDeploymentDir = path.join(contractsRoot, 'ignition', 'deployments', deploymentId);
    await rm(ignitionDeploymentDir, { recursive: true, force: true });
    cleanups.push(() => rm(ignitionDeploymentDir, { recursive: true, force: true }));

    // From here on as scripts/local-chain.ts does once its node answers.
    const chainId = Number(await connection.provider.request({ method: 'eth_chainId' }));
    const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true, pollingInterval: 250, batchMaxCount: 1 });
    cleanups.push(async () => provider.destroy());
    const latest = await provider.getBlock('latest');
    const tgeTimestamp = (latest?.timestamp ?? Math.floor(Date.now() / 1000)) - 3_600;
    const { deployment, fulfiller } = await deployWithFulfiller(connection, provider, {
      chainId,
      rpcUrl,
      tgeTimestamp,
      deploymentId,
      log,
      fulfillerLog: log,
    });
    cleanups.push(() => fulfiller.stop());
    const control: Server = await startControlServer(fulfiller, '127.0.0.1', 0);
    cleanups.push(() => new Promise((resolve) => control.close(resolve)));
    const vrfControlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
    log(`ready: ${rpcUrl}, VRF control ${vrfControlUrl}`);
    return { id, rpcUrl, vrfControlUrl, deployment, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function handle(
  JsonRpcServerImplementation: JsonRpcServerClass,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = request.url ?? '/';
  if (request.method === 'GET' && url === '/health') return send(response, 200, { chains: chains.size });
  if (request.method === 'POST' && url === '/chains') {
    const chain = await startChain(JsonRpcServerImplementation);
    chains.set(chain.id, chain);
    return send(response, 200, {
      id: chain.id,
      rpcUrl: chain.rpcUrl,
      vrfControlUrl: chain.vrfControlUrl,
      deployment: chain.deployment,
    });
  }
  const match = /^\/chains\/(\d+)$/.exec(url);
  if (request.method === 'DELETE' && match) {
    const chain = chains.get(match[1] ?? '');
    if (!chain) return send(response, 404, { message: `no chain ${match[1]}` });
    chains.delete(chain.id);
    await chain.stop();
    return send(response, 204);
  }
  send(response, 404, { message: `no route ${request.method} ${url}` });
}

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all([...chains.values()].map((chain) => chain.stop()));
  }
  process.exit(code);
}

async function main(): Promise<void> {
  shutdownWithParent(shutdown);

  const JsonRpcServerImplementation = await jsonRpcServerClass();
  const server = createServer((request, response) => {
    handle(JsonRpcServerImplementation, request, response).catch((error: unknown) => {
      console.error(`[chain host] ${request.method} ${request.url}: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) send(response, 500, { message: (error as Error).message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(controlPort, '127.0.0.1', () => resolve());
  });
  console.log(`READY host=http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

main().catch((error: unknown) => {
  console.error(`[chain host] ${(error as Error).stack ?? String(error)}`);
  void shutdown(1);
});
