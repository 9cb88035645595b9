import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const workspaceRoot = path.resolve(__dirname, '..', '..');

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
}

describe('docker-compose.yml – the indexer', () => {
  const services = (parse(readFileSync(path.join(workspaceRoot, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> }).services;
  const indexer = services['indexer'];

  it('runs the indexer (`npm run indexer`) on the PostgreSQL the API reads, against the chain, once both are healthy', () => {
    expect(indexer?.command).toEqual(['npm', 'run', 'start', '-w', '@gm-claim/indexer']);
    expect(indexer?.environment?.['DATABASE_URL']).toBe(services['api']?.environment?.['DATABASE_URL']);
    expect(indexer?.environment?.['INDEXER_RPC_URLS']).toBe('http://chain:8545');
    expect(indexer?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, chain: { condition: 'service_healthy' } });
  });

  it('has a healthcheck on its /healthz', () => {
    expect(indexer?.healthcheck?.test?.join(' ')).toContain(`127.0.0.1:${indexer?.environment?.['INDEXER_METRICS_PORT']}/healthz`);
  });
});
