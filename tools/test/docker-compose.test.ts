import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const workspaceRoot = path.resolve(__dirname, '..', '..');
const composeFile = path.join(workspaceRoot, 'docker-compose.yml');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  ports?: string[];
  expose?: string[];
  restart?: string;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string };
  environment?: Record<string, string>;
}

interface Stage {
  from: string;
  name?: string;
  lines: string[];
}

/** A Dockerfile's stages, in order: each one's FROM, its name (`AS …`) and its instructions. */
function stagesOf(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of dockerfile.split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1] as string, name: from[2], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** The stages a target is built from, its base first; the last stage without a target. */
function stageChain(stages: Stage[], target: string | undefined): Stage[] {
  let stage = target ? stages.find((candidate) => candidate.name === target) : stages.at(-1);
  const chain: Stage[] = [];
  while (stage) {
    chain.unshift(stage);
    const from = stage.from;
    stage = stages.find((candidate) => candidate.name === from);
  }
  return chain;
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
    // The registry's image by default; POSTGRES_IMAGE names the local one (tools/compose/build-images.sh).
    expect(compose.services.postgres?.image).toMatch(/^\$\{POSTGRES_IMAGE:-postgres:[^}]+\}$/);
  });

  it('builds every service without a registry image from a Dockerfile that exists', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) {
        expect({ name, image: Boolean(service.image) }).toEqual({ name, image: true });
        continue;
      }
      const dockerfile = path.join(workspaceRoot, service.build?.context ?? '.', service.build?.dockerfile ?? '');
      expect({ name, exists: existsSync(dockerfile) }).toEqual({ name, exists: true });
    }
  });

  it('gives every service a healthcheck, and starts each one after what it depends on is healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, healthcheck: Boolean(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
      const dependsOn = service.depends_on ?? {};
      expect({ name, list: Array.isArray(dependsOn) }).toEqual({ name, list: false });
      for (const [dependency, condition] of Object.entries(dependsOn)) {
        expect({ name, dependency, condition: condition.condition }).toEqual({
          name,
          dependency,
          condition: 'service_healthy',
        });
      }
    }
  });

  it('configures the web at start from the deployment file the chain writes, with the API behind its /api/', () => {
    const web = compose.services.web;
    expect(web?.environment).toMatchObject({
      API_UPSTREAM: 'http://api:3000',
      DEPLOYMENT_FILE: compose.services.api?.environment?.DEPLOYMENT_FILE,
      VITE_API_URL: '${VITE_API_URL:-/api}',
    });
    expect(Object.keys(web?.depends_on ?? {})).toEqual(expect.arrayContaining(['api', 'chain']));
  });

  it('runs the relayer on the PostgreSQL and deployment the API uses, with the web proxying /relay/ to it', () => {
    const relayer = compose.services.relayer;
    const api = compose.services.api;
    expect(relayer?.build).toMatchObject({ dockerfile: 'Dockerfile', target: 'relayer' });
    expect(relayer?.environment).toMatchObject({
      DATABASE_URL: api?.environment?.DATABASE_URL,
      DEPLOYMENT_FILE: api?.environment?.DEPLOYMENT_FILE,
      RELAYER_RPC_URLS: 'http://chain:8545',
      RELAYER_PORT: '3100',
    });
    expect(Object.keys(relayer?.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'chain']));
    expect(compose.services.web?.environment).toMatchObject({
      RELAYER_UPSTREAM: 'http://relayer:3100',
      VITE_RELAYER_URL: '${VITE_RELAYER_URL-/relay}',
    });
    expect(Object.keys(compose.services.web?.depends_on ?? {})).toContain('relayer');
  });

  it("takes every Dockerfile's base image as a build argument, the registry's by default", () => {
    const defaults: Record<string, string> = {
      NODE_IMAGE: 'node:24-bookworm-slim',
      DEBIAN_IMAGE: 'debian:bookworm-slim',
    };
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      const dockerfile = readFileSync(
        path.join(workspaceRoot, service.build.context, service.build.dockerfile),
        'utf8',
      );
      const stages = stagesOf(dockerfile);
      const target = service.build.target;
      expect({ name, target, found: !target || stages.some((stage) => stage.name === target) }).toEqual({
        name,
        target,
        found: true,
      });
      // The stages the service's image is built from: the target's chain, and the stages it copies from.
      const chain = stageChain(stages, target);
      const copied = chain.flatMap((stage) =>
        stage.lines.flatMap((line) => {
          const source = /^COPY\s+.*--from=(\S+)/.exec(line)?.[1];
          return source ? stageChain(stages, source) : [];
        }),
      );
      const named = new Set(stages.map((stage) => stage.name).filter(Boolean));
      const froms = [...new Set([...copied, ...chain])].map((stage) => stage.from).filter((from) => !named.has(from));
      for (const from of froms.filter((image) => image.startsWith('$'))) {
        const arg = /^\$\{(\w+)\}$/.exec(from)?.[1] as string;
        expect({ name, from, declared: new RegExp(`^ARG ${arg}=${defaults[arg]}$`, 'm').test(dockerfile) }).toEqual({
          name,
          from,
          declared: true,
        });
        expect({ name, arg, value: service.build.args?.[arg] }).toEqual({
          name,
          arg,
          value: `\${${arg}:-${defaults[arg]}}`,
        });
      }
      // Every stage but one built on an earlier stage starts from an argument (no registry name hard-coded).
      expect({ name, hardCoded: froms.filter((image) => !image.startsWith('$')) }).toEqual({ name, hardCoded: [] });
      // The image runs as an unprivileged user (the last USER of its chain of stages) and has a healthcheck.
      const instructions = chain.flatMap((stage) => stage.lines);
      const user = instructions.filter((line) => /^USER\s/.test(line)).at(-1);
      expect({
        name,
        user: Boolean(user && /^USER (?!root)\S+/.test(user)),
        healthcheck: instructions.some((line) => /^HEALTHCHECK /.test(line)),
      }).toEqual({
        name,
        user: true,
        healthcheck: true,
      });
    }
  });

  it("publishes no relayer port: only the web's nginx reaches it (it trusts one X-Forwarded-For hop)", () => {
    expect(compose.services.relayer?.ports).toBeUndefined();
    expect(compose.services.relayer?.expose).toEqual(['3100']);
  });

  it('restarts every service but the local chain when its process dies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'chain') continue;
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
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
