/**
 * `npm run test:compose`: the compose stack as an operator runs it, on podman without a container
 * registry (README.md, "Docker"). Each step prints its time; the run ends with "N passed, N failed"
 * and exits 1 on any failure. Not part of `npm test` or .ci/run: it builds every image.
 *
 *  1. packages     Debian's podman, podman-compose, runc, mmdebstrap (installed as root, else named)
 *  2. images       tools/compose/build-images.sh: the Debian base, Node, PostgreSQL, Redis, Prometheus
 *                  and the project's images (skipped when built; COMPOSE_TEST_REBUILD=1 rebuilds)
 *  3. layers       every image: a non-root user, a health check, no secret in any layer or its history
 *  4. up           podman-compose starts docker-compose.yml (grafana left out: registry-only) in the
 *                  order of its depends_on, each tier healthy (its own health checks) before the next
 *  5. claimant     through nginx: /config.json, sign-in, missions, server signature, claim & vest paid
 *                  by the claimant; a second claimant with 0 BNB signs and the relayer (/relay/) pays
 *  6. history      each claimant's ledger from the indexer's history (/api/me/ledger) names its claim
 *  7. restart      the API container's process killed: compose's restart policy brings it back healthy
 *  8. down         podman-compose down with the volumes (COMPOSE_TEST_KEEP=1 leaves the stack up)
 *
 * Host ports are free ones on 127.0.0.1; containers talk only on the stack's own network.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  challengeClaim,
  parseRelayAccepted,
  parseRelayRequestStatus,
  relayRoutes,
  signRelayClaim,
  type RelayRequestStatus,
} from '@gm-claim/shared';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { Interface, Wallet } from 'ethers';
import { freePort } from '../e2e/ports';
import { devPrivateKey } from '../e2e/wallet';
import { rpcCall } from '../rehearse/chain';
import { sendAndConfirm } from '../rehearse/claimant';
import { callApi, signIn } from '../rehearse/claimant-api';
import { REPO_ROOT, sleep } from '../rehearse/processes';

const HERE = path.join(REPO_ROOT, 'tools/compose');
const PROJECT = process.env.COMPOSE_TEST_PROJECT ?? 'gm-claim-compose-test';
const KEEP = process.env.COMPOSE_TEST_KEEP === '1';
const LOG_DIR = mkdtempSync(path.join(tmpdir(), 'gm-compose-test-'));
/** docker-compose.yml's services in the order of their depends_on; grafana has no local image. */
const TIERS = [['postgres', 'redis', 'chain'], ['pgbouncer', 'status-writer'], ['api', 'indexer', 'relayer'], ['web', 'prometheus']];
const SERVICES = TIERS.flat();
/** The project's images (build-images.sh tags them as docker-compose.yml names them). */
const APP_IMAGES = ['gm-claim/chain', 'gm-claim/api', 'gm-claim/indexer', 'gm-claim/relayer', 'gm-claim/status-writer', 'gm-claim/web', 'gm-claim/pgbouncer'];
const CHALLENGE = new Interface(gmChallengeAbi as never);

// ---------------------------------------------------------------------------------------------
// Steps and checks

interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
  error?: string;
}
const steps: StepResult[] = [];
let passed = 0;
let failed = 0;

function check(condition: boolean, what: string): void {
  if (condition) {
    passed++;
    console.log(`  ✓ ${what}`);
  } else {
    failed++;
    console.log(`  ✗ ${what}`);
  }
}

