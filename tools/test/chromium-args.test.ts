/**
 * The browser the journeys, the nginx test and the first-visit bench launch (tools/e2e/browser.ts): Chromium
 * honours only the last --disable-features switch, so the one we add must carry Playwright's own list too.
 * Read from the running browser's command line, so a Playwright upgrade that adds a feature to its list fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { BROWSER_UI_DISABLED_FEATURES, launchBrowser } from '../e2e/browser';

/** The command lines of this process's child processes that are Chromium's browser process. */
function chromiumChildren(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (args.includes('--remote-debugging-pipe')) lines.push(args);
    } catch {
      // the process ended meanwhile
    }
  }
  return lines;
}

describe('the journeys’ Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());

  it('gets one effective --disable-features that keeps every feature Playwright disables, and the browser-UI ones', () => {
    const [args, ...others] = chromiumChildren();
    expect(args).toBeDefined();
    expect(others).toHaveLength(0);
    const switches = args!.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's own switch first, ours last (the one Chromium applies).
    expect(switches.length).toBeGreaterThanOrEqual(2);
    const effective = new Set(switches.at(-1));
    const lost = switches.slice(0, -1).flat().filter((feature) => feature && !effective.has(feature));
    expect(lost).toEqual([]);
    for (const feature of BROWSER_UI_DISABLED_FEATURES) expect(effective).toContain(feature);
  });

  it('opens a context without the address bar popup’s WebUI page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<h1>GM</h1>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as { targetInfos: Array<{ url: string; type: string }> };
    await session.detach();
    await context.close();
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
  }, 30_000);
});
