#!/usr/bin/env node
/**
 * The chaos JSON-RPC proxy and the block miner from the command line (see README.md here).
 *
 *   node tools/chaos/cli.js proxy --target http://127.0.0.1:8545 [--port 8548] [--control-port 8558]
 *        [--getlogs-max-range 5000] [--rate-429 0.3] [--rate-429-body jsonrpc|text|empty]
 *        [--latency 200] [--jitter 100] [--dead refuse|reset|hang]
 *   node tools/chaos/cli.js mine --rpc http://127.0.0.1:8545 --blocks 200000 [--interval 1]
 *
 * Every proxy flag has an environment variable: CHAOS_TARGET, CHAOS_PORT, CHAOS_CONTROL_PORT,
 * CHAOS_GETLOGS_MAX_RANGE, CHAOS_RATE_429, CHAOS_RATE_429_BODY, CHAOS_LATENCY_MS, CHAOS_JITTER_MS,
 * CHAOS_DEAD (a flag wins).
 */
import { parseArgs } from 'node:util';
import { createChaosProxy, mineBlocks } from './chaos-proxy.js';

const USAGE = `usage:
  node tools/chaos/cli.js proxy --target URL [--port N] [--host H] [--control-port N] [--getlogs-max-range N]
       [--rate-429 F] [--rate-429-body jsonrpc|text|empty] [--latency MS] [--jitter MS] [--dead refuse|reset|hang]
  node tools/chaos/cli.js mine --rpc URL --blocks N [--interval SECONDS]`;

/** @param {string} message */
function fail(message) {
  console.error(`[chaos] ${message}\n${USAGE}`);
  process.exit(2);
}

/**
 * @param {string | undefined} text
 * @param {string} what
 */
function number(text, what) {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) fail(`${what} must be a number, not "${text}"`);
  return value;
}

async function proxy(/** @type {string[]} */ argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'control-port': { type: 'string' },
      'getlogs-max-range': { type: 'string' },
      'rate-429': { type: 'string' },
      'rate-429-body': { type: 'string' },
      latency: { type: 'string' },
      jitter: { type: 'string' },
      dead: { type: 'string' },
    },
  });
  const env = process.env;
  const target = values.target ?? env.CHAOS_TARGET;
  if (!target) fail('--target (or CHAOS_TARGET) names the JSON-RPC node to stand in front of');
  /** @type {Record<string, unknown>} */
  const mode = {};
  const range = number(values['getlogs-max-range'] ?? env.CHAOS_GETLOGS_MAX_RANGE, '--getlogs-max-range');
  if (range !== undefined) mode.getLogsMaxRange = range;
  const rate = number(values['rate-429'] ?? env.CHAOS_RATE_429, '--rate-429');
  if (rate !== undefined) mode.rate429 = rate;
  const body = values['rate-429-body'] ?? env.CHAOS_RATE_429_BODY;
  if (body) mode.rate429Body = body;
  const latency = number(values.latency ?? env.CHAOS_LATENCY_MS, '--latency');
  if (latency !== undefined) mode.latencyMs = latency;
  const jitter = number(values.jitter ?? env.CHAOS_JITTER_MS, '--jitter');
  if (jitter !== undefined) mode.jitterMs = jitter;
  const dead = values.dead ?? env.CHAOS_DEAD;
  if (dead) mode.dead = dead;
  let chaos;
  try {
    chaos = await createChaosProxy({
      target: /** @type {string} */ (target),
      host: values.host ?? env.CHAOS_HOST,
      port: number(values.port ?? env.CHAOS_PORT, '--port') ?? 0,
      controlPort: number(values['control-port'] ?? env.CHAOS_CONTROL_PORT, '--control-port') ?? null,
      mode,
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    return;
  }
  console.log(`[chaos] ${chaos.url} -> ${chaos.target}${chaos.controlUrl ? ` (control ${chaos.controlUrl})` : ''}`);
  console.log(`[chaos] mode ${JSON.stringify(chaos.mode())}`);
  const stop = () => void chaos.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function mine(/** @type {string[]} */ argv) {
  const { values } = parseArgs({
    args: argv,
    options: { rpc: { type: 'string' }, blocks: { type: 'string' }, interval: { type: 'string' } },
  });
  const blocks = number(values.blocks, '--blocks');
  if (!values.rpc || blocks === undefined || !Number.isInteger(blocks) || blocks < 1)
    fail('mine needs --rpc URL and --blocks N (a positive whole number)');
  const interval = number(values.interval, '--interval');
  const started = performance.now();
  const head = await mineBlocks(
    /** @type {string} */ (values.rpc),
    /** @type {number} */ (blocks),
    interval === undefined ? {} : { intervalSeconds: interval },
  );
  console.log(
    `[chaos] mined ${blocks} blocks in ${((performance.now() - started) / 1000).toFixed(2)} s; head is block ${head}`,
  );
}

const [command, ...rest] = process.argv.slice(2);
const run = command === 'proxy' ? proxy : command === 'mine' ? mine : null;
if (!run) fail(`unknown command "${command ?? ''}"`);
else
  run(rest).catch((error) => {
    console.error(`[chaos] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
