import { execFileSync } from 'node:child_process';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '..', '..');
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
    expect(() => require.resolve('@nomicfoundation/edr-linux-x64-gnu', { paths: [workspaceRoot] })).not.toThrow();
  });

  it('nx and typescript – pinned versions – are the ones installed', () => {
    const rootPackage = require(path.join(workspaceRoot, 'package.json')) as {
      devDependencies: Record<string, string>;
    };
    const nxVersion = (require(path.join(workspaceRoot, 'node_modules/nx/package.json')) as { version: string }).version;
    const tsVersion = (require(path.join(workspaceRoot, 'node_modules/typescript/package.json')) as { version: string })
      .version;
    expect(nxVersion).toBe(rootPackage.devDependencies.nx);
    for (const [name, range] of Object.entries(rootPackage.devDependencies)) {
      if (name.startsWith('@nx/')) expect(range).toBe(nxVersion);
    }
    expect(tsVersion).toMatch(/^5\.9\./);
  });
});
