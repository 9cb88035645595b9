/**
 * What every journey can ask of a screen, shared by the journey files: axe-core at WCAG 2.1 AA (on the
 * page and on an open dialog alike), nothing wider than the viewport, and — on phones — tap targets of
 * at least 44×44 px and no clipped text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './stack';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * In the page: how many finite animations (a dialog's fade-in, a toast's slide) are still running.
 * A toast's progress bar is left out: it counts its seconds down by its width, with no text whose
 * colour could be caught mid-blend, and waiting for it would wait out the toast.
 */
const RUNNING_ANIMATIONS = `document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect && animation.effect.getTiming().iterations !== Infinity && !(animation.effect.target && animation.effect.target.closest && animation.effect.target.closest('.Toastify__progress-bar'))).length`;

/** Where the screen checks' time goes (printed at the end of a run, beside the journeys' times). */
export const screenCheckTime = { axeRuns: 0, axeMs: 0, settleMs: 0 };

/**
 * Waits (at most 3 s) for the finite animations to end: mid-fade, a text's colour is blended with the
 * backdrop and axe would measure a contrast nobody reads. Infinite ones (the spinning logo) are left.
 */
async function settleAnimations(page: Page): Promise<void> {
  const started = Date.now();
  const deadline = started + 3_000;
  while (((await page.evaluate(RUNNING_ANIMATIONS)) as number) > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  screenCheckTime.settleMs += Date.now() - started;
}

/**
 * In the page: counts the animations and transitions that start from now on (the toast's progress bar
 * left out, as above), installed once per document; returns the count so far.
 */
const ANIMATIONS_STARTED = `(() => {
  if (window.__gmAnimationsStarted === undefined) {
    window.__gmAnimationsStarted = 0;
    const count = (event) => {
      if (!(event.target && event.target.closest && event.target.closest('.Toastify__progress-bar'))) window.__gmAnimationsStarted += 1;
    };
    document.addEventListener('animationstart', count, true);
    document.addEventListener('transitionstart', count, true);
  }
  return window.__gmAnimationsStarted;
})()`;

/** How many times axe runs on one screen at most when something kept animating while it measured. */
const AXE_ATTEMPTS = 3;

/**
 * axe-core's minified build (653 KB; `@axe-core/playwright` evaluated the 1.5 MB unminified one twice on
 * every run), configured as that package configured it, evaluated once per document through the
 * DevTools protocol: the site's Content-Security-Policy (scripts from 'self' only) refuses an injected
 * <script>, and must keep refusing it. A navigation or reload starts a document without it, and the
 * next check injects it again. The script's last statement is `undefined`: page.evaluate hands back the
 * value of the last one, and `window.__gmAxe = axe` handed back axe itself, every rule and check, which
 * Playwright serialised in the page and checked field by field in this process (10 of the journeys' 37
 * CPU-s here).
 */
let axeInject: string | undefined;

/** Injects axe-core into the page's document unless this document has it already. */
export async function injectAxe(page: Page): Promise<void> {
  if ((await page.evaluate('window.__gmAxe !== undefined && window.__gmAxe === window.axe')) as boolean) return;
  axeInject ??= `${readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
window.__gmAxe = axe;
undefined;`;
  await page.evaluate(axeInject);
}

/**
 * In the page: axe.run on the whole document (the app has no frames) at WCAG 2.1 AA, only the
 * violations carrying their nodes (all this check reads). An error of axe's is returned, not thrown.
 */
const AXE_RUN = `axe.run({ exclude: [], include: [] }, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_21_AA)} } })
  .then((results) => ({ violations: results.violations }), (error) => ({ error: String(error && error.message || error) }))`;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe-core finds no WCAG 2.1 AA violation on what the page shows once its animations have ended. A result
 * taken while something started to move (a toast fading out on its own timer as axe measured it) is not
 * what anybody reads: the screen settles and axe runs again, and only a result measured on a still
 * screen counts.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await settleAnimations(page);
    const startedBefore = (await page.evaluate(ANIMATIONS_STARTED)) as number;
    const started = Date.now();
    await injectAxe(page);
    const results = (await page.evaluate(AXE_RUN)) as { violations: AxeViolation[] } | { error: string };
    screenCheckTime.axeRuns += 1;
    screenCheckTime.axeMs += Date.now() - started;
    if ('error' in results) throw new Error(`${what}: axe failed: ${results.error}`);
    const moved =
      ((await page.evaluate(ANIMATIONS_STARTED)) as number) !== startedBefore || ((await page.evaluate(RUNNING_ANIMATIONS)) as number) > 0;
    if (moved && results.violations.length > 0 && attempt < AXE_ATTEMPTS) continue;
    const violations = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
    );
    if (violations.length) throw new Error(`${what}: axe found ${violations.length} WCAG 2.1 AA violation(s)${moved ? ' (the screen was still moving)' : ''}\n${violations.join('\n')}`);
    return;
  }
}

