/**
 * The journeys' "nothing runs over the edge" check (tools/e2e/screen-checks.ts expectNoOverflow) in a real
 * Chromium: it finds what a user sees running out of its card, and leaves alone what is meant to leave
 * its box or is hidden on purpose.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { expectNoOverflow } from '../e2e/screen-checks';

const CARD = 'body{margin:0;font:16px sans-serif} .card{width:260px;border:1px solid #888;padding:10px}';

describe('expectNoOverflow', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 320, height: 640 } });
  }, 60_000);
  afterAll(() => browser?.close());

  const show = (html: string): Promise<void> => page.setContent(`<!doctype html><html><body>${html}</body></html>`);

  it('a long figure that widens its grid column past the card (1fr 1fr): found, though the page is no wider than the phone', async () => {
    await show(
      `<style>${CARD} dl{display:grid;grid-template-columns:1fr 1fr;margin:0}</style>` +
        '<div class="card"><dl><div><dt>Supply</dt><dd>100 GM</dd></div><div><dt>Signer’s BNB</dt><dd>10000.00000000&nbsp;BNB</dd></div></dl></div>',
    );
    await expect(expectNoOverflow(page, 'facts')).rejects.toThrow(
      /facts: running over the edge of their box or into each other: div runs \d+ px out of dl/,
    );
  });

  it('text wider than its fixed box: found', async () => {
    await show(
      `<style>${CARD} .label{width:80px}</style><div class="card"><div class="label">Незарегистрированный</div></div>`,
    );
    await expect(expectNoOverflow(page, 'label')).rejects.toThrow(
      /"Незарегистрированный" runs \d+ px out of div.label/,
    );
  });

  it('the same figures in columns with a fixed smallest width, wrapping: nothing found', async () => {
    await show(
      `<style>${CARD} dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(160px,100%),1fr));margin:0} dd,dt{overflow-wrap:break-word;margin:0}</style>` +
        '<div class="card"><dl><div><dt>Supply</dt><dd>100 GM</dd></div><div><dt>Signer’s BNB</dt><dd>10000.00000000&nbsp;BNB</dd></div></dl></div>',
    );
    await expectNoOverflow(page, 'facts');
  });

  it('a drawing whose labels run into each other: found; the same labels on two lines each: nothing found', async () => {
    const chart = (labels: string): string =>
      `<style>${CARD} text{font:11px sans-serif}</style><div class="card"><svg width="152" height="60">${labels}</svg></div>`;
    await show(
      chart(
        '<text x="38" y="20" text-anchor="middle">февр. 2027 г.</text><text x="100" y="20" text-anchor="middle">март 2027 г.</text>',
      ),
    );
    await expect(expectNoOverflow(page, 'chart')).rejects.toThrow(
      /"февр. 2027 г." and "март 2027 г." run into each other/,
    );
    await show(
      chart(
        '<text x="38" y="20" text-anchor="middle"><tspan x="38">февр.</tspan><tspan x="38" dy="14">2027 г.</tspan></text>' +
          '<text x="100" y="20" text-anchor="middle"><tspan x="100">март</tspan><tspan x="100" dy="14">2027 г.</tspan></text>',
      ),
    );
    await expectNoOverflow(page, 'chart');
  });

  it('a positioned connector, a turning logo and a visually hidden header row: nothing found', async () => {
    await show(
      `<style>${CARD} .step{position:relative;width:100px} .step::after{content:'';position:absolute;left:60px;right:-200px;top:5px;height:2px;background:#888}` +
        ' .dot{position:absolute;left:180px;width:60px;height:4px} .spin{width:250px;height:20px;transform:rotate(30deg)}' +
        ' thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>' +
        '<div class="card"><div class="step">VERIFY<span class="dot"></span></div><div class="spin"></div>' +
        '<table><thead><tr><th>A very long column name that would not fit</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></div>',
    );
    await expectNoOverflow(page, 'decorations');
  });
});
