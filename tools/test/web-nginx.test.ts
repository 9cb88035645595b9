/**
 * The web app as production serves it: Debian's nginx with apps/web/nginx (the files the Docker image
 * copies), started by the image's entrypoint on the production build (apps/web/dist; tools:test
 * depends on web:build), with a real HTTP server standing in for the API.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../e2e/browser';
import { expectAccessible, expectNoOverflow } from '../e2e/screen-checks';
import {
  assertServingToolsInstalled,
  assertWebBuilt,
  decodedBody,
  entryAssets,
  makeStateDir,
  nginxBinary,
  rawRequest,
  renderOnly,
  REPO_ROOT,
  startWebServer,
  WEB_DIST,
  type WebServer,
} from '../serve/web-server';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const A = (digit: string): string => `0x${digit.repeat(40)}`;
const DEPLOYMENT = {
  chainId: 31337,
  rpcUrl: 'http://0.0.0.0:8545',
  tgeTimestamp: 1_700_000_000,
  contracts: {
    GMToken: A('1'),
    GMChallenge: A('2'),
    GMVesting: { PUBLIC: A('3'), BACKER: A('4'), ECOSYSTEM: A('5'), TEAM: A('6'), MARKETING: A('7') },
    Multicall3: A('8'),
    VRFV2PlusWrapper: A('9'),
  },
  signer: A('a'),
  owner: A('b'),
};

/** The least a BNB Smart Chain deployment sets (the public nodes are built in). */
const BSC = {
  VITE_CHAIN_ID: '56',
  VITE_GM_CHALLENGE_ADDRESS: A('2'),
  VITE_GM_VESTING_ADDRESSES: `{"PUBLIC":"${A('3')}"}`,
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the production web server (nginx, apps/web/nginx)', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const seen: Seen[] = [];
  let server: WebServer;
  let workDir: string;
  let deploymentFile: string;
  let script: string;
  let stylesheet: string;

  beforeAll(async () => {
    assertServingToolsInstalled({ brotli: true });
    assertWebBuilt();
    ({ script, stylesheet } = entryAssets(readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8')));
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const status = req.url?.startsWith('/user') ? 401 : 200;
        res.writeHead(status, { 'Content-Type': 'application/json', 'X-Api': 'stand-in' });
        res.end(JSON.stringify({ url: req.url, padding: 'x'.repeat(400) }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    workDir = makeStateDir();
    deploymentFile = path.join(workDir, 'deployment.local.json');
    writeFileSync(deploymentFile, JSON.stringify(DEPLOYMENT));
    server = await startWebServer({
      apiUpstream: upstreamUrl,
      env: {
        DEPLOYMENT_FILE: deploymentFile,
        VITE_RPC_URLS: 'http://127.0.0.1:1/flaky, http://127.0.0.1:2/dead',
        VITE_API_URL: '/api',
        VITE_RELAYER_URL: '/relay',
        RELAYER_UPSTREAM: upstreamUrl,
        VITE_GM_VESTING_ADDRESSES: JSON.stringify({ TEAM: A('c') }),
        VITE_WALLETCONNECT_PROJECT_ID: 'abc123',
        VITE_LOGS_FROM_BLOCK: '12',
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it.each([
    ['the entry script', () => script, 'application/javascript'],
    ['the stylesheet', () => stylesheet, 'text/css'],
  ])('compresses %s with brotli or gzip as asked, and caches it for a year', async (_what, asset, type) => {
    const file = readFileSync(path.join(WEB_DIST, asset()));
    const plain = await rawRequest(`${server.url}${asset()}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const response = await rawRequest(`${server.url}${asset()}`, { headers: { 'Accept-Encoding': accept } });
      expect({ accept, status: response.status, encoding: response.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        encoding,
      });
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.body.length).toBeLessThan(file.length * 0.5);
      expect(decodedBody(response).equals(file)).toBe(true);
    }
  });

  it('answers 404 for a missing asset or file, never index.html', async () => {
    for (const missing of ['/assets/index-missing.js', '/assets/nothing/here.css', '/favicon-missing.png']) {
      const response = await rawRequest(`${server.url}${missing}`);
      expect({ missing, status: response.status }).toEqual({ missing, status: 404 });
      expect(response.body.toString()).not.toContain('<div id="root">');
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('serves index.html uncached, compressed, with security headers, for / and every app route', async () => {
    const index = readFileSync(path.join(WEB_DIST, 'index.html'));
    for (const route of ['/', '/index.html', '/backer', '/claim/vesting/history?tab=1', '/some/deep/path/']) {
      const response = await rawRequest(`${server.url}${route}`, { headers: { 'Accept-Encoding': 'br' } });
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(decodedBody(response).equals(index)).toBe(true);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers.server).toBe('nginx');
    }
  });

  it('writes /config.json from the environment over the deployment file, uncached', async () => {
    const response = await rawRequest(`${server.url}/config.json`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(response).toString())).toEqual({
      chainId: 31337,
      rpcUrls: ['http://127.0.0.1:1/flaky', 'http://127.0.0.1:2/dead'],
      apiUrl: '/api',
      relayerUrl: '/relay',
      contracts: {
        GMChallenge: A('2'),
        GMVesting: { ...DEPLOYMENT.contracts.GMVesting, TEAM: A('c') },
        Multicall3: A('8'),
      },
      walletConnectProjectId: 'abc123',
      logsFromBlock: 12,
    });
  });

  it('serves a real robots.txt', async () => {
    const response = await rawRequest(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body.toString()).toBe(readFileSync(path.join(REPO_ROOT, 'apps/web/public/robots.txt'), 'utf8'));
    expect(response.body.toString()).toMatch(/^User-agent: \*$/m);
  });

  it('proxies /api/ to the API without the prefix, with the forwarding headers, and passes its answer back', async () => {
    seen.length = 0;
    const get = await rawRequest(`${server.url}/api/auth/nonce?address=0xabc`, {
      headers: { 'Accept-Encoding': 'br', 'X-Request-Id': 'r-1' },
    });
    expect(get.status).toBe(200);
    expect(get.headers['x-api']).toBe('stand-in');
    expect(get.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decodedBody(get).toString())).toMatchObject({ url: '/auth/nonce?address=0xabc' });

    const body = JSON.stringify({ message: 'sign-in', signature: '0x12' });
    const post = await rawRequest(`${server.url}/api/user/me`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body,
    });
    expect(post.status).toBe(401);
    expect(post.headers['x-api']).toBe('stand-in');

    expect(seen).toHaveLength(2);
    const [nonce, user] = seen;
    expect(nonce).toMatchObject({ method: 'GET', url: '/auth/nonce?address=0xabc' });
    expect(nonce?.headers).toMatchObject({
      host: `127.0.0.1:${server.port}`,
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-prefix': '/api',
      'x-request-id': 'r-1',
    });
    expect(user).toMatchObject({ method: 'POST', url: '/user/me', body });
    expect(user?.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });

    const bare = await rawRequest(`${server.url}/api`);
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/api/');
  });

  it('proxies /relay/ to the relayer with the path unchanged (the relayer serves /relay/…)', async () => {
    seen.length = 0;
    const body = JSON.stringify({ kind: 'vesting.claimViaSig' });
    const post = await rawRequest(`${server.url}/relay/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-2' },
      body,
    });
    expect(post.status).toBe(200);
    expect(post.headers['x-api']).toBe('stand-in');
    const status = await rawRequest(`${server.url}/relay/status`);
    expect(JSON.parse(status.body.toString())).toMatchObject({ url: '/relay/status' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/relay/requests', body });
    expect(seen[0]?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-request-id': 'r-2' });
  });

  it('answers 502 with nothing from the app when the API is down', async () => {
    const down = await startWebServer({
      apiUpstream: 'http://127.0.0.1:1',
      env: { DEPLOYMENT_FILE: deploymentFile, VITE_RPC_URLS: 'http://127.0.0.1:1' },
    });
    try {
      const response = await rawRequest(`${down.url}/api/healthz`);
      expect(response.status).toBe(502);
      expect(response.body.toString()).not.toContain('<div id="root">');
      // No RELAYER_UPSTREAM: /relay/ is a JSON 404, never the app.
      const relay = await rawRequest(`${down.url}/relay/status`);
      expect(relay.status).toBe(404);
      expect(JSON.parse(relay.body.toString())).toEqual({ message: 'No relayer is configured on this server.', code: 'NOT_FOUND' });
    } finally {
      await down.stop();
    }
  });

  it('runs the built app in Chromium without a Content-Security-Policy violation', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      // Nothing leaves the machine: the configured RPC nodes and anything else off this server fail fast.
      const host = new URL(server.url).host;
      await context.route('**/*', (route) =>
        new URL(route.request().url()).host === host ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(
        `document.addEventListener('securitypolicyviolation', (event) => console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
      );
      await page.goto(`${server.url}/backer`);
      // A locator, not waitForFunction: the page's CSP forbids the eval that one would need.
      await page.locator('#root > *').first().waitFor({ timeout: 10_000 });
      expect(await page.locator('#root').innerText()).not.toBe('');
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('a configuration the app cannot run with: the page names the key to fix in the reader\'s language at 320 px, axe clean; with that page\'s own chunk unreachable, the error\'s own words', async () => {
    const served = (await (await fetch(`${server.url}/config.json`)).json()) as Record<string, unknown>;
    const broken = JSON.stringify({ ...served, logsFromBlock: 'soon' });
    const browser = await launchBrowser();
    try {
      const host = new URL(server.url).host;
      const open = async (blockChunk: boolean) => {
        const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'ru-RU' });
        await context.route('**/*', (route) => {
          const url = new URL(route.request().url());
          if (url.host !== host) return route.abort();
          if (url.pathname === '/config.json') return route.fulfill({ contentType: 'application/json', body: broken });
          // The configuration-error page is a chunk fetched only when it shows.
          if (blockChunk && /\/assets\/show-config-error-[^/]+\.js$/.test(url.pathname)) return route.abort();
          return route.continue();
        });
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        return page;
      };

      const page = await open(false);
      await page.getByRole('heading', { name: 'GM Claim настроен неправильно' }).waitFor({ timeout: 10_000 });
      // The file's problem first (the build's own variables, which this build leaves empty, follow it).
      const problems = await page.getByRole('alert').getByRole('listitem').allInnerTexts();
      expect(problems[0]).toBe('/config.json logsFromBlock: должен быть целым числом ≥ 0');
      await expectNoOverflow(page, 'the configuration error at 320 px');
      await expectAccessible(page, 'the configuration error at 320 px');

      const bare = await open(true);
      await bare.locator('#root').getByText(/The app configuration is invalid/).waitFor({ timeout: 10_000 });
      expect(await bare.locator('#root').innerText()).toContain('/config.json logsFromBlock: must be a whole number ≥ 0');
    } finally {
      await browser.close();
    }
  });

  describe('the entrypoint', () => {
    const render = (env: Record<string, string>) => {
      const stateDir = makeStateDir();
      const result = renderOnly({ apiUpstream: upstreamUrl, env, stateDir });
      return {
        ...result,
        stateDir,
        config: () => JSON.parse(readFileSync(path.join(stateDir, 'config.json'), 'utf8')) as unknown,
      };
    };

    it.each([
      [{}, 'no chain id: set VITE_CHAIN_ID'],
      [{ VITE_CHAIN_ID: '56' }, 'no GMChallenge address'],
      [{ VITE_CHAIN_ID: '56', VITE_GM_CHALLENGE_ADDRESS: A('2') }, 'no PUBLIC GMVesting address'],
      [
        { VITE_CHAIN_ID: '97', VITE_GM_CHALLENGE_ADDRESS: A('2'), VITE_GM_VESTING_ADDRESSES: `{"PUBLIC":"${A('3')}"}` },
        'no RPC nodes for this chain',
      ],
      [{ VITE_CHAIN_ID: 'bsc' }, 'VITE_CHAIN_ID=bsc is not a chain id'],
      [
        { VITE_GM_CHALLENGE_ADDRESS: '0x1234' },
        'VITE_GM_CHALLENGE_ADDRESS=0x1234 is not a 0x-prefixed 20-byte address',
      ],
      [
        { VITE_GM_VESTING_ADDRESSES: '{"PUBLIK":"0x0"}' },
        'VITE_GM_VESTING_ADDRESSES={"PUBLIK":"0x0"} is not a JSON object',
      ],
      [{ VITE_RPC_URLS: 'ftp://node' }, 'VITE_RPC_URLS=ftp://node is not a comma-separated list of http(s) URLs'],
      [
        { DEPLOYMENT_FILE: '/nonexistent/deployment.json' },
        'DEPLOYMENT_FILE=/nonexistent/deployment.json does not exist',
      ],
      [{ API_UPSTREAM: 'http://api:3000; evil' }, 'API_UPSTREAM=http://api:3000; evil is not an http(s) URL'],
      [{ API_UPSTREAM: 'http://api:3000,https://api2:3000' }, 'API_UPSTREAM=http://api:3000,https://api2:3000 mixes schemes or paths'],
      [{ API_UPSTREAM: 'http://api:3000,' }, 'API_UPSTREAM=http://api:3000, is not an http(s) URL'],
      [{ RELAYER_UPSTREAM: 'http://relayer:3100/x' }, 'RELAYER_UPSTREAM=http://relayer:3100/x is not an http(s) URL of the relayer'],
      [{ VITE_RELAYER_URL: 'relay' }, 'VITE_RELAYER_URL=relay is not a path (/relay) or an http(s) URL'],
      [
        { ...BSC, NGINX_BROTLI: 'on', NGINX_MODULES_DIR: '/nonexistent' },
        'NGINX_BROTLI=on but /nonexistent/ngx_http_brotli_filter_module.so is not installed',
      ],
    ])('refuses to start with %j: %s', (env, message) => {
      const result = render({ DEPLOYMENT_FILE: '', ...env });
      try {
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(message);
        expect(existsSync(path.join(result.stateDir, 'nginx.conf'))).toBe(false);
      } finally {
        rmSync(result.stateDir, { recursive: true, force: true });
      }
    });

    it('writes only the keys it was given for BNB Smart Chain (the build keeps the rest)', () => {
      const result = render({
        ...BSC,
        VITE_SUPPORT_EMAIL: 'help@example.org',
        VITE_TYPE_PATHS: '{"BACKER":"/backers"}',
      });
      try {
        expect(result.stderr).toContain('gm-claim-web: serving');
        expect(result.status).toBe(0);
        expect(result.config()).toEqual({
          chainId: 56,
          contracts: { GMChallenge: A('2'), GMVesting: { PUBLIC: A('3') } },
          supportEmail: 'help@example.org',
          typePaths: { BACKER: '/backers' },
        });
      } finally {
        rmSync(result.stateDir, { recursive: true, force: true });
      }
    });

    it('renders a valid configuration without the brotli module', () => {
      const result = render({ DEPLOYMENT_FILE: deploymentFile, NGINX_MODULES_DIR: '/nonexistent' });
      try {
        expect(result.status).toBe(0);
        expect(result.stderr).toContain('brotli off');
        expect(readFileSync(path.join(result.stateDir, 'modules.conf'), 'utf8')).not.toContain('load_module');
        mkdirSync(path.join(result.stateDir, 'tmp'), { recursive: true });
        const check = spawnSync(
          nginxBinary(),
          ['-t', '-p', `${result.stateDir}/`, '-c', path.join(result.stateDir, 'nginx.conf'), '-e', 'stderr'],
          {
            encoding: 'utf8',
            // nginx opens /dev/stdout for the access log: not a socket (Node's default pipes).
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        );
        expect({ status: check.status, stderr: check.stderr }).toEqual({
          status: 0,
          stderr: expect.stringContaining('test is successful'),
        });
      } finally {
        rmSync(result.stateDir, { recursive: true, force: true });
      }
    });
  });
});
