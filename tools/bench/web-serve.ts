/**
 * `npm run bench:serve`: what the production web server sends for the first load — the built app
 * (web:build) served by Debian's nginx with apps/web/nginx, started by the image's entrypoint. Prints
 * the bytes on the wire of index.html, the entry script, the App chunk and the stylesheet without
 * compression, with gzip and with brotli (as a browser asks: Accept-Encoding), and writes
 * bench-results/web-serve.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertServingToolsInstalled,
  entryAssets,
  rawRequest,
  REPO_ROOT,
  startWebServer,
  WEB_DIST,
} from '../serve/web-server';

const A = (digit: string): string => `0x${digit.repeat(40)}`;

async function main(): Promise<void> {
  assertServingToolsInstalled({ brotli: true });
  execFileSync('npx', ['nx', 'run', 'web:build', '--outputStyle=static'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const { script, stylesheet } = entryAssets(html);
  const app = readdirSync(path.join(WEB_DIST, 'assets')).find((name) => /^App-.*\.js$/.test(name));
  const files: [string, string][] = [
    ['index.html', '/'],
    ['entry script', script],
    ...(app ? ([['App chunk', `/assets/${app}`]] as [string, string][]) : []),
    ['stylesheet', stylesheet],
  ];
  const server = await startWebServer({
    apiUpstream: 'http://127.0.0.1:9',
    env: {
      VITE_CHAIN_ID: '56',
      VITE_GM_CHALLENGE_ADDRESS: A('2'),
      VITE_GM_VESTING_ADDRESSES: `{"PUBLIC":"${A('3')}"}`,
    },
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [name, url] of files) {
      const row: Record<string, string | number> = { file: name, path: url };
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await rawRequest(`${server.url}${url}`, { headers: { 'Accept-Encoding': encoding } });
        if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
        const served = response.headers['content-encoding'] ?? 'identity';
        if (served !== encoding) throw new Error(`${url}: asked for ${encoding}, got ${served}`);
        row[encoding === 'identity' ? 'raw bytes' : `${encoding} bytes`] = response.body.length;
      }
      row['br vs raw'] = `${((100 * Number(row['br bytes'])) / Number(row['raw bytes'])).toFixed(1)}%`;
      rows.push(row);
    }
  } finally {
    await server.stop();
  }
  const total = (key: string): number => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  rows.push({
    file: 'total',
    path: '',
    'raw bytes': total('raw bytes'),
    'gzip bytes': total('gzip bytes'),
    'br bytes': total('br bytes'),
  });
  console.table(rows);
  mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench-results/web-serve.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
