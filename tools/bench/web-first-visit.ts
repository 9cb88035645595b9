/**
 * `npm run bench:web`: the JavaScript of a REAL first visit. Builds the production app (with a Vite
 * manifest), serves it as production does (Debian's nginx with apps/web/nginx through the image's
 * entrypoint: tools/serve/web-server.ts), and loads `/`, `/vesting` and a type page (`/backer`) on a
 * desktop, and `/` on a phone (its notice modal opens at once), in headless Chromium, each in a fresh
 * context (empty cache) with no wallet, until the network is idle.
 * Every script the browser fetched is counted: its body gzip-compressed here at level 9 (so the figure
 * does not depend on the server's compression settings), and the bytes it took on the wire.
 * Budget: ≤ 125 KB gzip for the TGE page on a desktop (`/`, the first visit of most claimants: issue 40),
 * ≤ 150 KB for the other pages (✓/✗).
 *
 * Languages: the English first visit may fetch no language chunk (English is bundled). `/` is loaded once
 * more on a desktop for each other language (the browser's language set to it, as `navigator.languages`
 * would say), and what that language adds to the English visit is printed per language: its messages
 * chunk, fetched on demand. Budget: ≤ 15 KB gzip a language (✓/✗).
 *
 * The app's RPC nodes are three counting JSON-RPC servers of this process: the bench prints how many
 * requests (and JSON-RPC calls, batches unpacked) the first visit sent to each node.
 *
 * WalletConnect stays lazy: no script of a first visit may hold the relay (@walletconnect/*,
 * @reown/appkit, src/core/wallet/walletconnect.ts — by the manifest's chunks and by the relay's own
 * strings), and src/core/wallet/walletconnect.ts must be a dynamic entry.
 *
 * ethers is built without @adraffy/ens-normalize (BSC has no ENS): no chunk outside WalletConnect's may hold it.
 *
 * Writes bench-results/web.json; exits 1 when a page is over budget, WalletConnect is not lazy, or
 * ens-normalize is bundled for ethers.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DESKTOP, launchBrowser, MOBILE } from '../e2e/browser';
import { assertServingToolsInstalled, REPO_ROOT, WEB_DIST } from '../serve/web-server';
import { countingNode, startBenchSite } from './bench-site';

const BUDGET_BYTES = 150 * 1024;
/** The TGE page's first visit on a desktop (issue 40: it had grown to 141 KB with the languages). */
const LANDING_BUDGET_BYTES = 125 * 1024;
const budgetOf = (pagePath: string, device: 'desktop' | 'mobile', locale?: string): number =>
  pagePath === '/' && device === 'desktop' && !locale ? LANDING_BUDGET_BYTES : BUDGET_BYTES;
/** What another language may add to the English first visit (its messages chunk). */
const LOCALE_BUDGET_BYTES = 15 * 1024;
/** The app's other languages and the browser language each is detected from. */
const LOCALE_VISITS: Array<{ locale: string; browser: string }> = [
  { locale: 'zh-CN', browser: 'zh-CN' },
  { locale: 'zh-TW', browser: 'zh-TW' },
  { locale: 'ko', browser: 'ko-KR' },
  { locale: 'vi', browser: 'vi-VN' },
  { locale: 'tr', browser: 'tr-TR' },
  { locale: 'id', browser: 'id-ID' },
  { locale: 'ru', browser: 'ru-RU' },
  { locale: 'es', browser: 'es-ES' },
];
/** Desktop pages, and the phone layout of `/` (which opens its notice modal at once). */
const VISITS: Array<{ path: string; device: 'desktop' | 'mobile'; locale?: string; browser?: string }> = [
  { path: '/', device: 'desktop' },
  { path: '/vesting', device: 'desktop' },
  { path: '/backer', device: 'desktop' },
  { path: '/', device: 'mobile' },
  ...LOCALE_VISITS.map(({ locale, browser }) => ({ path: '/', device: 'desktop' as const, locale, browser })),
];
const CHAIN_ID = 56;
/** Strings only the relay client and its QR modal contain (not the connector stub). */
const RELAY_MARKERS = [
  'relay.walletconnect',
  'ethereum_provider',
  'w3m-modal',
  'Please call connect() before request()',
];
/** A message only @adraffy/ens-normalize's code holds: ethers gets a stub (noEnsNormalizeForEthers). */
const ENS_NORMALIZE_MARKER = 'whole-script confusable';

