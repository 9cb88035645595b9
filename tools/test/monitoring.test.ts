import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const workspaceRoot = path.resolve(__dirname, '..', '..');
const monitoring = path.join(workspaceRoot, 'monitoring');
const rulesFile = path.join(monitoring, 'prometheus', 'rules', 'gm-claim.rules.yml');

/** Debian's `prometheus` package ships promtool (`.ci/run` installs it). */
function promtool(args: string[], cwd: string): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if (run.error)
    throw new Error('promtool is not installed: `apt-get install -y prometheus` (Debian) — .ci/run installs it');
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Every metric name a PromQL expression mentions that the project itself exports (gm_* and the API's histogram). */
function projectMetrics(expr: string): string[] {
  return [...expr.matchAll(/\b(gm_[a-z0-9_]+|http_request_duration_seconds(?:_count|_bucket|_sum)?)\b/g)].map(
    (match) => match[1] as string,
  );
}

/** The names the API, the indexer and the relayer really export, from their sources (the gauges' spec names get gm_operator_). */
function exportedMetrics(): Set<string> {
  const names = new Set<string>(['http_request_duration_seconds']);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(dir, entry.name)]
          : [],
    );
  // The API, the indexer and the relayer (split out of the API, issue 40) and the server library they share.
  const sources = [
    ['apps', 'api'],
    ['apps', 'indexer'],
    ['apps', 'relayer'],
    ['libs', 'server'],
  ].flatMap((dir) => walk(path.join(workspaceRoot, ...dir, 'src')));
  for (const file of sources) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/name: '(gm_[a-z0-9_]+)'/g)) names.add(match[1] as string);
    for (const match of source.matchAll(/'(gm_[a-z0-9_]+_total)'/g)) names.add(match[1] as string);
    if (file.endsWith('operator-status-source.ts')) {
      for (const match of source.matchAll(/\['([a-z0-9_]+)', ['"]/g)) names.add(`gm_operator_${match[1]}`);
      for (const match of source.matchAll(/\{ name: '([a-z0-9_]+)', help/g)) names.add(`gm_operator_${match[1]}`);
    }
  }
  return names;
}

const base = (name: string): string => name.replace(/_(count|bucket|sum)$/, '');

describe('monitoring – alerting as code', () => {
  it('the alert rules pass `promtool check rules` and their unit tests (`promtool test rules`)', () => {
    const check = promtool(['check', 'rules', rulesFile], workspaceRoot);
    expect({ status: check.status, output: check.output }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
    const tests = path.join(monitoring, 'prometheus', 'tests');
    const files = readdirSync(tests).filter((file) => file.endsWith('.test.yml'));
    expect(files.length).toBeGreaterThan(0);
    const run = promtool(['test', 'rules', ...files], tests);
    expect({ status: run.status, output: run.output }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
  });

  it('every alert has a unit test that expects it to fire', () => {
    const rules = parse(readFileSync(rulesFile, 'utf8')) as { groups: { rules: { alert: string }[] }[] };
    const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    const tests = readdirSync(path.join(monitoring, 'prometheus', 'tests'))
      .map(
        (file) =>
          parse(readFileSync(path.join(monitoring, 'prometheus', 'tests', file), 'utf8')) as {
            tests: { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] }[];
          },
      )
      .flatMap((doc) => doc.tests.flatMap((test) => test.alert_rule_test ?? []));
    const firing = new Set(tests.filter((test) => test.exp_alerts.length > 0).map((test) => test.alertname));
    const quiet = new Set(tests.filter((test) => test.exp_alerts.length === 0).map((test) => test.alertname));
    expect(alerts.filter((alert) => !firing.has(alert))).toEqual([]);
    expect(alerts.filter((alert) => !quiet.has(alert))).toEqual([]);
  });

  it('the rules and the Grafana dashboard only use metrics the API and the indexer export', () => {
    const exported = exportedMetrics();
    const rules = parse(readFileSync(rulesFile, 'utf8')) as { groups: { rules: { expr: string }[] }[] };
    const dashboard = JSON.parse(
      readFileSync(path.join(monitoring, 'grafana', 'dashboards', 'gm-claim.json'), 'utf8'),
    ) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const used = [
      ...rules.groups.flatMap((group) => group.rules.flatMap((rule) => projectMetrics(rule.expr))),
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => projectMetrics(target.expr))),
    ];
    expect(used.length).toBeGreaterThan(10);
    expect([...new Set(used.map(base))].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('the Prometheus configuration is valid and scrapes the API and the indexer where compose runs them', () => {
    const config = path.join(monitoring, 'prometheus', 'prometheus.yml');
    const check = promtool(['check', 'config', '--syntax-only', config], workspaceRoot);
    expect({ status: check.status, output: check.output }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
    const parsed = parse(readFileSync(config, 'utf8')) as {
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const targets = Object.fromEntries(
      parsed.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((c) => c.targets)]),
    );
    const compose = parse(readFileSync(path.join(workspaceRoot, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { environment?: Record<string, string>; volumes?: string[]; image?: string }>;
    };
    expect(targets['gm-api']).toEqual([`api:${compose.services['api']?.environment?.['PORT']}`]);
    expect(targets['gm-indexer']).toEqual([
      `indexer:${compose.services['indexer']?.environment?.['INDEXER_METRICS_PORT']}`,
    ]);
    expect(targets['gm-relayer']).toEqual([`relayer:${compose.services['relayer']?.environment?.['RELAYER_PORT']}`]);
    expect(compose.services['api']?.environment?.['RELAYER_STATUS_URL']).toBe(
      `http://relayer:${compose.services['relayer']?.environment?.['RELAYER_PORT']}/relay/status`,
    );
    const prometheus = compose.services['prometheus'];
    // The image comes from the environment, the registry's image by default (`${PROMETHEUS_IMAGE:-prom/prometheus:…}`):
    // without a registry, tools/compose builds a local one from Debian's package (issue 38).
    expect(prometheus?.image).toMatch(/^\$\{PROMETHEUS_IMAGE:-prom\/prometheus:[^}]+\}$/);
    expect(prometheus?.volumes).toEqual(
      expect.arrayContaining([
        './monitoring/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
        './monitoring/prometheus/rules:/etc/prometheus/rules:ro',
      ]),
    );
    expect(compose.services['grafana']?.volumes).toEqual(
      expect.arrayContaining(['./monitoring/grafana/dashboards:/var/lib/grafana/dashboards:ro']),
    );
  });
});