async function step(name: string, run: () => Promise<void>): Promise<boolean> {
  const startedAt = Date.now();
  console.log(`\n[compose] ${name}`);
  try {
    await run();
    const seconds = (Date.now() - startedAt) / 1000;
    steps.push({ name, seconds, ok: true });
    console.log(`[compose] ${name}: done in ${seconds.toFixed(1)} s`);
    return true;
  } catch (error) {
    const seconds = (Date.now() - startedAt) / 1000;
    failed++;
    const message = (error as Error).message;
    steps.push({ name, seconds, ok: false, error: message });
    console.log(`  ✗ ${name}: ${message}`);
    console.log(`[compose] ${name}: FAILED after ${seconds.toFixed(1)} s`);
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Commands

/** The images' names (tools/compose/images.env, overridable from the environment). */
function imageNames(): Record<string, string> {
  const names = ['DEBIAN_IMAGE', 'NODE_IMAGE', 'POSTGRES_IMAGE', 'REDIS_IMAGE', 'PROMETHEUS_IMAGE'];
  const out = spawnSync(
    'bash',
    ['-c', `source "${HERE}/images.env" && printf '%s\\n' ${names.map((n) => `"$${n}"`).join(' ')}`],
    {
      encoding: 'utf8',
    },
  );
  const values = out.stdout.trim().split('\n');
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
}

let composeEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(HERE, 'containers.conf'),
};

/** Runs a command with its output in LOG_DIR/<log>.log; rejects with the log's tail on a non-zero exit. */
function run(command: string, args: string[], log: string, options: { echo?: boolean } = {}): Promise<string> {
  const file = path.join(LOG_DIR, `${log}.log`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: composeEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const stream = createWriteStream(file, { flags: 'a' });
    let output = '';
    const take = (chunk: Buffer): void => {
      stream.write(chunk);
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      stream.end();
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited ${code}; log ${file}:\n${output.split('\n').slice(-30).join('\n')}`,
          ),
        );
    });
  });
}

function podman(args: string[]): { status: number; stdout: string; stderr: string } {
  const result = spawnSync('podman', args, { env: composeEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

const compose = (args: string[], log: string): Promise<string> =>
  run('podman-compose', ['-p', PROJECT, '-f', path.join(REPO_ROOT, 'docker-compose.yml'), ...args], log);

/** The container of a service (podman-compose names it <project>_<service>_1). */
const containerOf = (service: string): string => `${PROJECT}_${service}_1`;

function inspect(container: string, format: string): string {
  return podman(['inspect', '--format', format, container]).stdout.trim();
}

/** Healthy: running, and its health check (the compose file's, else the image's) passes now. */
function healthy(service: string): boolean {
  const container = containerOf(service);
  if (inspect(container, '{{.State.Status}}') !== 'running') return false;
  return podman(['healthcheck', 'run', container]).status === 0;
}

async function waitHealthy(services: string[], timeoutMs: number): Promise<void> {
  const startedAt = Date.now();
  const pending = new Set(services);
  while (pending.size > 0) {
    for (const service of [...pending]) {
      if (healthy(service)) {
        pending.delete(service);
        check(true, `${service} healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      }
    }
    if (pending.size === 0) break;
    if (Date.now() - startedAt > timeoutMs) {
      const states = [...pending].map(
        (service) => `${service}: ${inspect(containerOf(service), '{{.State.Status}}') || 'no container'}`,
      );
      const logs = [...pending].map(
        (service) => `--- ${service}\n${podman(['logs', '--tail', '25', containerOf(service)]).stdout}`,
      );
      throw new Error(`not healthy after ${timeoutMs / 1000} s: ${states.join(', ')}\n${logs.join('\n')}`);
    }
    await sleep(2_000);
  }
}

// ---------------------------------------------------------------------------------------------
// Layers: non-root, health check, no secret

/** Names of files that hold secrets; anywhere in a layer outside the public certificate folders. */
const SECRET_FILE =
  /(^|\/)(\.env(\.(?!example$)[^/]*)?|\.npmrc|\.netrc|\.pgpass|\.git-credentials|id_rsa|id_ecdsa|id_ed25519|[^/]+\.(pem|key|p12|pfx|jks))$/;
const PUBLIC_CERTS =
  /^(etc\/ssl\/certs|usr\/share\/ca-certificates|usr\/lib\/ssl|usr\/local\/lib\/node_modules|usr\/share\/doc)\//;
/** Contents that are secrets, in the text files of the project and the users' and system settings. */
const SECRET_TEXT = /-----BEGIN [A-Z ]*PRIVATE KEY-----|_authToken\s*=/;
const CONTENT_ROOTS = /^(app|home|root|etc|usr\/local\/bin|var\/lib\/gm-claim-web)\//;
/** Secret-looking variables an image must not set (their values come from the environment at run time). */
const SECRET_ENV = /(SECRET|PASSWORD|PRIVATE_KEY|MNEMONIC|TOKEN|API_KEY)[A-Z_]*=./;

interface LayerFinding {
  layer: string;
  file: string;
  why: string;
}

