/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentFilePath, localConfigBody } from '../../vite-config-plugin';

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

  it('without a deployment file: only the API URL (default http://127.0.0.1:3000)', () => {
    expect(localConfigBody(repo, { DEPLOYMENT_FILE: 'missing.json' })).toEqual({ apiUrl: 'http://127.0.0.1:3000' });
  });
});
