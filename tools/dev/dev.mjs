#!/usr/bin/env node
// `npm run dev`: the whole local stack as one process tree — local chain with the contracts and
// the VRF fulfiller, the PGlite database server (one embedded PGlite served over the PostgreSQL
// protocol, so the API, the indexer and the relayer share it), the API, the event indexer, the
// sponsoring relayer, the status page's writer and the web app. Each
// part starts when its workspace
// provides the script for it. Ctrl-C stops everything. `npm run dev -- --reset` wipes local state
// (.dev/ chain deployment and .data/ database) first. `npm run dev -- --chaos` puts two chaos
// JSON-RPC proxies (tools/chaos) in front of the chain for the web app's reads: one flaky (public-node
// getLogs cap, 429s, latency) and one dead.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChaosProxy } from '../chaos/chaos-proxy.js';
import { createSolcWarningFilter, devAccountLines, devApiEnv } from './dev-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = new Set(process.argv.slice(2));
const DEPLOYMENT_FILE = join(root, '.dev', 'deployment.local.json');
const children = [];
/** @type {import('../chaos/chaos-proxy.js').ChaosProxy[]} */
const proxies = [];
let stopping = false;

/** `--chaos`: the read nodes the web app gets (the wallet keeps the chain's own URL for transactions). */
const CHAOS = [
  {
    name: 'flaky',
    port: 8548,
    controlPort: 8558,
    mode: { getLogsMaxRange: 5_000, rate429: 0.2, rate429Body: 'jsonrpc', latencyMs: 150, jitterMs: 250 },
  },
  { name: 'dead', port: 8549, controlPort: 8559, mode: { dead: 'refuse' } },
];

function workspaceScript(workspace, script) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return manifest.scripts?.[script] ? manifest.name : null;
}

/** `filter(line)`: the lines to print for one line of the part's output (default: the line). */
function start(label, workspace, script, env = {}, filter = (line) => [line]) {
  const name = workspaceScript(workspace, script);
  if (!name) {
    console.log(`[dev] ${label}: ${workspace} has no "${script}" script yet, skipped`);
    return null;
  }
  const child = spawn('npm', ['run', script, '-w', name], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const forward = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) for (const shown of filter(line)) out.write(prefix + shown + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${label} exited (${signal ?? code}); stopping the stack`);
    stop(1);
  });
  children.push(child);
  return child;
}

async function run(label, workspace, script, env = {}) {
  const name = workspaceScript(workspace, script);
  if (!name) return;
  await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '-w', name], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed with exit code ${code}`))));
  });
}