/** Every file of one layer's diff folder (node_modules folders skipped: registry packages, not ours). */
function scanLayer(diff: string, findings: LayerFinding[]): number {
  let files = 0;
  const walk = (dir: string, relative: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      const rel = relative ? `${relative}/${entry}` : entry;
      let stat;
      try {
        stat = lstatSync(full);
      } catch {
        continue;
      }
      if (stat.isDirectory()) {
        if (entry === 'node_modules' || rel === 'proc' || rel === 'sys') continue;
        walk(full, rel);
        continue;
      }
      files++;
      // A character device of size 0 is an overlay whiteout (a deletion): the file lives in a lower layer.
      if (!stat.isFile()) continue;
      if (SECRET_FILE.test(rel) && !PUBLIC_CERTS.test(rel))
        findings.push({ layer: diff, file: rel, why: 'secret file name' });
      if (rel.startsWith('etc/ssl/private/')) findings.push({ layer: diff, file: rel, why: 'private key folder' });
      if (CONTENT_ROOTS.test(rel) && stat.size < 512 * 1024) {
        const text = readFileSync(full, 'latin1');
        if (SECRET_TEXT.test(text)) findings.push({ layer: diff, file: rel, why: 'secret content' });
      }
    }
  };
  walk(diff, '');
  return files;
}

function checkImage(image: string, scanned: Set<string>): void {
  const [config] = JSON.parse(podman(['image', 'inspect', image]).stdout || '[]') as Array<{
    Config?: { User?: string; Env?: string[] };
    Healthcheck?: { Test?: string[] };
    GraphDriver?: { Data?: { LowerDir?: string; UpperDir?: string } };
    Size?: number;
  }>;
  if (!config) {
    check(false, `${image}: exists`);
    return;
  }
  const user = config.Config?.User ?? '';
  check(user !== '' && user !== 'root' && !/^0(:|$)/.test(user), `${image}: runs as ${user || 'root'} (not root)`);
  const test = config.Healthcheck?.Test ?? [];
  check(test.length > 0 && test[0] !== 'NONE', `${image}: has a health check`);
  const secretEnv = (config.Config?.Env ?? []).filter((line) =>
    SECRET_ENV.test(line.split('=')[0] + '=' + (line.split('=')[1] ?? '')),
  );
  check(
    secretEnv.length === 0,
    `${image}: sets no secret variable${secretEnv.length ? ` (${secretEnv.join(', ')})` : ''}`,
  );
  const history = podman(['history', '--no-trunc', '--format', '{{.CreatedBy}}', image]).stdout;
  const leaked = history
    .split('\n')
    .filter((line) => SECRET_TEXT.test(line) || /(SECRET|PASSWORD|PRIVATE_KEY|MNEMONIC)=\S/.test(line));
  check(
    leaked.length === 0,
    `${image}: no secret in its build history${leaked.length ? `: ${leaked.join(' | ').slice(0, 200)}` : ''}`,
  );
  const layers = [
    ...(config.GraphDriver?.Data?.LowerDir?.split(':') ?? []),
    config.GraphDriver?.Data?.UpperDir ?? '',
  ].filter(Boolean);
  const findings: LayerFinding[] = [];
  let files = 0;
  let newLayers = 0;
  for (const diff of layers) {
    if (scanned.has(diff)) continue;
    scanned.add(diff);
    newLayers++;
    files += scanLayer(diff, findings);
  }
  check(
    findings.length === 0,
    `${image}: no secret in its ${layers.length} layers (${newLayers} not seen in an earlier image, ${files} files)${
      findings.length ? `: ${findings.map((f) => `${f.file} (${f.why})`).join(', ')}` : ''
    }`,
  );
}

// ---------------------------------------------------------------------------------------------
// The claimant

interface WebConfig {
  chainId: number;
  rpcUrls: string[];
  apiUrl: string;
  relayerUrl?: string;
  contracts: { GMChallenge: string; GMVesting: Record<string, string> };
}

interface Claimed {
  label: string;
  wallet: Wallet;
  token: string;
  txHash: string;
  amount: bigint;
}

const noObserver = (): void => undefined;

async function chainRead(rpcUrl: string, to: string, fn: string, args: unknown[]): Promise<unknown[]> {
  const data = await rpcCall<string>(rpcUrl, 'eth_call', [
    { to, data: CHALLENGE.encodeFunctionData(fn, args) },
    'latest',
  ]);
  return [...CHALLENGE.decodeFunctionResult(fn, data)];
}