/**
 * The one box meant to scroll sideways: the release chart of a long schedule, which keeps its labels
 * readable and shows that there is more (see apps/web/README.md).
 */
const SIDEWAYS_SCROLLER = '.gm-chart__scroll';

/** Runs in the page: the elements that stick out of the viewport, and the boxes that scroll sideways. */
const OVERFLOW = `(() => {
  const width = document.documentElement.clientWidth;
  const label = (element) => element.tagName.toLowerCase() + (typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '');
  const wide = [];
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('${SIDEWAYS_SCROLLER}')) continue;
    // A drawing's own shapes are clipped by the drawing (the backdrop's): the svg box itself is checked.
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 1 || box.left < -1) wide.push(label(element) + ' ' + Math.round(box.left) + '–' + Math.round(box.right));
    const style = getComputedStyle(element);
    if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1 && !element.matches('${SIDEWAYS_SCROLLER}'))
      wide.push(label(element) + ' scrolls sideways (' + element.scrollWidth + ' in ' + element.clientWidth + ')');
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 8) };
})()`;

/**
 * Runs in the page: boxes and text that run over the edge of the box they sit in, though still inside
 * the viewport (a long word or figure that widened its grid column past its card, a label over a panel's
 * border). Left out: what is meant to leave its box or moves (positioned decorations such as the steps'
 * connectors, anything transformed or animating in, the toasts), what is hidden on purpose (the
 * visually-hidden pattern), what sits in a box that scrolls or clips (the checks above and below).
 */
const PROTRUDING = `(() => {
  const found = [];
  const label = (element) => element.tagName.toLowerCase() + (typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '');
  const skipped = new Set();
  const styles = new Map();
  const style = (element) => {
    let computed = styles.get(element);
    if (!computed) styles.set(element, (computed = getComputedStyle(element)));
    return computed;
  };
  const inline = (element) => style(element).display === 'inline' || style(element).display === 'contents';
  const frameOf = (element) => {
    let frame = element;
    while (frame && frame !== document.body && inline(frame)) frame = frame.parentElement;
    return frame;
  };
  // The inside of a frame's border; null when the frame scrolls or clips what sticks out (checked elsewhere).
  const inside = (frame) => {
    const computed = style(frame);
    if (computed.overflowX !== 'visible') return null;
    const box = frame.getBoundingClientRect();
    return { left: box.left + parseFloat(computed.borderLeftWidth), right: box.right - parseFloat(computed.borderRightWidth) };
  };
  const check = (rect, frame, what) => {
    if (!frame || skipped.has(frame) || rect.width === 0 || rect.height === 0) return;
    const edges = inside(frame);
    if (!edges) return;
    const over = Math.max(rect.right - edges.right, edges.left - rect.left);
    if (over > 1) found.push(what + ' runs ' + Math.round(over) + ' px out of ' + label(frame));
  };
  for (const element of document.querySelectorAll('body *')) {
    const computed = style(element);
    if (
      (element.parentElement && skipped.has(element.parentElement)) ||
      element.matches('${SIDEWAYS_SCROLLER}, .gm-visually-hidden, .Toastify, svg *') ||
      computed.display === 'none' ||
      computed.clip === 'rect(0px, 0px, 0px, 0px)' ||
      computed.transform !== 'none' ||
      computed.position === 'absolute'
    ) {
      skipped.add(element);
      continue;
    }
    // A dialog or overlay (fixed) is a page of its own: not checked against what it covers, its insides against it.
    if (computed.position !== 'fixed' && !inline(element)) check(element.getBoundingClientRect(), frameOf(element.parentElement), label(element));
    const frame = frameOf(element);
    for (const node of element.childNodes) {
      if (node.nodeType !== 3 || !node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      check(range.getBoundingClientRect(), frame, '"' + node.textContent.trim().slice(0, 30) + '"');
    }
  }
  // A drawing's labels (the release chart's months) written over or against one another (under 3 px apart).
  for (const svg of document.querySelectorAll('svg')) {
    const texts = [...svg.querySelectorAll('text')]
      .map((text) => ({ text: text.textContent.trim(), box: text.getBoundingClientRect() }))
      .filter(({ text, box }) => text && box.width > 0);
    for (const [index, a] of texts.entries())
      for (const b of texts.slice(index + 1))
        if (Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > -3 && Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 1)
          found.push('"' + a.text.slice(0, 20) + '" and "' + b.text.slice(0, 20) + '" run into each other');
  }
  return found.slice(0, 8);
})()`;

/** Nothing scrolls sideways or runs over its box: the document is no wider than the viewport, no element sticks out. */
export async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const { scrollWidth, width, wide } = (await page.evaluate(OVERFLOW)) as { scrollWidth: number; width: number; wide: string[] };
  if (scrollWidth > width || wide.length)
    throw new Error(`${what}: ${scrollWidth} px wide in a ${width} px viewport; sticking out: ${wide.join(', ')}`);
  const protruding = (await page.evaluate(PROTRUDING)) as string[];
  if (protruding.length) throw new Error(`${what}: running over the edge of their box or into each other: ${protruding.join('; ')}`);
}

