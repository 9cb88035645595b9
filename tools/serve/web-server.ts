/**
 * The production web server outside Docker: Debian's nginx with the image's configuration
 * (apps/web/nginx), started through the image's own entrypoint script on a free port, as an
 * unprivileged process (pid, temporary files, rendered configuration and /config.json in a folder of
 * its own). Used by tools/test/web-nginx.test.ts, `npm run bench:serve`, `bench:web` and
 * `bench:lighthouse`; any benchmark that should measure what production serves (compression, cache
 * headers) can start it the same way.
 *
 * It works wherever the checkout lives. Started as root (CI, a container), nginx's master switches its
 * workers to an unprivileged user, which cannot enter a checkout in a 0700 folder (root's home) nor
 * read files a clone made under `umask 077`: so the harness serves a copy of the build from a folder
 * of its own under the temporary folder, readable by all, and removes it when the server stops. The
 * production image is untouched (it copies the build and runs nginx as www-data).
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { freePort } from '../e2e/ports';
import { stopProcessGroup } from '@gm-claim/shared/node/process-group';

export const REPO_ROOT = findRepoRoot();
export const NGINX_CONFIG_DIR = path.join(REPO_ROOT, 'apps/web/nginx');
export const ENTRYPOINT = path.join(NGINX_CONFIG_DIR, 'docker-entrypoint.sh');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** Where Debian's libnginx-mod-http-brotli-filter puts the module. */
export const NGINX_MODULES_DIR = '/usr/lib/nginx/modules';
export const BROTLI_MODULE = path.join(NGINX_MODULES_DIR, 'ngx_http_brotli_filter_module.so');

const INSTALL_HINT = 'apt-get install -y nginx libnginx-mod-http-brotli-filter jq (.ci/run does)';

/** Debian's nginx binary (NGINX_BIN, /usr/sbin/nginx or on the PATH); throws how to install it. */
export function nginxBinary(): string {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error(`The production web server test needs nginx, which is not installed: ${INSTALL_HINT}`);
}

/** Throws how to install what the entrypoint needs besides nginx (jq) and the brotli module. */
export function assertServingToolsInstalled(options: { brotli: boolean }): void {
  nginxBinary();
  if (spawnSync('jq', ['--version']).status !== 0) throw new Error(`The web entrypoint needs jq: ${INSTALL_HINT}`);
  if (options.brotli && !existsSync(BROTLI_MODULE))
    throw new Error(`nginx's brotli module is missing (${BROTLI_MODULE}): ${INSTALL_HINT}`);
}

/** Throws unless the production build is there (tools:test depends on web:build). */
export function assertWebBuilt(distDir = WEB_DIST): void {
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(distDir, 'assets'))) {
    throw new Error(
      `No production build in ${distDir}: run \`npx nx run web:build\` (the tools test target depends on it).`,
    );
  }
}

export interface WebServerOptions {
  /** The API the server proxies /api/ to, e.g. http://127.0.0.1:3000. */
  apiUpstream: string;
  /** The app's run-time settings (VITE_*, DEPLOYMENT_FILE) and any NGINX_* override. */
  env?: Record<string, string>;
  distDir?: string;
  port?: number;
}

export interface WebServer {
  url: string;
  port: number;
  /** The server's own folder (removed by stop()): the state folder, the served copy and nginx's log. */
  folder: string;
  /** The entrypoint's state folder: rendered nginx.conf, gm-claim.conf, config.json. */
  stateDir: string;
  /** nginx's and the entrypoint's output so far. */
  output(): string;
  stop(): Promise<void>;
}

/** The environment the entrypoint gets: this repository's templates, a private state folder. */
function entrypointEnv(stateDir: string, port: number, options: WebServerOptions, webRoot?: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NGINX_TEMPLATE_DIR: NGINX_CONFIG_DIR,
    NGINX_STATE_DIR: stateDir,
    WEB_ROOT: webRoot ?? options.distDir ?? WEB_DIST,
    NGINX_PORT: String(port),
    NGINX_WORKER_PROCESSES: '1',
    NGINX_MODULES_DIR,
    NGINX_BIN: nginxBinary(),
    API_UPSTREAM: options.apiUpstream,
    ...options.env,
  };
}