/** Sign-in, token info, missions completed, then the server's Register signature (GET /signature/amount). */
async function prepareClaimant(web: string, config: WebConfig, wallet: Wallet, domain: string, label: string) {
  const apiUrl = new URL(config.apiUrl, web).toString().replace(/\/$/, '');
  const session = await signIn(apiUrl, wallet, domain, config.chainId);
  check(Boolean(session.accessToken), `${label}: signed in (SIWE through nginx → API)`);
  const token = session.accessToken;
  const info = await callApi<{ tokenInfo: { totalAmount: string } }>(apiUrl, 'token', '/user/token', { token });
  check(BigInt(info.tokenInfo.totalAmount) > 0n, `${label}: eligible for ${info.tokenInfo.totalAmount} base units`);
  const { missions } = await callApi<{ missions: { id: string; completed: boolean }[] }>(
    apiUrl,
    'missions',
    '/user/missions',
    { token },
  );
  for (const mission of missions.filter((item) => !item.completed)) {
    await callApi(apiUrl, 'mission', `/user/missions/${mission.id}/complete`, { method: 'POST', token });
  }
  const after = await callApi<{ missions: { completed: boolean }[] }>(apiUrl, 'missions', '/user/missions', { token });
  check(
    after.missions.length > 0 && after.missions.every((m) => m.completed),
    `${label}: ${after.missions.length} missions completed`,
  );
  const signature = await callApi<{ amount: string; nonce: string; deadline: string; signature: string }>(
    apiUrl,
    'signature',
    '/signature/amount',
    {
      token,
    },
  );
  check(
    BigInt(signature.amount) === BigInt(info.tokenInfo.totalAmount),
    `${label}: server signature for its whole allocation`,
  );
  return { apiUrl, token, signature };
}

async function claimantJourney(web: string, claimed: Claimed[]): Promise<void> {
  const config = (await (await fetch(`${web}/config.json`)).json()) as WebConfig;
  check(
    typeof config.chainId === 'number' && Boolean(config.contracts?.GMChallenge),
    `/config.json: chain ${config.chainId}, GMChallenge ${config.contracts?.GMChallenge}`,
  );
  const rpcUrl = config.rpcUrls[0] as string;
  const domain = new URL(web).host.replace('127.0.0.1', 'localhost');
  const challenge = config.contracts.GMChallenge;
  const context = { rpcUrls: () => config.rpcUrls, observe: noObserver, chainId: config.chainId };

  // Claimant 1 (demo account 4, no mission done yet): claim & vest, paying its own gas.
  const payer = new Wallet(devPrivateKey(4));
  const first = await prepareClaimant(web, config, payer, domain, 'claimant 1');
  const receipt = await sendAndConfirm(context, payer, 'claimAndVest', {
    to: challenge,
    data: CHALLENGE.encodeFunctionData('registerAndClaimAndVest', [
      first.signature.amount,
      first.signature.nonce,
      first.signature.deadline,
      first.signature.signature,
    ]),
  });
  const [scheduleId] = await chainRead(rpcUrl, challenge, 'userVestingScheduleIds', [payer.address]);
  check(
    BigInt(scheduleId as bigint) > 0n,
    `claimant 1: claim & vest mined in block ${receipt.blockNumber}, vesting schedule ${scheduleId}`,
  );
  const firstHash = await transactionOf(rpcUrl, receipt.blockNumber, payer.address);
  claimed.push({
    label: 'claimant 1',
    wallet: payer,
    token: first.token,
    txHash: firstHash,
    amount: BigInt(first.signature.amount),
  });

  // Claimant 2 (demo account 5) holds 0 BNB: it signs, the relayer behind nginx's /relay/ pays.
  const broke = new Wallet(devPrivateKey(5));
  await rpcCall(rpcUrl, 'hardhat_setBalance', [broke.address, '0x0']);
  check(
    BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [broke.address, 'latest'])) === 0n,
    'claimant 2: holds 0 BNB',
  );
  const second = await prepareClaimant(web, config, broke, domain, 'claimant 2');
  // Signed and posted as the web does it (libs/shared relay/): not registered, so registerAndClaimAndVestViaSig.
  const request = await signRelayClaim(
    broke,
    challengeClaim({
      chainId: config.chainId,
      challenge,
      user: broke.address,
      recipient: broke.address,
      nonce: BigInt(second.signature.nonce),
      deadline: BigInt(second.signature.deadline),
      serverSignature: second.signature.signature,
      registerAmount: BigInt(second.signature.amount),
    }),
  );
  const routes = relayRoutes(new URL(config.relayerUrl ?? '/relay', web).toString());
  const accepted = await fetch(routes.requests, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const acceptedBody: unknown = await accepted.json();
  const acceptance = accepted.status === 202 ? parseRelayAccepted(acceptedBody) : null;
  check(
    acceptance !== null,
    `claimant 2: relayer accepted the signed claim (${accepted.status} ${acceptance?.status ?? JSON.stringify(acceptedBody)})`,
  );
  let status: Pick<RelayRequestStatus, 'status' | 'txHash' | 'blockNumber' | 'error'> = { status: 'queued' };
  const deadline = Date.now() + 120_000;
  while (status.status !== 'mined' && status.status !== 'failed' && Date.now() < deadline) {
    await sleep(1_000);
    status = parseRelayRequestStatus(await (await fetch(routes.request(acceptance?.id ?? ''))).json()) ?? status;
  }
  check(
    status.status === 'mined',
    `claimant 2: relayed claim & vest ${status.status}${status.blockNumber ? ` in block ${status.blockNumber}` : ''}${status.error ? ` (${status.error})` : ''}`,
  );
  const [brokeSchedule] = await chainRead(rpcUrl, challenge, 'userVestingScheduleIds', [broke.address]);
  check(BigInt(brokeSchedule as bigint) > 0n, `claimant 2: vesting schedule ${brokeSchedule} on chain`);
  check(
    BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [broke.address, 'latest'])) === 0n,
    'claimant 2: still holds 0 BNB (the relayer paid the gas)',
  );
  if (status.txHash)
    claimed.push({
      label: 'claimant 2',
      wallet: broke,
      token: second.token,
      txHash: status.txHash.toLowerCase(),
      amount: BigInt(second.signature.amount),
    });
}