/** Runs in the page: every visible control smaller than 44×44 px (inline links in running text excepted, as WCAG 2.5.8 does). */
const SMALL_TARGETS = `(() => {
  const small = [];
  for (const element of document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])')) {
    if (element.closest('[inert], [aria-hidden="true"], .Toastify')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    if (element.tagName === 'A' && style.display === 'inline') continue;
    // A checkbox or radio counts with its label (the label is what a finger taps).
    const target = (element.type === 'checkbox' || element.type === 'radio') && element.closest('label') ? element.closest('label') : element;
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.width < 43.5 || box.height < 43.5) small.push((element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40) + ' ' + Math.round(box.width) + '×' + Math.round(box.height));
  }
  return small;
})()`;

/** Every control a finger taps is at least 44×44 px. */
export async function expectTapTargets(page: Page, what: string): Promise<void> {
  const small = (await page.evaluate(SMALL_TARGETS)) as string[];
  if (small.length) throw new Error(`${what}: tap targets under 44×44 px: ${small.join('; ')}`);
}

/** Runs in the page: text cut off by its box (overflow hidden or ellipsis with content wider than the box). */
const CLIPPED = `(() => {
  const clipped = [];
  for (const element of document.querySelectorAll('body *')) {
    if (!element.childNodes.length || ![...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())) continue;
    const style = getComputedStyle(element);
    if (style.overflowX !== 'hidden' && style.overflowX !== 'clip' && style.textOverflow !== 'ellipsis') continue;
    // Text hidden on purpose for screen readers (the visually-hidden pattern: a 1 px box clipped to nothing) is not clipped text.
    if (element.closest('.gm-visually-hidden') || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    if (element.scrollWidth > element.clientWidth + 1) clipped.push(element.textContent.trim().slice(0, 40));
  }
  return clipped;
})()`;

/** No text is cut off by the box it sits in. */
export async function expectNoClippedText(page: Page, what: string): Promise<void> {
  const clipped = (await page.evaluate(CLIPPED)) as string[];
  if (clipped.length) throw new Error(`${what}: clipped text: ${clipped.join('; ')}`);
}

/** What every desktop screen and open dialog must hold: nothing wider than the window, axe clean. */
export async function expectScreen(page: Page, what: string): Promise<void> {
  await expectNoOverflow(page, what);
  await expectAccessible(page, what);
}

/** Everything a phone screen must hold: fits, big enough to tap, nothing clipped, axe clean. */
export async function expectPhoneScreen(page: Page, what: string): Promise<void> {
  await expectNoOverflow(page, what);
  await expectTapTargets(page, what);
  await expectNoClippedText(page, what);
  await expectAccessible(page, what);
}

/** In the page, on an element: null when it is in the viewport and on top at its corners and centre, else why not. */
const COVERED = `(element) => {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
    return 'outside the viewport (top ' + Math.round(box.top) + ', bottom ' + Math.round(box.bottom) + ' of ' + window.innerHeight + ' px)';
  const points = [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [(box.left + box.right) / 2, (box.top + box.bottom) / 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== element && !element.contains(hit)) {
      const classes = typeof hit.className === 'string' && hit.className.trim() ? '.' + hit.className.trim().split(/\\s+/).join('.') : '';
      return 'covered at (' + Math.round(x) + ', ' + Math.round(y) + ') by ' + hit.tagName.toLowerCase() + classes;
    }
  }
  return null;
}`;

/**
 * Issue 36 §1 and §5: `target` is where the user can see it — inside the viewport and on top at its
 * corners and centre, not under the sticky header, a toast or anything else drawn over it.
 */
export async function expectInView(target: Locator, what: string): Promise<void> {
  await target.first().waitFor({ state: 'visible' });
  const covered = (await target.first().evaluate(COVERED)) as string | null;
  if (covered) throw new Error(`${what}: not in view, ${covered}`);
}

/** In the page: the share of the viewport the toasts on screen cover. */
const TOAST_SHARE = `(() => {
  let covered = 0;
  for (const toast of document.querySelectorAll('.Toastify__toast')) {
    const box = toast.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
    covered += width * height;
  }
  return covered / (window.innerWidth * window.innerHeight);
})()`;

/** Issue 36 §5: the toasts on screen cover at most `fraction` of the viewport. */
export async function expectToastsCoverAtMost(page: Page, fraction: number, what: string): Promise<void> {
  const share = (await page.evaluate(TOAST_SHARE)) as number;
  if (share > fraction)
    throw new Error(
      `${what}: the toasts cover ${Math.round(share * 100)}% of the screen (at most ${Math.round(fraction * 100)}%)`,
    );
}
