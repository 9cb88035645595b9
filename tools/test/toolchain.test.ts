import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '..', '..');
const readVersion = (manifest: string): string =>
  (JSON.parse(readFileSync(path.join(workspaceRoot, manifest), 'utf8')) as { version: string }).version;
const bin = (name: string): string => path.join(workspaceRoot, 'node_modules', '.bin', name);

describe('pinned toolchain', () => {
  it('tests – run by npm test – run on the pinned Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('hardhat – after a clean install – runs with its native EDR binding', () => {
    const version = execFileSync(bin('hardhat'), ['--version'], {
      cwd: path.join(workspaceRoot, 'contracts'),
      encoding: 'utf8',
    });
    expect(version.trim()).toMatch(/^3\.\d+\.\d+$/);
    expect(readVersion('node_modules/@nomicfoundation/edr-linux-x64-gnu/package.json')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('nx and typescript – pinned versions – are the ones installed', () => {
    const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const nxVersion = readVersion('node_modules/nx/package.json');
    const tsVersion = readVersion('node_modules/typescript/package.json');
    expect(nxVersion).toBe(rootPackage.devDependencies.nx);
    for (const [name, range] of Object.entries(rootPackage.devDependencies)) {
      if (name.startsWith('@nx/')) expect(range).toBe(nxVersion);
    }
    expect(tsVersion).toMatch(/^5\.9\./);
    // The typecheck targets run TypeScript 7's native compiler, installed beside 5.9 (whose API ESLint uses).
    expect(readVersion('node_modules/typescript-7/package.json')).toBe(rootPackage.devDependencies['typescript-7']!.replace('npm:typescript@', ''));
  });
});