async function waitFor(label, check, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s`);
}

const httpOk = (url) => async () => (await fetch(url)).ok;
const tcpOpen = (port) => () =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

const DB_PORT = Number(process.env.PGLITE_SERVER_PORT ?? 5433);
const DATABASE_URL = `postgres://postgres@127.0.0.1:${DB_PORT}/postgres`;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const proxy of proxies) void proxy.close();
  setTimeout(() => process.exit(code), 1_500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function printDevKeys() {
  console.log('\n[dev] Dev wallets (Hardhat default mnemonic; never use them on a real network):');
  for (const line of devAccountLines()) console.log(line);
}

async function main() {
  if (args.has('--reset')) {
    for (const dir of ['.dev', '.data']) rmSync(join(root, dir), { recursive: true, force: true });
    console.log('[dev] local state reset (.dev, .data)');
  }
  const urls = [];

  // solc's expected transient-storage warnings, said in one line instead of two warning blocks.
  if (start('chain', 'contracts', 'chain', {}, createSolcWarningFilter())) {
    rmSync(DEPLOYMENT_FILE, { force: true });
    await waitFor('the local chain deployment', async () => existsSync(DEPLOYMENT_FILE));
    urls.push('Chain RPC   http://127.0.0.1:8545 (chain id 31337)');
  }

  // The seed runs on the embedded PGlite before the server opens it (one process at a time owns its files;
  // later imports go through the server, which answers COPY … FROM STDIN itself: pglite-wire-server.ts).
  await run('seed', 'apps/api', 'seed');
  // One PGlite for the API and the indexer (embedded PGlite cannot be opened by two processes).
  const dbEnv = {};
  if (start('db', 'apps/api', 'db', { PGLITE_SERVER_PORT: String(DB_PORT) })) {
    await waitFor('the PGlite database server', tcpOpen(DB_PORT));
    dbEnv.DATABASE_URL = DATABASE_URL;
    urls.push(`Database    ${DATABASE_URL} (PGlite in .data/pglite)`);
  }

  const webEnv = {};
  const indexerEnv = { ...dbEnv };
  if (args.has('--chaos')) {
    for (const { name, port, controlPort, mode } of CHAOS) {
      const proxy = await createChaosProxy({ target: 'http://127.0.0.1:8545', port, controlPort, mode });
      proxies.push(proxy);
      urls.push(`Chaos ${name.padEnd(5)} ${proxy.url} (control ${proxy.controlUrl}) ${JSON.stringify(proxy.mode())}`);
    }
    webEnv.VITE_RPC_URLS = proxies.map((proxy) => proxy.url).join(',');
    // The indexer meets the same capped, rate-limited and dead nodes as the browser.
    indexerEnv.INDEXER_RPC_URLS = webEnv.VITE_RPC_URLS;
  }

  if (start('indexer', 'apps/indexer', 'start', indexerEnv)) {
    urls.push('Indexer     metrics and health at http://localhost:9464/metrics, /healthz');
  }
  // The API reads the local chain (Register supply check, smart-account sign-in) from its node, and the
  // relayer's status for the cockpit (the relayer starts after it; the cockpit asks it when opened).
  const relayer = workspaceScript('apps/relayer', 'start') !== null;
  if (start('api', 'apps/api', 'start', devApiEnv({ dbEnv, relayer }))) {
    await waitFor('the API', httpOk('http://127.0.0.1:3000/healthz'));
    urls.push('API         http://localhost:3000 (docs at /docs)');
  }

  // The sponsoring relayer (its own key, Hardhat account #17, not the VRF fulfiller's #18) on the same database and local node.
  if (start('relayer', 'apps/relayer', 'start', { ...dbEnv, RELAYER_RPC_URLS: process.env.RELAYER_RPC_URLS ?? 'http://127.0.0.1:8545' })) {
    await waitFor('the relayer', httpOk('http://127.0.0.1:3100/healthz'));
    urls.push('Relayer     http://localhost:3100/relay/status (OpenAPI at /relay/openapi.json, metrics at /metrics)');
    webEnv.VITE_RELAYER_URL = 'http://127.0.0.1:3100/relay';
  }

  // The public status page's writer (issue 34): .dev/status/status.json, which the web's dev server serves as
  // /status.json. It probes the API, the indexer, the relayer, the node and the database every 5 s.
  if (
    start('status', 'apps/status-writer', 'start', {
      ...dbEnv,
      STATUS_API_URLS: 'http://127.0.0.1:3000',
      STATUS_INDEXER_URLS: 'http://127.0.0.1:9464',
      STATUS_RPC_URLS: indexerEnv.INDEXER_RPC_URLS ?? process.env.CHAIN_RPC_URLS ?? 'http://127.0.0.1:8545',
      ...(relayer ? { RELAYER_STATUS_URL: process.env.RELAYER_STATUS_URL ?? 'http://127.0.0.1:3100/relay/status' } : {}),
    })
  ) {
    urls.push('Status      http://localhost:5173/status (its JSON at /status.json, written to .dev/status/status.json)');
  }

  if (start('web', 'apps/web', 'dev', webEnv)) {
    await waitFor('the web app', httpOk('http://127.0.0.1:5173/'));
    // The API's sign-in domain defaults to localhost:5173: open the app by that name.
    urls.push('Web app     http://localhost:5173');
  }

  if (children.length === 0) {
    console.log('[dev] nothing to run yet');
    return;
  }
  console.log('\n[dev] GM Claim is running:');
  for (const url of urls) console.log(`  ${url}`);
  if (proxies.length > 0) {
    console.log(`\n[dev] --chaos: the web app reads through ${webEnv.VITE_RPC_URLS}. Change a proxy at run time, e.g.`);
    console.log(`  curl -X POST ${proxies[0].controlUrl}/mode -d '{"rate429":0.5,"latencyMs":1000}'`);
    console.log('  (or {"dead":"hang"}; POST /mode/reset; GET /stats). A chain past 200,000 blocks for history reads:');
    console.log('  node tools/chaos/cli.js mine --rpc http://127.0.0.1:8545 --blocks 200000');
  }
  printDevKeys();
  console.log('\n[dev] Ctrl-C stops everything; `npm run dev -- --reset` starts from a clean state.\n');
}

main().catch((error) => {
  console.error(`[dev] ${error.message}`);
  stop(1);
});
