/**
 * Headless Chromium for browser journeys (the system /usr/bin/chromium; `npx playwright install`
 * cannot download here) and the two device profiles the app distinguishes by user agent.
 */
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Only the local stack: every other host goes to a proxy that is not there (port 9, nothing listens:
 * net::ERR_PROXY_CONNECTION_FAILED), so wallet install pages and anything else outside are never
 * loaded. Chromium never sends loopback hosts (localhost, 127.0.0.1) to a proxy. This blocks in the
 * browser itself: a route on every context (`context.route`) did the same through the DevTools
 * protocol, every request paused and handed to jest and back, and Playwright turns the browser's
 * cache off while a context has a route.
 */
const NO_OUTSIDE = '--proxy-server=http://127.0.0.1:9';

/** A URL outside the local stack (which the browser does not load: CHROMIUM_ARGS). */
const OUTSIDE = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/;

/**
 * The --disable-features list playwright-core (1.65) passes. Chromium keeps only the LAST --disable-features
 * switch on its command line, so ours has to repeat Playwright's list or it would switch those features back
 * on; tools/test/chromium-args.test.ts reads the running browser's command line and fails if this copy falls
 * behind Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds each window's browser UI, and its address bar's suggestion popup is a WebUI
 * page with a renderer of its own: one per browser context, about 0.35 CPU-s each plus work in the browser
 * process, for a popup no page under test can open. The journeys open a context per user.
 */
export const BROWSER_UI_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_DISABLED_FEATURES].join(',')}`,
  NO_OUTSIDE,
];

/** Throws a clear message when there is no browser to run the journeys with. */
export function assertBrowserInstalled(): void {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `The end-to-end journeys need Chromium at ${CHROMIUM_PATH}, which is missing or not executable. ` +
        'Install it with `apt-get install -y chromium` (.ci/run does) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

export function launchBrowser(): Promise<Browser> {
  assertBrowserInstalled();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageWithLogs {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, for the journey to assert on. */
  errors: string[];
  /** Every console message, page error and popup, timestamped: saved when a journey fails. */
  console: string[];
  /** URLs outside the stack the page tried to open (install pages); they are never loaded. */
  popups: string[];
}

/**
 * In every page of a context: each toast's text as it appears, with the page's time (ms), kept in
 * `window.__gmToasts`, and the page's time it left the page (`gone`). A success toast lasts 2 s; when a journey
 * waits for one in vain, `toast()` says which toasts the page did show (journey.ts). Only added and removed nodes
 * are looked at, not every attribute change.
 */
export const TOAST_HISTORY_SCRIPT = `(() => {
  const seen = (window.__gmToasts = []);
  const entries = new WeakMap();
  const toastsIn = (node) => node.matches('.Toastify__toast') ? [node] : node.querySelectorAll('.Toastify__toast');
  const note = (node) => {
    if (!(node instanceof Element)) return;
    for (const toast of toastsIn(node)) {
      const entry = { at: Math.round(performance.now()), text: '' };
      entries.set(toast, entry);
      // The text is filled in by React right after the node is added.
      queueMicrotask(() => { entry.text = (toast.textContent || '').trim(); seen.push(entry); });
    }
  };
  const gone = (node) => {
    if (!(node instanceof Element)) return;
    for (const toast of toastsIn(node)) {
      const entry = entries.get(toast);
      if (entry && entry.gone === undefined) entry.gone = Math.round(performance.now());
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) note(node);
      for (const node of record.removedNodes) gone(node);
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** A fresh context (own local storage) and page that records its console. */
export async function newPage(browser: Browser, device: BrowserContextOptions): Promise<PageWithLogs> {
  const context = await browser.newContext(device);
  await context.addInitScript(TOAST_HISTORY_SCRIPT);
  const started = Date.now();
  const consoleLines: string[] = [];
  const errors: string[] = [];
  const popups: string[] = [];
  const note = (line: string): void => void consoleLines.push(`+${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
  // Only the local stack (CHROMIUM_ARGS): wallet install pages and anything else outside fail unopened, noted
  // here. Failed requests only: a listener of every request would have each one sent to jest.
  context.on('requestfailed', (request) => {
    if (!OUTSIDE.test(request.url())) return;
    note(`[blocked] ${request.url()}`);
    if (request.isNavigationRequest()) popups.push(request.url());
  });
  const page = await context.newPage();
  watchPage(page, note, errors);
  return { context, page, errors, console: consoleLines, popups };
}

/** Records a page's console messages, page errors and failed requests (`errors`: what a journey asserts on). */
export function watchPage(page: Page, note: (line: string) => void, errors: string[]): void {
  page.on('console', (message) => {
    note(`[${message.type()}] ${message.text()}`);
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    note(`[pageerror] ${error.stack ?? error.message}`);
    errors.push(error.message);
  });
  page.on('requestfailed', (request) => note(`[requestfailed] ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
}
