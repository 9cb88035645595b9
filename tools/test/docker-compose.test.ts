import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const workspaceRoot = path.resolve(__dirname, '..', '..');
const composeFile = path.join(workspaceRoot, 'docker-compose.yml');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  depends_on?: Record<string, unknown> | string[];
}

function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0) return ['docker-compose'];
  return null;
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(composeFile, 'utf8')) as { services: Record<string, ComposeService> };

  it('declares PostgreSQL, the chain, the api and the web', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'chain', 'api', 'web']));
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
  });

  it('builds every non-image service from a Dockerfile that exists', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image) continue;
      expect(service.build).toBeDefined();
      const dockerfile = path.join(workspaceRoot, service.build?.context ?? '.', service.build?.dockerfile ?? '');
      expect({ name, exists: existsSync(dockerfile) }).toEqual({ name, exists: true });
    }
  });

  it('validates with `docker compose config` when a compose client is present', () => {
    const command = composeCommand();
    if (!command) {
      console.warn('No docker compose client on this machine: validated the YAML structure only');
      return;
    }
    const [bin, ...args] = command;
    const output = execFileSync(bin as string, [...args, '-f', composeFile, 'config', '--services'], {
      encoding: 'utf8',
    });
    expect(output.split('\n').filter(Boolean).sort()).toEqual(Object.keys(compose.services).sort());
  });
});