interface ScriptRow {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  transferredBytes: number;
}

interface PageResult {
  path: string;
  device: 'desktop' | 'mobile';
  /** Set for the language visits: the app's locale, detected from the browser's language. */
  locale?: string;
  scripts: ScriptRow[];
  jsGzipBytes: number;
  budgetBytes: number;
  jsRawBytes: number;
  jsTransferredBytes: number;
  withinBudget: boolean;
  /** Scripts of this visit holding WalletConnect's relay. */
  walletConnectScripts: string[];
  /** Requests / JSON-RPC calls the visit sent to each configured RPC node, in configuration order. */
  rpc: Array<{ node: number; requests: number; calls: number; methods: Record<string, number> }>;
}

/** Each language's messages chunk by the Vite manifest (src/core/i18n/messages/<locale>.ts, a dynamic entry). */
function localeChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;
  const chunks = new Map<string, string>();
  for (const { locale } of LOCALE_VISITS) {
    const key = Object.keys(manifest).find(
      (name) => name.endsWith(`src/core/i18n/messages/${locale}.ts`) && !name.includes('/messages/pages/'),
    );
    const chunk = key && !key.includes('/messages/pages/') ? manifest[key] : undefined;
    if (!chunk?.isDynamicEntry)
      throw new Error(`The ${locale} messages are no chunk of their own (imported statically somewhere?)`);
    chunks.set(locale, path.basename(chunk.file));
  }
  // The verifier's, /fairness' and /ops' texts (every language, English too): fetched by those pages only.
  for (const [key, chunk] of Object.entries(manifest))
    if (/src\/core\/i18n\/messages\/pages\/[\w-]+\.ts$/.test(key))
      chunks.set(`pages:${key}`, path.basename(chunk.file));
  return chunks;
}

/** The chunks of WalletConnect by the Vite manifest: the lazy connector module and @walletconnect/@reown modules. */
function walletConnectChunks(): { entryChunk: string; chunks: Set<string> } {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; name?: string; isDynamicEntry?: boolean }
  >;
  const entryKey = Object.keys(manifest).find(
    (key) =>
      key.endsWith('src/core/wallet/walletconnect.ts') ||
      (manifest[key]?.name === 'walletconnect' && manifest[key]?.isDynamicEntry),
  );
  if (!entryKey || !manifest[entryKey]?.isDynamicEntry)
    throw new Error(
      'WalletConnect is not lazy: src/core/wallet/walletconnect.ts is no dynamic entry (imported statically somewhere?)',
    );
  const chunks = new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => /node_modules\/(@walletconnect|@reown)\//.test(chunk.src ?? key) || key === entryKey)
      .map(([, chunk]) => path.basename(chunk.file)),
  );
  return { entryChunk: path.basename(manifest[entryKey].file), chunks };
}

