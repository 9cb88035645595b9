/**
 * What every journey works with: pages on the stack (desktop or mobile, with or without the test
 * wallet), helpers that wait on what the user sees, and the evidence saved when a journey fails
 * (a screenshot of every open page, its console and the wallet's requests).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { newPage, watchPage, type PageWithLogs } from './browser';
import { REPO_ROOT, type Stack } from './stack';
import { devPrivateKey, installTestWallet, type TestWallet } from './wallet';
import { pngToWebp } from '../screenshots/webp';

export interface OpenOptions {
  /** Hardhat dev account of the injected wallet; no wallet is injected when omitted. */
  account?: number;
  /** The chain the wallet starts on (default: the stack's). */
  initialChainId?: number;
  /** false: the wallet does not know the stack's chain until the page adds it (see TestWalletOptions). */
  knowsChain?: boolean;
  /** The injected wallet speaks EIP-5792 (wallet_getCapabilities, wallet_sendCalls; see TestWalletOptions). */
  eip5792?: boolean;
  /** Path to open (default /). */
  path?: string;
  /** Local storage the browser starts with (what an earlier visit left; see `rememberedStorage`). */
  storageState?: BrowserContextOptions['storageState'];
  /** RPC nodes the app reads from instead of the stack's (its /config.json is rewritten); the wallet keeps the stack's. */
  appRpcUrl?: string;
  /** Several RPC nodes for the app's reads (as appRpcUrl, in this order before the app shuffles them). */
  appRpcUrls?: string[];
  /** An API the app calls instead of the stack's (its /config.json is rewritten; e.g. `stack.startSecondApi()`). */
  apiUrl?: string;
  /** A relayer the app calls instead of the stack's (its /config.json is rewritten; e.g. a port nothing listens on). */
  relayerUrl?: string;
}

export interface OpenedPage extends PageWithLogs {
  wallet: TestWallet | undefined;
}

/** ~The UI's longest waits: a transaction mined and its reads refetched on a busy 2-core machine. */
export const UI_TIMEOUT = 30_000;

export class Journey {
  readonly #opened: OpenedPage[] = [];

  constructor(
    readonly browser: Browser,
    readonly stack: Stack,
  ) {}