/** The hash of the transaction `from` sent in a block (the receipt helper returns the block). */
async function transactionOf(rpcUrl: string, blockNumber: number, from: string): Promise<string> {
  const block = await rpcCall<{ transactions: { hash: string; from: string }[] }>(rpcUrl, 'eth_getBlockByNumber', [
    `0x${blockNumber.toString(16)}`,
    true,
  ]);
  return (block.transactions.find((tx) => tx.from.toLowerCase() === from.toLowerCase())?.hash ?? '').toLowerCase();
}

async function historyJourney(web: string, claimed: Claimed[]): Promise<void> {
  const apiUrl = `${web}/api`;
  check(claimed.length === 2, `${claimed.length} claims to find in the index`);
  for (const claim of claimed) {
    const startedAt = Date.now();
    let entry: { kind: string; txHash: string; amount: string } | undefined;
    while (!entry && Date.now() - startedAt < 60_000) {
      const ledger = await callApi<{ entries: { kind: string; txHash: string; amount: string }[] }>(
        apiUrl,
        'ledger',
        '/me/ledger',
        { token: claim.token },
      );
      entry = ledger.entries.find(
        (item) => item.kind === 'claim_and_vest' && item.txHash.toLowerCase() === claim.txHash,
      );
      if (!entry) await sleep(1_000);
    }
    check(
      Boolean(entry),
      `${claim.label}: its claim & vest (${claim.txHash.slice(0, 10)}…) in /me/ledger after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  }
  const status = await callApi<Record<string, unknown>>(apiUrl, 'index', '/index/status');
  check(status !== undefined, `/index/status: ${JSON.stringify(status).slice(0, 160)}`);
}

async function restartJourney(web: string, claimed: Claimed[]): Promise<void> {
  const container = containerOf('api');
  const pid = Number(inspect(container, '{{.State.Pid}}'));
  const restarts = Number(inspect(container, '{{.RestartCount}}') || 0);
  check(pid > 0, `api: main process ${pid} on the host`);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  let back = false;
  let downSeen = false;
  while (Date.now() - killedAt < 120_000) {
    await sleep(1_000);
    const count = Number(inspect(container, '{{.RestartCount}}') || 0);
    const newPid = Number(inspect(container, '{{.State.Pid}}'));
    if (newPid !== pid) downSeen = true;
    if (count > restarts && newPid > 0 && newPid !== pid && healthy('api')) {
      back = true;
      break;
    }
  }
  check(downSeen, 'api: the killed process is gone');
  check(
    back,
    `api: restarted by its restart policy and healthy ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
  );
  const claim = claimed[0];
  if (claim) {
    const info = await callApi<{ tokenInfo: { totalAmount: string } }>(`${web}/api`, 'token', '/user/token', {
      token: claim.token,
    });
    check(
      BigInt(info.tokenInfo.totalAmount) === claim.amount,
      'api: a claimant signed in before the kill is still served through nginx',
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const startedAt = Date.now();
  console.log(`[compose] logs in ${LOG_DIR}; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const ready = await step('packages', async () => {
    await run('bash', [path.join(HERE, 'install-packages.sh')], 'packages', { echo: true });
  });
  if (!ready) return finish(startedAt);
  composeEnv = { ...composeEnv, ...imageNames() };

  const built = await step('images', async () => {
    const args = process.env.COMPOSE_TEST_REBUILD === '1' ? ['--rebuild'] : [];
    await run('bash', [path.join(HERE, 'build-images.sh'), ...args], 'build-images', { echo: true });
  });
  if (!built) return finish(startedAt);

  await step('layers', async () => {
    const scanned = new Set<string>();
    for (const image of [
      ...APP_IMAGES,
      composeEnv.POSTGRES_IMAGE,
      composeEnv.REDIS_IMAGE,
      composeEnv.PROMETHEUS_IMAGE,
    ] as string[]) {
      checkImage(image, scanned);
    }
  });

  const ports = {
    web: await freePort(),
    chain: await freePort(),
    postgres: await freePort(),
    metrics: await freePort(),
    prometheus: await freePort(),
  };
  const web = `http://127.0.0.1:${ports.web}`;
  composeEnv = {
    ...composeEnv,
    GM_HOST_IP: '127.0.0.1',
    GM_WEB_PORT: String(ports.web),
    GM_CHAIN_PORT: String(ports.chain),
    GM_POSTGRES_PORT: String(ports.postgres),
    GM_INDEXER_METRICS_PORT: String(ports.metrics),
    GM_PROMETHEUS_PORT: String(ports.prometheus),
    SIWE_DOMAIN: `localhost:${ports.web}`,
    CORS_ORIGINS: `http://localhost:${ports.web}`,
    VITE_RPC_URLS: `http://127.0.0.1:${ports.chain}`,
  };
  // A stack left by an interrupted run goes first.
  await compose(['down', '-v'], 'down-before').catch(() => undefined);
  try {
    const up = await step('up', async () => {
      for (const tier of TIERS) {
        await compose(['up', '-d', '--no-build', ...tier], 'up');
        await waitHealthy(tier, tier.includes('chain') ? 300_000 : 180_000);
      }
      for (const service of SERVICES) {
        const uid = podman(['exec', containerOf(service), 'id', '-u']).stdout.trim();
        check(uid !== '' && uid !== '0', `${service}: its process runs as uid ${uid}`);
      }
      const published = podman(['port', containerOf('relayer')]).stdout.trim();
      check(published === '', 'relayer: no port published on the host (only nginx reaches it)');
    });
    if (up) {
      const claimed: Claimed[] = [];
      const claimedOk = await step('claimant', () => claimantJourney(web, claimed));
      await step('history', () => historyJourney(web, claimed));
      if (claimedOk) await step('restart', () => restartJourney(web, claimed));
    }
  } finally {
    if (KEEP) {
      console.log(
        `\n[compose] COMPOSE_TEST_KEEP=1: the stack stays up (project ${PROJECT}, web ${web}); podman-compose -p ${PROJECT} down -v`,
      );
    } else {
      await step('down', async () => {
        await compose(['down', '-v'], 'down');
        const left = podman([
          'ps',
          '-a',
          '--filter',
          `label=io.podman.compose.project=${PROJECT}`,
          '--format',
          '{{.Names}}',
        ]).stdout.trim();
        check(left === '', `no container of ${PROJECT} left${left ? `: ${left}` : ''}`);
        // podman-compose 1.0.3 leaves the project's network behind.
        if (podman(['network', 'exists', `${PROJECT}_default`]).status === 0)
          podman(['network', 'rm', `${PROJECT}_default`]);
        const volumes = podman(['volume', 'ls', '--format', '{{.Name}}'])
          .stdout.split('\n')
          .filter((name) => name.startsWith(`${PROJECT}_`));
        check(volumes.length === 0, `no volume of ${PROJECT} left${volumes.length ? `: ${volumes.join(', ')}` : ''}`);
        check(podman(['network', 'exists', `${PROJECT}_default`]).status !== 0, `no network of ${PROJECT} left`);
      });
    }
  }
  finish(startedAt);
}

function finish(startedAt: number): void {
  console.log('\n[compose] steps');
  for (const item of steps)
    console.log(`  ${item.ok ? '✓' : '✗'} ${item.name.padEnd(10)} ${item.seconds.toFixed(1).padStart(7)} s`);
  console.log(
    `  total      ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s   load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  console.log(`\ncompose: ${passed} passed, ${failed} failed`);
  if (failed === 0 && existsSync(LOG_DIR)) rmSync(LOG_DIR, { recursive: true, force: true });
  else console.log(`[compose] logs kept in ${LOG_DIR}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
