/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  allocationFile,
  allocationsDir,
  deploymentFilePath,
  localConfigBody,
  NO_ENS_MESSAGE,
  NO_ENS_MODULE_ID,
  noEnsNormalizeForEthers,
  preloadAppChunk,
} from '../../vite-config-plugin';

describe('the dev server /config.json (vite-config-plugin)', () => {
  let repo: string;
  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'gm-web-config-'));
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  const deployment = (rpcUrl: string) => ({
    chainId: 31337,
    rpcUrl,
    tgeTimestamp: 1,
    contracts: { GMToken: '0x01', GMChallenge: '0x02', GMVesting: { PUBLIC: '0x03' }, Multicall3: '0x04' },
  });

  it('reads <repo>/.dev/deployment.local.json by default', () => {
    expect(deploymentFilePath(repo, {})).toBe(path.join(repo, '.dev/deployment.local.json'));
  });

  it('honours DEPLOYMENT_FILE, relative to the repository root or absolute, as the API does', () => {
    expect(deploymentFilePath(repo, { DEPLOYMENT_FILE: 'runs/a.json' })).toBe(path.join(repo, 'runs/a.json'));
    expect(deploymentFilePath(repo, { DEPLOYMENT_FILE: '/tmp/b.json' })).toBe('/tmp/b.json');
  });

  it('serves the chosen deployment: chain, RPC, contracts, and the API from VITE_API_URL', () => {
    writeFileSync(path.join(repo, 'second.json'), JSON.stringify(deployment('http://127.0.0.1:9545')));
    expect(localConfigBody(repo, { DEPLOYMENT_FILE: 'second.json', VITE_API_URL: 'http://127.0.0.1:4000' })).toEqual({
      chainId: 31337,
      rpcUrls: ['http://127.0.0.1:9545'],
      apiUrl: 'http://127.0.0.1:4000',
      contracts: { GMChallenge: '0x02', GMVesting: { PUBLIC: '0x03' }, Multicall3: '0x04' },
    });
  });

  it('copies VITE_RELAYER_URL into relayerUrl (unset or blank: no key, no sponsored claims)', () => {
    writeFileSync(path.join(repo, 'third.json'), JSON.stringify(deployment('http://127.0.0.1:9545')));
    const env = { DEPLOYMENT_FILE: 'third.json', VITE_RELAYER_URL: 'http://127.0.0.1:3100/relay' };
    expect(localConfigBody(repo, env)).toMatchObject({ relayerUrl: 'http://127.0.0.1:3100/relay' });
    expect(localConfigBody(repo, { DEPLOYMENT_FILE: 'missing.json', VITE_RELAYER_URL: '/relay' })).toEqual({
      apiUrl: 'http://127.0.0.1:3000',
      relayerUrl: '/relay',
    });
    expect(localConfigBody(repo, { DEPLOYMENT_FILE: 'third.json', VITE_RELAYER_URL: ' ' })).not.toHaveProperty(
      'relayerUrl',
    );
    expect(localConfigBody(repo, { DEPLOYMENT_FILE: 'third.json' })).not.toHaveProperty('relayerUrl');
  });

  it('without a deployment file: only the API URL (default http://127.0.0.1:3000)', () => {
    expect(localConfigBody(repo, { DEPLOYMENT_FILE: 'missing.json' })).toEqual({ apiUrl: 'http://127.0.0.1:3000' });
  });
});

describe('ethers without @adraffy/ens-normalize (noEnsNormalizeForEthers)', () => {
  const plugin = noEnsNormalizeForEthers();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;

  it("gives ethers' own import the stub, and everyone else the real library", () => {
    expect(resolveId('@adraffy/ens-normalize', '/repo/node_modules/ethers/lib.esm/hash/namehash.js')).toBe(
      NO_ENS_MODULE_ID,
    );
    expect(resolveId('@adraffy/ens-normalize', '/repo/node_modules/ox/_esm/core/Ens.js')).toBeNull();
    expect(resolveId('@adraffy/ens-normalize', undefined)).toBeNull();
    expect(resolveId('ethers', '/repo/apps/web/src/core/chain/read-provider.ts')).toBeNull();
    expect(plugin.apply).toBe('build');
  });

  it('the stub throws a clear error naming the name, never a silent result', () => {
    const code = load(NO_ENS_MODULE_ID);
    expect(code).toContain('export function ens_normalize');
    expect(load('/some/other/module.js')).toBeNull();
    const ensNormalize = new Function(
      `${(code as string).replace('export function', 'function')}\nreturn ens_normalize;`,
    )() as (name: string) => string;
    expect(() => ensNormalize('vitalik.eth')).toThrow(`${NO_ENS_MESSAGE} ("vitalik.eth")`);
  });
});

describe('index.html preloads the App chunk (preloadAppChunk)', () => {
  type Handler = (html: string, ctx: { bundle?: Record<string, unknown>; chunk?: { fileName: string } }) => unknown;
  const handler = (preloadAppChunk().transformIndexHtml as { handler: Handler }).handler;
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
  });

  it('links the chunk holding src/app/App.tsx and the chunks it imports, not the entry', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', ['/repo/apps/web/src/main.tsx']),
      'assets/App-b.js': chunk(
        'assets/App-b.js',
        ['/repo/apps/web/src/app/routes.tsx', '/repo/apps/web/src/app/App.tsx'],
        ['assets/index-a.js', 'assets/shared-c.js'],
      ),
      'assets/index-d.css': { type: 'asset', fileName: 'assets/index-d.css' },
    };
    expect(handler('', { bundle, chunk: { fileName: 'assets/index-a.js' } })).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/App-b.js' }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/shared-c.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when no chunk holds the App module (renamed or inlined)', () => {
    const bundle = { 'assets/index-a.js': chunk('assets/index-a.js', ['/repo/apps/web/src/main.tsx']) };
    expect(() => handler('', { bundle, chunk: { fileName: 'assets/index-a.js' } })).toThrow(
      'no chunk holds src/app/App.tsx',
    );
  });
});

describe('the dev server /allocations/ (vite-config-plugin)', () => {
  let repo: string;
  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'gm-web-allocations-'));
    mkdirSync(path.join(repo, '.dev/allocations/1/shards'), { recursive: true });
    writeFileSync(path.join(repo, '.dev/allocations/1/manifest.json'), '{}');
    writeFileSync(path.join(repo, '.dev/allocations/1/shards/a.json'), '{}');
    writeFileSync(path.join(repo, 'secret.json'), '{}');
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('serves <repo>/.dev/allocations by default, ALLOCATIONS_DIR when set', () => {
    expect(allocationsDir(repo, {})).toBe(path.join(repo, '.dev/allocations'));
    expect(allocationsDir(repo, { ALLOCATIONS_DIR: '/srv/lists' })).toBe('/srv/lists');
  });

  it('a published file – found; a missing one, another type or a path out of the folder – null', () => {
    const dir = allocationsDir(repo, {});
    expect(allocationFile(dir, '/1/manifest.json')).toBe(path.join(dir, '1/manifest.json'));
    expect(allocationFile(dir, '/1/shards/a.json')).toBe(path.join(dir, '1/shards/a.json'));
    expect(allocationFile(dir, '/2/manifest.json')).toBeNull();
    expect(allocationFile(dir, '/../../secret.json')).toBeNull();
    expect(allocationFile(dir, '/%2e%2e/%2e%2e/secret.json')).toBeNull();
    expect(allocationFile(dir, '/1')).toBeNull();
  });
});
