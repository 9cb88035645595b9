/**
 * `npm run bench:lighthouse`: Lighthouse (the `lighthouse` package, Debian's /usr/bin/chromium through
 * chrome-launcher) on `/` and `/vesting`, mobile (Lighthouse's default: a mid-range phone, simulated slow
 * 4G and 4× CPU) and desktop, against the production build served as production serves it (Debian's
 * nginx with apps/web/nginx through the image's entrypoint: tools/serve/web-server.ts, compression and
 * cache headers as shipped). Prints Performance / Accessibility / Best practices / SEO per page × form
 * factor with the goals (mobile Performance ≥ 95, Accessibility 100, SEO 100: ✓/✗) and the audits that
 * cost points, and writes bench-results/lighthouse.json. A benchmark, not part of `npm test`: the exit
 * code is 0 unless Lighthouse itself cannot run. The median of `LIGHTHOUSE_RUNS` runs (default 3) is kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { assertBrowserInstalled, CHROMIUM_PATH } from '../e2e/browser';
import { assertServingToolsInstalled, REPO_ROOT } from '../serve/web-server';
import { countingNode, startBenchSite } from './bench-site';

const FORM_FACTORS = ['mobile', 'desktop'] as const;
/** LIGHTHOUSE_PAGES=/vesting and LIGHTHOUSE_FORM=mobile narrow a run down (default: both pages, both forms). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/vesting'];
const FORMS = FORM_FACTORS.filter((form) => !process.env.LIGHTHOUSE_FORM || process.env.LIGHTHOUSE_FORM === form);
/** LIGHTHOUSE_SAVE_DIR=folder keeps each full Lighthouse report (JSON) there. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Partial<Record<`${(typeof FORM_FACTORS)[number]}:${(typeof CATEGORIES)[number]}`, number>> = {
  'mobile:performance': 95,
  'mobile:accessibility': 100,
  'mobile:seo': 100,
  'desktop:accessibility': 100,
  'desktop:seo': 100,
};
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface Row {
  page: string;
  formFactor: (typeof FORM_FACTORS)[number];
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  /** Audits scored below 1 (title: display value), for the categories that miss their goal. */
  findings: string[];
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function summarise(page: string, formFactor: Row['formFactor'], lhrs: Result[]): Row {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      median(lhrs.map((lhr) => Math.round(100 * (lhr.categories[category]?.score ?? 0)))),
    ]),
  ) as Row['scores'];
  const lhr =
    lhrs.find((run) => Math.round(100 * (run.categories.performance?.score ?? 0)) === scores.performance) ?? lhrs[0]!;
  const metricIds = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
  const findings: string[] = [];
  for (const category of CATEGORIES) {
    const ref = lhr.categories[category];
    if (!ref || ref.score === 1) continue;
    for (const auditRef of ref.auditRefs) {
      const audit = lhr.audits[auditRef.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || auditRef.weight === 0) continue;
      findings.push(`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return { page, formFactor, scores, metrics, findings };
}

async function main(): Promise<void> {
  assertServingToolsInstalled({ brotli: false });
  assertBrowserInstalled();
  execFileSync('npx', ['nx', 'run', 'web:build', '--outputStyle=static'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const node = await countingNode(56);
  const server = await startBenchSite([node.url], 56);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      for (const formFactor of FORMS) {
        const lhrs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          };
          const result = await lighthouse(
            `${server.url}${page}`,
            flags,
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page} (${formFactor})`);
          if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
          lhrs.push(result.lhr);
          if (SAVE_DIR) {
            mkdirSync(SAVE_DIR, { recursive: true });
            const name = `${page.replace(/\W+/g, '_') || 'root'}-${formFactor}-${run + 1}.json`;
            writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
          }
        }
        const row = summarise(page, formFactor, lhrs);
        rows.push(row);
        console.error(
          `measured ${page} ${formFactor}: ${CATEGORIES.map((category) => row.scores[category]).join(' / ')}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await node.close();
  }

  const mark = (row: Row, category: (typeof CATEGORIES)[number]): string => {
    const goal = GOALS[`${row.formFactor}:${category}`];
    const score = row.scores[category];
    return goal === undefined ? String(score) : `${score} ${score >= goal ? '✓' : '✗'} (≥ ${goal})`;
  };
  console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}on the production build served by nginx:`);
  console.table(
    rows.map((row) => ({
      page: row.page,
      form: row.formFactor,
      Performance: mark(row, 'performance'),
      Accessibility: mark(row, 'accessibility'),
      'Best practices': mark(row, 'best-practices'),
      SEO: mark(row, 'seo'),
      LCP: row.metrics['largest-contentful-paint'],
      TBT: row.metrics['total-blocking-time'],
      // Issue 40: no layout shift on either page.
      CLS: row.metrics['cumulative-layout-shift'],
    })),
  );
  for (const row of rows.filter((candidate) => candidate.findings.length > 0)) {
    console.log(`${row.page} ${row.formFactor}:\n${row.findings.map((finding) => `  - ${finding}`).join('\n')}`);
  }
  const goalsMet = rows.every((row) =>
    CATEGORIES.every((category) => {
      const goal = GOALS[`${row.formFactor}:${category}`];
      return goal === undefined || row.scores[category] >= goal;
    }),
  );
  console.log(`goals (mobile Performance ≥ 95, Accessibility 100, SEO 100): ${goalsMet ? '✓ met' : '✗ not all met'}`);
  mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench-results/lighthouse.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouseRuns: RUNS, goals: GOALS, goalsMet, rows }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
