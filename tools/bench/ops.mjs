#!/usr/bin/env node
// Owner tasks at airdrop scale: a 100,000-row `gm register-balances` dry run, then the real run, on the local chain
// (`npm run chain` on free ports, the real contracts). Measures each task process: wall seconds, peak RSS (from
// /usr/bin/time -v, else by polling /proc of the process tree), transactions and gas per entry (from the task's own
// summary). Writes bench-results/ops.json and prints the table. Budgets: both finish; peak RSS ≤ 1,024 MB.
// Environment: OPS_ROWS (default 100000).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contracts = path.join(root, 'contracts');
const cli = path.join(root, 'node_modules/hardhat/dist/src/cli.js');
const ROWS = Number(process.env.OPS_ROWS ?? 100_000);
const BUDGET_RSS_MB = 1_024;
const TIME = '/usr/bin/time';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resident set size (kB) of `pid` and its descendants, from /proc. */
function treeRssKb(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const visit = (p) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return;
    }
    (children.get(p) ?? []).forEach(visit);
  };
  visit(pid);
  return total;
}

/** Runs a command, returns its output, wall seconds and peak RSS (MB) of the task process (not of this driver). */
function measure(command, args, env) {
  const useTime = existsSync(TIME);
  const [file, argv] = useTime ? [TIME, ['-v', command, ...args]] : [command, args];
  const started = Date.now();
  const child = spawn(file, argv, {
    cwd: contracts,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let polledKb = 0;
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const poll = setInterval(() => (polledKb = Math.max(polledKb, treeRssKb(child.pid))), 200);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      clearInterval(poll);
      const seconds = (Date.now() - started) / 1000;
      const timeKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? 0);
      if (code !== 0)
        return reject(new Error(`${args.join(' ')} exited with ${code}\n${stdout}\n${stderr.slice(-3000)}`));
      resolve({
        stdout,
        seconds,
        peakRssMb: Math.round((timeKb || polledKb) / 1024),
        rssSource: timeKb ? '/usr/bin/time -v' : '/proc polling',
      });
    });
    child.once('error', reject);
  });
}

const number = (text) => Number(text.replace(/,/g, ''));

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'gm-bench-ops-'));
  const [chainPort, controlPort] = [await freePort(), await freePort()];
  const deploymentId = `bench-ops-${chainPort}`;
  console.log(`building the contracts, then the local chain on 127.0.0.1:${chainPort}`);
  await measure(process.execPath, [cli, 'build', '--no-tests', '--quiet'], {});
  const chain = spawn(process.execPath, [cli, 'run', '--no-compile', 'scripts/local-chain.ts'], {
    cwd: contracts,
    env: {
      ...process.env,
      CHAIN_PORT: String(chainPort),
      VRF_CONTROL_PORT: String(controlPort),
      CHAIN_DEPLOYMENT_FILE: path.join(work, 'deployment.json'),
      CHAIN_DEPLOYMENT_ID: deploymentId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let chainOutput = '';
  chain.stdout.on('data', (chunk) => (chainOutput += chunk));
  chain.stderr.on('data', (chunk) => (chainOutput += chunk));
  const stopChain = () => {
    try {
      process.kill(-chain.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGINT', () => {
    stopChain();
    process.exit(130);
  });
  try {
    const deadline = Date.now() + 180_000;
    while (!chainOutput.includes('READY ')) {
      if (chain.exitCode !== null || Date.now() > deadline)
        throw new Error(`the local chain did not start:\n${chainOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const csv = path.join(work, 'balances.csv');
    const lines = ['address,amount'];
    for (let i = 0; i < ROWS; i++) lines.push(`0xb${(i + 1).toString(16).padStart(39, '0')},${(i % 1000) + 1}`);
    writeFileSync(csv, `${lines.join('\n')}\n`);
    const env = { CHAIN_PORT: String(chainPort), CI: '1' };
    const task = ['gm', 'register-balances', csv, '--network', 'localhost', '--deployment-id', deploymentId];

    console.log(`\n${ROWS.toLocaleString('en-US')}-row register-balances dry run`);
    const dry = await measure(process.execPath, [cli, ...task, '--dry-run', '--gas-price', '1'], env);
    const dryTransactions = number(/cost: ([\d,]+) transaction/.exec(dry.stdout)?.[1] ?? 'NaN');
    const dryGas = number(/total gas: ([\d,]+)/.exec(dry.stdout)?.[1] ?? 'NaN');

    console.log(`\n${ROWS.toLocaleString('en-US')}-row register-balances, sent`);
    const real = await measure(process.execPath, [cli, ...task], env);
    const summary = /([\d,]+) transaction\(s\), ([\d,]+) gas/.exec(real.stdout);
    if (!/ 0 failed;/.test(real.stdout)) throw new Error('the real run reported failed rows');

    const runs = [
      {
        name: 'register-balances --dry-run',
        rows: ROWS,
        seconds: dry.seconds,
        peakRssMb: dry.peakRssMb,
        transactions: dryTransactions,
        gasPerEntry: Math.round(dryGas / ROWS),
        rssSource: dry.rssSource,
      },
      {
        name: 'register-balances',
        rows: ROWS,
        seconds: real.seconds,
        peakRssMb: real.peakRssMb,
        transactions: number(summary?.[1] ?? 'NaN'),
        gasPerEntry: Math.round(number(summary?.[2] ?? 'NaN') / ROWS),
        rssSource: real.rssSource,
      },
    ];
    const pass = runs.every((run) => run.peakRssMb <= BUDGET_RSS_MB && Number.isFinite(run.transactions));
    const result = {
      generatedAt: new Date().toISOString(),
      rows: ROWS,
      budgets: { peakRssMb: BUDGET_RSS_MB },
      runs,
      pass,
    };
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results/ops.json'), `${JSON.stringify(result, null, 2)}\n`);

    console.log('\nrun                           rows      seconds  peak RSS MB  transactions  gas/entry');
    for (const run of runs) {
      console.log(
        `${run.name.padEnd(28)} ${String(run.rows).padStart(7)} ${run.seconds.toFixed(1).padStart(10)} ${String(run.peakRssMb).padStart(10)} ${String(run.transactions).padStart(13)} ${String(run.gasPerEntry).padStart(10)}`,
      );
    }
    console.log(
      `\nbudget: peak RSS ≤ ${BUDGET_RSS_MB} MB, both finish: ${pass ? 'PASS' : 'FAIL'} (bench-results/ops.json)`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    stopChain();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