  async open(device: BrowserContextOptions, options: OpenOptions = {}): Promise<OpenedPage> {
    const logs = await newPage(
      this.browser,
      options.storageState === undefined ? device : { ...device, storageState: options.storageState },
    );
    const wallet =
      options.account === undefined
        ? undefined
        : await installTestWallet(logs.page, {
            privateKey: devPrivateKey(options.account),
            rpcUrl: this.stack.urls.rpc,
            chainId: this.stack.deployment.chainId,
            ...(options.initialChainId === undefined ? {} : { initialChainId: options.initialChainId }),
            ...(options.knowsChain === undefined ? {} : { knowsChain: options.knowsChain }),
            ...(options.eip5792 === undefined ? {} : { eip5792: options.eip5792 }),
          });
    const opened = { ...logs, wallet };
    this.#opened.push(opened);
    const rpcUrls = options.appRpcUrls ?? (options.appRpcUrl ? [options.appRpcUrl] : undefined);
    const { apiUrl, relayerUrl } = options;
    if (rpcUrls || apiUrl || relayerUrl) {
      // On the context: a second tab of it (`tab()`) reads the same configuration.
      await logs.context.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: {
            ...config,
            ...(rpcUrls ? { rpcUrls } : {}),
            ...(apiUrl ? { apiUrl } : {}),
            ...(relayerUrl ? { relayerUrl } : {}),
          },
        });
      });
    }
    await logs.page.goto(`${this.stack.urls.web}${options.path ?? '/'}`);
    return opened;
  }

  /**
   * A second tab in the same browser context as `of` (same local storage, same origin), with the same
   * wallet account, opened at `path`.
   */
  async tab(of: OpenedPage, account: number, path = '/'): Promise<OpenedPage> {
    const page = await of.context.newPage();
    const errors: string[] = [];
    const consoleLines: string[] = [];
    watchPage(page, (line) => void consoleLines.push(line), errors);
    const wallet = await installTestWallet(page, {
      privateKey: devPrivateKey(account),
      rpcUrl: this.stack.urls.rpc,
      chainId: this.stack.deployment.chainId,
    });
    const opened: OpenedPage = { context: of.context, page, errors, console: consoleLines, popups: [], wallet };
    this.#opened.push(opened);
    await page.goto(`${this.stack.urls.web}${path}`);
    return opened;
  }

  /** Screenshot, console and wallet requests of every page the journey opened, into `dir`. */
  async saveArtifacts(dir: string): Promise<void> {
    mkdirSync(dir, { recursive: true });
    for (const [index, opened] of this.#opened.entries()) {
      const name = `page-${index + 1}`;
      await opened.page
        .screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, timeout: 10_000 })
        .catch((error: unknown) => {
          writeFileSync(path.join(dir, `${name}.screenshot-error.txt`), String(error));
        });
      writeFileSync(path.join(dir, `${name}.console.log`), `${opened.page.url()}\n${opened.console.join('\n')}\n`);
      if (opened.wallet) {
        const requests = opened.wallet.requests.map(
          (request) =>
            `${request.method} ${JSON.stringify(request.params)}${request.error ? ` → ${JSON.stringify(request.error)}` : ''}`,
        );
        writeFileSync(path.join(dir, `${name}.wallet.log`), `${opened.wallet.address}\n${requests.join('\n')}\n`);
      }
    }
  }

  async close(): Promise<void> {
    for (const context of new Set(this.#opened.map((opened) => opened.context)))
      await context.close().catch(() => undefined);
  }
}

/**
 * Opt-in screenshots of the journeys' steps: with E2E_SCREENSHOTS set to a folder (relative to the
 * repository root, e.g. docs/screenshots), `screenshot(page, 'desktop-06-method')` saves
 * `<folder>/desktop-06-method.webp` (tools/screenshots/webp.ts); without it, it does nothing. Full page, except while a modal is
 * open: its fixed backdrop covers the viewport only, so the viewport is what the user sees. Finite
 * animations are finished first, unless `animations: 'allow'` (an overlay that fades out would be gone).
 */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? path.resolve(REPO_ROOT, process.env.E2E_SCREENSHOTS)
  : undefined;

/** In the page (the tools have no DOM types): every vesting bar shows the shares its aria-label states. */
const BAR_SETTLED = `Array.from(document.querySelectorAll('.gm-bar')).every((bar) => {
  const target = /Claimed ([\\d.]+)%, claimable ([\\d.]+)%/.exec(bar.getAttribute('aria-label') || '');
  const width = (testId) => parseFloat(bar.querySelector('[data-testid="' + testId + '"]')?.style.width || '0');
  return !target || (Math.abs(width('bar-claimed') - Number(target[1])) < 0.01 && Math.abs(width('bar-claimable') - Number(target[2])) < 0.01);
})`;

export async function screenshot(
  page: Page,
  name: string,
  options: { animations?: 'allow' | 'disabled'; settleBar?: boolean; scale?: 'css' | 'device' } = {},
): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const modalOpen = (await page.getByRole('dialog').count()) > 0;
  // The vesting bar fills in two timed phases (1 s, 2 s): shoot it filled, as the user sees it settle
  // (settleBar: false for a shot that cannot wait, such as a 2 s toast).
  // Polled with evaluate, not waitForFunction: the production CSP forbids the eval that one needs.
  if (options.settleBar !== false) {
    const deadline = Date.now() + UI_TIMEOUT;
    while (!(await page.evaluate(BAR_SETTLED))) {
      if (Date.now() > deadline) throw new Error(`the vesting bar did not settle within ${UI_TIMEOUT} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const png = await page.screenshot({
    fullPage: !modalOpen,
    animations: options.animations ?? 'disabled',
    caret: 'hide',
    scale: options.scale ?? 'device',
  });
  // WebP, as docs/screenshots keeps them (23 MB of PNG there became ≈ 4 MB): encoded by this browser.
  const browser = page.context().browser();
  if (!browser) throw new Error('screenshot: the page has no browser to encode WebP with');
  writeFileSync(path.join(SCREENSHOT_DIR, `${name}.webp`), await pngToWebp(browser, png));
}

/** The first match, once it is visible. */
export async function visible(locator: Locator, timeout = UI_TIMEOUT): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/**
 * The text of the first toast matching `text`, once visible; when none comes, which toasts the page showed.
 * A short toast (2 s) seen visible may be gone by the time its text is asked for on a loaded machine (ci at
 * load 10 waited 30 s for the text of a toast already closed): then the text is the one the page recorded
 * when it showed that toast.
 */
export async function toast(
  page: Page,
  text: string | RegExp,
  timeout = UI_TIMEOUT,
  { alert = false }: { alert?: boolean } = {},
): Promise<string> {
  // alert: only a toast a screen reader announces at once (role="alert", on the toast or inside it).
  const selector = alert ? '.Toastify__toast:is([role="alert"], :has([role="alert"]))' : '.Toastify__toast';
  try {
    const found = await visible(page.locator(selector).filter({ hasText: text }), timeout);
    const shown = await found.textContent({ timeout: 1_000 }).catch(() => null);
    if (shown !== null) return shown;
    const matches = (seen: string): boolean =>
      typeof text === 'string' ? seen.toLowerCase().includes(text.toLowerCase()) : text.test(seen);
    const recorded = (await toastsSeen(page)).reverse().find((each) => matches(each.text));
    if (!recorded) throw new Error(`a toast matching ${String(text)} was visible, then gone before its text was read`);
    return recorded.text;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    error.message += `\n${await toastHistory(page)}`;
    throw error;
  }
}

/** A toast the page showed: its text, the page's time it appeared and, once it has, the time it left (ms). */
export interface ToastSeen {
  at: number;
  text: string;
  gone?: number;
}

/** The toasts the page showed since it was loaded (browser.ts TOAST_HISTORY_SCRIPT), oldest first. */
export async function toastsSeen(page: Page): Promise<ToastSeen[]> {
  return (await page.evaluate('window.__gmToasts || []')) as ToastSeen[];
}

/** The toasts the page showed since it was loaded (browser.ts TOAST_HISTORY_SCRIPT), one per line. */
export async function toastHistory(page: Page): Promise<string> {
  const seen = await toastsSeen(page).catch((error: unknown) => [{ at: 0, text: `(unreadable: ${String(error)})` }]);
  if (seen.length === 0) return 'The page showed no toast since it was loaded.';
  return `The page showed these toasts since it was loaded (ms after load):\n${seen.map((each) => `  ${each.at} ms  ${each.text}`).join('\n')}`;
}

/** Picks `locale` (en, zh-CN, ru, …) in the footer's language menu and waits until the page is in it. */
export async function switchLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('.gm-language__select').selectOption(locale);
  await eventually(
    `<html lang> ${locale}`,
    () => page.evaluate<string>('document.documentElement.lang'),
    (lang) => lang === locale,
  );
}

/** A claim page's CONNECT WALLET → the connect modal → MetaMask (no sign-in: the dashboards need only the wallet). */
export async function connectWallet(page: Page): Promise<void> {
  await page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' }).click();
  await (await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))).getByRole('button', { name: 'MetaMask' }).click();
}

/**
 * After a reload the wallet reconnects by itself; when the page asks instead, CONNECT WALLET again.
 * Ends once `connected` (what the connected page shows) is visible.
 */
export async function reconnectWallet(page: Page, connected: Locator): Promise<void> {
  const connect = page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' });
  await visible(connect.or(connected));
  if (await connect.isVisible()) await connectWallet(page);
  await visible(connected);
}

/** Screenshot names (see `screenshot`) for the steps of the sign-in. */
export interface SignInShots {
  connect?: string;
  sign?: string;
}

/** CHECK ELIGIBILITY → connect modal → MetaMask → signatures modal → SIGN NOW (the modal stays for the caller to check). */
export async function connectAndSign(page: Page, shots: SignInShots = {}): Promise<Locator> {
  await (await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }))).click();
  const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
  await visible(connect.getByText('Wallet connection is required for service access.'));
  if (shots.connect) await screenshot(page, shots.connect);
  await connect.getByRole('button', { name: 'MetaMask' }).click();
  const sign = await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
  await visible(sign.getByText('Please click the button below to sign the transaction.'));
  if (shots.sign) await screenshot(page, shots.sign);
  await sign.getByRole('button', { name: 'SIGN NOW' }).click();
  return sign;
}

/** Signs in and waits for the signatures modal to close. */
export async function signIn(page: Page, shots: SignInShots = {}): Promise<void> {
  const sign = await connectAndSign(page, shots);
  await sign.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
}

/**
 * On the Missions screen: presses COMPLETE on each mission, one at a time as the list shrinks, then
 * CONTINUE. The caller waits for the screen (and its COMPLETE buttons) first.
 */
export async function completeMissions(page: Page): Promise<void> {
  const complete = page.getByRole('button', { name: 'COMPLETE' });
  for (let left = await complete.count(); left > 0; left -= 1) {
    await complete.first().click();
    await eventually('missions left', () => complete.count(), (count) => count === left - 1);
  }
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
}

/** The text of the innermost row (div or li) inside `scope` labelled exactly `label`, without the label. */
export async function rowValue(scope: Locator, label: string): Promise<string> {
  const row = scope
    .locator('div, li')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .last();
  const text = (await row.textContent()) ?? '';
  return text.replace(label, '').trim();
}

/** Shortened address as the header shows it (4 characters at each end). */
export const shortAddress = (address: string): string => `${address.slice(0, 4)}…${address.slice(-4)}`;

/**
 * Polls `read` every 200 ms until `accept` holds; returns the accepted value, or throws with the
 * last one read after `timeout`.
 */
export async function eventually<T>(
  what: string,
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeout = UI_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
