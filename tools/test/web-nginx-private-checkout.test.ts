/**
 * The serving harness in a checkout only its owner may enter — root's home folder and many users'
 * home folders are mode 0700, and a clone made under `umask 077` has files only its owner may read.
 * When the tests run as root, nginx's master is root and its workers are an unprivileged user that
 * can enter neither: the harness must still serve the build. A private copy of what the harness reads,
 * in a fresh 0700 folder, runs it the way a contributor would (`tools/serve/serve-web.ts`, from inside
 * the checkout, under `umask 077`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertServingToolsInstalled, assertWebBuilt, entryAssets, REPO_ROOT } from '../serve/web-server';

/** What the harness reads from the checkout (a clone holds these, the build comes from web:build). */
const CHECKOUT_PARTS = [
  'nx.json',
  'tsconfig.base.json',
  'tools/package.json',
  'tools/tsconfig.json',
  'tools/serve',
  'tools/e2e/ports.ts',
  'libs/shared/src/node/repo-root.ts',
  'libs/shared/src/node/ports.ts',
  'libs/shared/src/node/process-group.ts',
  'apps/web/nginx',
  'apps/web/dist',
];
/** tsx's loader in this process's node: one process, so SIGTERM reaches the server itself. */
const TSX_LOADER = pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const A = (digit: string): string => `0x${digit.repeat(40)}`;

/** Files readable by their owner alone, folders enterable by their owner alone. */
function makePrivate(target: string): void {
  const stat = statSync(target);
  chmodSync(target, stat.isDirectory() ? 0o700 : 0o600);
  if (stat.isDirectory()) for (const name of readdirSync(target)) makePrivate(path.join(target, name));
}

/** Resolves with the line the server prints once nginx answers (rejects with its output if it exits). */
function servingLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const line = /^serving .*$/m.exec(output)?.[0];
      if (line) resolve(line);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve-web exited (${code}) before serving:\n${output}`)));
  });
}

describe('the serving harness in a checkout inside a 0700 folder', () => {
  let privateRoot: string;
  let checkout: string;
  let child: ChildProcess;
  let url: string;
  let folder: string;

  beforeAll(async () => {
    assertServingToolsInstalled({ brotli: false });
    assertWebBuilt();
    privateRoot = mkdtempSync(path.join(tmpdir(), 'gm-private-home-'));
    expect(statSync(privateRoot).mode & 0o777).toBe(0o700);
    checkout = path.join(privateRoot, 'gm');
    for (const part of CHECKOUT_PARTS)
      cpSync(path.join(REPO_ROOT, part), path.join(checkout, part), { recursive: true });
    mkdirSync(path.join(checkout, 'contracts/deployments'), { recursive: true });
    const deployment = {
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:1',
      contracts: { GMChallenge: A('2'), GMVesting: { PUBLIC: A('3') }, Multicall3: A('8') },
    };
    const deploymentFile = path.join(checkout, 'contracts/deployments/local.json');
    writeFileSync(deploymentFile, JSON.stringify(deployment));
    makePrivate(checkout);

    child = spawn(
      'sh',
      [
        '-c',
        'umask 077 && exec "$@"',
        'sh',
        process.execPath,
        '--import',
        TSX_LOADER,
        'serve/serve-web.ts',
        '--api',
        'http://127.0.0.1:9',
      ],
      {
        cwd: path.join(checkout, 'tools'),
        env: { PATH: process.env.PATH, DEPLOYMENT_FILE: deploymentFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const line = await servingLine(child);
    [, url = '', folder = ''] = /^serving (\S+) from (\S+)$/.exec(line) ?? [];
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (privateRoot) rmSync(privateRoot, { recursive: true, force: true });
  });

  it('serves the app, its assets, robots.txt and /config.json', async () => {
    const dist = path.join(checkout, 'apps/web/dist');
    const index = readFileSync(path.join(dist, 'index.html'));
    const { script, stylesheet } = entryAssets(index.toString());
    const expected: [string, Buffer][] = [
      ['/', index],
      ['/backer', index],
      [script, readFileSync(path.join(dist, script))],
      [stylesheet, readFileSync(path.join(dist, stylesheet))],
      ['/robots.txt', readFileSync(path.join(dist, 'robots.txt'))],
    ];
    for (const [route, body] of expected) {
      const response = await fetch(`${url}${route}`);
      const served = Buffer.from(await response.arrayBuffer());
      expect({ route, status: response.status, same: served.equals(body) }).toEqual({ route, status: 200, same: true });
    }
    const config = await fetch(`${url}/config.json`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ chainId: 31337, contracts: { GMChallenge: A('2') } });
  });

  it('serves from a folder outside the checkout and removes it when stopped', async () => {
    expect(folder.startsWith(privateRoot)).toBe(false);
    expect(existsSync(folder)).toBe(true);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(folder)).toBe(false);
  });
});
