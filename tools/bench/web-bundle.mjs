#!/usr/bin/env node
// Builds the web app and measures its JavaScript, gzip-compressed: the initial load (the entry
// chunk, its static imports, and the App chunk the entry always loads right away) and the total of
// every emitted chunk. Writes bench-results/web.json. Budget: initial JS ≤ 150 KB gzip.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const BUDGET_BYTES = 150 * 1024;

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });

const assets = path.join(dist, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const gzipBytes = (name) => gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length;
const source = (name) => readFileSync(path.join(assets, name), 'utf8');

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html');
const preloads = [...html.matchAll(/modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);

// Static imports of a chunk (import ... from "./x.js"), followed transitively.
const staticImports = (name) => [...source(name).matchAll(/(?:^|[;\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]);
// The App chunk is imported by the entry as soon as the configuration is loaded.
const appChunk = files.find((name) => /^App-[\w-]+\.js$/.test(name));

const initial = new Set();
const visit = (name) => {
  if (!name || initial.has(name) || !files.includes(name)) return;
  initial.add(name);
  staticImports(name).forEach(visit);
};
[entry, ...preloads, appChunk].forEach(visit);

const initialJsGzipBytes = [...initial].reduce((sum, name) => sum + gzipBytes(name), 0);
const totalJsGzipBytes = files.reduce((sum, name) => sum + gzipBytes(name), 0);
const result = {
  initialJsGzipBytes,
  totalJsGzipBytes,
  budgetInitialJsGzipBytes: BUDGET_BYTES,
  withinBudget: initialJsGzipBytes <= BUDGET_BYTES,
  initialChunks: [...initial].sort(),
  chunkCount: files.length,
  measuredAt: new Date().toISOString(),
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`initialJsGzipBytes ${initialJsGzipBytes} (${(initialJsGzipBytes / 1024).toFixed(1)} KB, budget 150 KB)`);
console.log(`totalJsGzipBytes   ${totalJsGzipBytes} (${(totalJsGzipBytes / 1024).toFixed(1)} KB)`);
if (!result.withinBudget) process.exitCode = 1;
