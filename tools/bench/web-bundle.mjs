#!/usr/bin/env node
// Builds the web app and measures its JavaScript, gzip-compressed: the initial load (the entry
// chunk, its static imports, and the App chunk the entry always loads right away) and the total of
// every emitted chunk. Writes bench-results/web.json. Budget: initial JS ≤ 150 KB gzip.
// Also checks that WalletConnect (@walletconnect/*, @reown/appkit and src/core/wallet/walletconnect.ts)
// stays in lazy chunks loaded only when the user picks it: fails when any of it reaches the initial
// chunks, by the Vite manifest (which chunk holds which entry) and by the relay's own strings.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const BUDGET_BYTES = 150 * 1024;

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'], { cwd: webDir, stdio: 'inherit' });

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

// WalletConnect: the chunks reachable from the lazy connector module, and no relay code up front.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const fileOf = (key) => manifest[key]?.file.replace(/^assets\//, '');
// The chunk of src/core/wallet/walletconnect.ts (a dynamic entry; Rollup names it after the module, and
// lists it as a shared "_walletconnect-….js" when the relay's own modules are merged into it).
const relayEntryKey = Object.keys(manifest).find(
  (key) => key.endsWith('src/core/wallet/walletconnect.ts') || (manifest[key].name === 'walletconnect' && manifest[key].isDynamicEntry),
);
if (!relayEntryKey) throw new Error('WalletConnect is not lazy: src/core/wallet/walletconnect.ts is no dynamic entry (imported statically somewhere?)');
const relayChunks = new Set();
const visitRelay = (key) => {
  const name = fileOf(key);
  if (!name || relayChunks.has(name) || initial.has(name)) return;
  relayChunks.add(name);
  [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])].forEach(visitRelay);
};
visitRelay(relayEntryKey);
const relayModuleChunks = Object.entries(manifest)
  .filter(([key, chunk]) => /node_modules\/(@walletconnect|@reown)\//.test(chunk.src ?? key) || key === relayEntryKey)
  .map(([key]) => fileOf(key));
// Strings only the relay client and its QR modal contain (not the connector stub in the App chunk).
const RELAY_MARKERS = ['relay.walletconnect', 'ethereum_provider', 'w3m-modal', 'Please call connect() before request()'];
const relayInInitial = [
  ...relayModuleChunks.filter((name) => initial.has(name)),
  ...[...initial].filter((name) => RELAY_MARKERS.some((marker) => source(name).includes(marker))),
];
const walletConnect = {
  entryChunk: fileOf(relayEntryKey),
  lazyChunks: [...relayChunks].sort(),
  lazyJsGzipBytes: [...relayChunks].reduce((sum, name) => sum + gzipBytes(name), 0),
  inInitialChunks: [...new Set(relayInInitial)].sort(),
};

const initialJsGzipBytes = [...initial].reduce((sum, name) => sum + gzipBytes(name), 0);
const totalJsGzipBytes = files.reduce((sum, name) => sum + gzipBytes(name), 0);
const result = {
  initialJsGzipBytes,
  totalJsGzipBytes,
  budgetInitialJsGzipBytes: BUDGET_BYTES,
  withinBudget: initialJsGzipBytes <= BUDGET_BYTES,
  initialChunks: [...initial].sort(),
  walletConnectLazy: walletConnect.inInitialChunks.length === 0,
  walletConnect,
  chunkCount: files.length,
  measuredAt: new Date().toISOString(),
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`initialJsGzipBytes ${initialJsGzipBytes} (${(initialJsGzipBytes / 1024).toFixed(1)} KB, budget 150 KB)`);
console.log(`totalJsGzipBytes   ${totalJsGzipBytes} (${(totalJsGzipBytes / 1024).toFixed(1)} KB)`);
console.log(
  `walletConnect      ${walletConnect.lazyChunks.length} lazy chunks, ${walletConnect.lazyJsGzipBytes} B gzip, ` +
    (result.walletConnectLazy ? 'none in the initial chunks' : `IN THE INITIAL CHUNKS: ${walletConnect.inInitialChunks.join(', ')}`),
);
if (!result.withinBudget || !result.walletConnectLazy) process.exitCode = 1;