/** True when nginx's workers run as another user than this process (nginx started by root). */
const workersSwitchUser = (): boolean => process.getuid?.() === 0;

/** Throws unless the workers can walk down to `dir` (every folder above it open to other users). */
function assertWorkersCanEnter(dir: string): void {
  if (!workersSwitchUser()) return;
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) {
      throw new Error(
        `${folder} is closed to other users: nginx's workers could not reach ${dir}. Point TMPDIR at a folder they can enter (e.g. /tmp).`,
      );
    }
    if (path.dirname(folder) === folder) return;
  }
}

/** A state folder the nginx workers can read (they run as an unprivileged user when the tests run as root). */
export function makeStateDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-web-nginx-'));
  chmodSync(dir, 0o755);
  assertWorkersCanEnter(dir);
  return dir;
}

/** Opens `target` and everything under it to reading by all (folders 0755, files 0644). */
function makeReadable(target: string): void {
  const directory = statSync(target).isDirectory();
  chmodSync(target, directory ? 0o755 : 0o644);
  if (directory) for (const name of readdirSync(target)) makeReadable(path.join(target, name));
}

/**
 * The entrypoint under `umask 022`, so the files it writes (config.json) are readable by the workers
 * even when this process runs under `umask 077`.
 */
function entrypointArgs(args: string[] = []): string[] {
  return ['-c', 'umask 022 && exec sh "$@"', 'sh', ENTRYPOINT, ...args];
}

/** Runs the entrypoint with `true` instead of nginx: writes config.json and renders the configuration only. */
export function renderOnly(options: WebServerOptions & { stateDir: string }): SpawnSyncReturns<string> {
  return spawnSync('sh', entrypointArgs(['true']), {
    env: entrypointEnv(options.stateDir, options.port ?? 8080, options),
    encoding: 'utf8',
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts nginx through the image's entrypoint on a copy of the build (see the top of this file) and
 * waits until it serves /config.json.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const distDir = options.distDir ?? WEB_DIST;
  assertWebBuilt(distDir);
  const folder = makeStateDir();
  const stateDir = path.join(folder, 'state');
  const webRoot = path.join(folder, 'html');
  cpSync(distDir, webRoot, { recursive: true });
  makeReadable(webRoot);
  const port = options.port ?? (await freePort());
  // nginx opens /dev/stdout for its access log, which fails on a socket (Node's pipes): a file works
  // (as Docker's pipe does). Kept beside, not in, the state folder, which is the entrypoint's own.
  const logFile = path.join(folder, 'nginx.log');
  const logFd = openSync(logFile, 'w');
  const child: ChildProcess = spawn('sh', entrypointArgs(), {
    env: entrypointEnv(stateDir, port, options, webRoot),
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  closeSync(logFd);
  const output = (): string => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const stop = (): Promise<void> => stopProcessGroup(child, 5_000);
  const cleanUp = async (): Promise<string> => {
    const text = output();
    await stop();
    rmSync(folder, { recursive: true, force: true });
    return text;
  };
  const deadline = Date.now() + 15_000;
  while (!(await answers(`${url}/config.json`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const text = await cleanUp();
      throw new Error(`nginx did not start (${child.exitCode ?? child.signalCode ?? 'timeout'}):\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, folder, stateDir, output, stop: async () => void (await cleanUp()) };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire (still compressed). */
  body: Buffer;
}

/** One HTTP request without any automatic decompression: what a browser receives, byte for byte. */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The body decoded by its Content-Encoding (br, gzip or none). */
export function decodedBody(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  if (encoding) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return response.body;
}

/** The entry script and stylesheet the built index.html loads (/assets/…). */
export function entryAssets(html: string): { script: string; stylesheet: string } {
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error('the built index.html names no /assets/ script or stylesheet');
  return { script, stylesheet };
}