async function main(): Promise<void> {
  assertServingToolsInstalled({ brotli: false });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  const walletConnect = walletConnectChunks();
  const languageChunks = localeChunks();
  // ENS normalisation may only remain where WalletConnect's own libraries bring it (lazy).
  const ensChunks = readdirSync(path.join(WEB_DIST, 'assets')).filter(
    (name) =>
      name.endsWith('.js') && readFileSync(path.join(WEB_DIST, 'assets', name), 'utf8').includes(ENS_NORMALIZE_MARKER),
  );
  const ensOutsideWalletConnect = ensChunks.filter((name) => !walletConnect.chunks.has(name));
  const nodes = [await countingNode(CHAIN_ID), await countingNode(CHAIN_ID), await countingNode(CHAIN_ID)];
  const server = await startBenchSite(
    nodes.map((node) => node.url),
    CHAIN_ID,
  );
  const browser = await launchBrowser();
  const pages: PageResult[] = [];
  try {
    for (const { path: pagePath, device, locale, browser: browserLanguage } of VISITS) {
      const before = nodes.map((node) => ({
        requests: node.requests,
        calls: node.calls,
        methods: { ...node.methods },
      }));
      const context = await browser.newContext({
        ...(device === 'mobile' ? MOBILE : DESKTOP),
        ...(browserLanguage ? { locale: browserLanguage } : {}),
      });
      // Only this machine: anything else (fonts, analytics, a wallet's page) would not be the app's bytes.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      const page = await context.newPage();
      const pending: Promise<ScriptRow | null>[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        const isScript = /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
        if (!isScript || response.status() !== 200) return;
        pending.push(
          (async () => {
            const body = await response.body();
            const sizes = await response.request().sizes();
            return {
              url: new URL(response.url()).pathname,
              rawBytes: body.length,
              gzipBytes: gzipSync(body, { level: 9 }).length,
              transferredBytes: sizes.responseBodySize + sizes.responseHeadersSize,
            };
          })().catch(() => null),
        );
      });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
      // React mounts after config.json; lazy chunks it asks for then are part of the first visit too.
      await page.waitForLoadState('networkidle');
      const scripts = (await Promise.all(pending)).filter((row): row is ScriptRow => row !== null);
      const bodies = await Promise.all(
        scripts.map(async (row) => ({ row, text: await (await fetch(`${server.url}${row.url}`)).text() })),
      );
      await context.close();
      const jsGzipBytes = scripts.reduce((sum, row) => sum + row.gzipBytes, 0);
      pages.push({
        path: pagePath,
        device,
        ...(locale ? { locale } : {}),
        scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
        jsGzipBytes,
        jsRawBytes: scripts.reduce((sum, row) => sum + row.rawBytes, 0),
        jsTransferredBytes: scripts.reduce((sum, row) => sum + row.transferredBytes, 0),
        budgetBytes: budgetOf(pagePath, device, locale),
        withinBudget: jsGzipBytes <= budgetOf(pagePath, device, locale),
        walletConnectScripts: bodies
          .filter(
            ({ row, text }) =>
              walletConnect.chunks.has(path.basename(row.url)) || RELAY_MARKERS.some((marker) => text.includes(marker)),
          )
          .map(({ row }) => row.url),
        rpc: nodes.map((node, index) => {
          const was = before[index] as { requests: number; calls: number; methods: Record<string, number> };
          const methods = Object.fromEntries(
            Object.entries(node.methods)
              .map(([method, count]) => [method, count - (was.methods[method] ?? 0)] as const)
              .filter(([, count]) => count > 0),
          );
          return { node: index + 1, requests: node.requests - was.requests, calls: node.calls - was.calls, methods };
        }),
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    await Promise.all(nodes.map((node) => node.close()));
  }

  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const englishPages = pages.filter((page) => !page.locale);
  console.log('First visit (no wallet, empty cache), every script the browser fetched:');
  console.table(
    englishPages.map((page) => ({
      page: page.path,
      device: page.device,
      scripts: page.scripts.length,
      'gzip -9': kb(page.jsGzipBytes),
      transferred: kb(page.jsTransferredBytes),
      raw: kb(page.jsRawBytes),
      budget: `${page.withinBudget ? '✓' : '✗'} ≤ ${page.budgetBytes / 1024} KB`,
      'RPC requests per node': page.rpc.map((node) => node.requests).join(' / '),
      WalletConnect: page.walletConnectScripts.length === 0 ? '✓ lazy' : `✗ ${page.walletConnectScripts.join(', ')}`,
    })),
  );
  // Languages: the English visits fetch no language chunk; each other language adds its own chunk to `/`.
  const chunkNames = new Set(languageChunks.values());
  const englishWithLanguageChunk = englishPages.filter((page) =>
    page.scripts.some((row) => chunkNames.has(path.basename(row.url))),
  );
  const englishHome = englishPages.find((page) => page.path === '/' && page.device === 'desktop') as PageResult;
  const languages = pages
    .filter((page) => page.locale)
    .map((page) => {
      const chunk = languageChunks.get(page.locale as string) as string;
      const own = page.scripts.find((row) => path.basename(row.url) === chunk);
      const addedGzipBytes = page.jsGzipBytes - englishHome.jsGzipBytes;
      return {
        locale: page.locale as string,
        chunk,
        chunkFetched: own !== undefined,
        chunkGzipBytes: own?.gzipBytes ?? 0,
        totalGzipBytes: page.jsGzipBytes,
        addedGzipBytes,
        withinBudget: own !== undefined && addedGzipBytes <= LOCALE_BUDGET_BYTES,
      };
    });
  console.log('Another language (`/`, desktop, the browser set to it) against the English visit:');
  console.table(
    languages.map((row) => ({
      locale: row.locale,
      'its chunk': row.chunkFetched ? `${row.chunk} (${kb(row.chunkGzipBytes)} gzip)` : `✗ ${row.chunk} not fetched`,
      'first visit gzip -9': kb(row.totalGzipBytes),
      'added to English': kb(row.addedGzipBytes),
      budget: `${row.withinBudget ? '✓' : '✗'} ≤ 15 KB`,
    })),
  );
  console.log(
    `English first visits: ${englishWithLanguageChunk.length === 0 ? '✓ no language chunk fetched (English is bundled)' : `✗ a language chunk fetched on ${englishWithLanguageChunk.map((page) => page.path).join(', ')}`}`,
  );
  for (const page of englishPages) {
    const calls = page.rpc.filter((node) => node.calls > 0);
    console.log(
      `${page.path} (${page.device}): ${calls.length === 0 ? 'no JSON-RPC request' : calls.map((node) => `node ${node.node}: ${node.requests} requests, ${JSON.stringify(node.methods)}`).join('; ')}`,
    );
  }
  const walletConnectLazy = pages.every((page) => page.walletConnectScripts.length === 0);
  const result = {
    measuredAt: new Date().toISOString(),
    method:
      'production build served by nginx (apps/web/nginx), headless Chromium (desktop 1440×900; mobile 390×844 iPhone), fresh context, no wallet, until network idle; every fetched script body gzip -9',
    budgetJsGzipBytesPerPage: BUDGET_BYTES,
    budgetJsGzipBytesLanding: LANDING_BUDGET_BYTES,
    withinBudget: englishPages.every((page) => page.withinBudget),
    budgetLanguageGzipBytes: LOCALE_BUDGET_BYTES,
    languagesWithinBudget: languages.every((row) => row.withinBudget) && englishWithLanguageChunk.length === 0,
    languages,
    walletConnectLazy,
    walletConnectEntryChunk: walletConnect.entryChunk,
    ensNormalizeChunks: ensChunks,
    ensNormalizeOutsideWalletConnect: ensOutsideWalletConnect,
    rpcNodes: nodes.length,
    pages: englishPages,
    languagePages: pages.filter((page) => page.locale),
  };
  mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(REPO_ROOT, 'bench-results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `walletConnect: ${walletConnectLazy ? '✓ in no first-visit script' : '✗ IN A FIRST-VISIT SCRIPT'} (lazy entry ${walletConnect.entryChunk})`,
  );
  console.log(
    `ens-normalize: ${ensOutsideWalletConnect.length === 0 ? `✓ stubbed for ethers${ensChunks.length ? ` (only in WalletConnect's lazy ${ensChunks.join(', ')})` : ', in no chunk'}` : `✗ bundled in ${ensOutsideWalletConnect.join(', ')}`}`,
  );
  if (!result.withinBudget || !result.languagesWithinBudget || !walletConnectLazy || ensOutsideWalletConnect.length > 0)
    process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
