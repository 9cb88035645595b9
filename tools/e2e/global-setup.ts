import { setPriority } from 'node:os';
import { assertBrowserInstalled } from './browser';
import { assertServingToolsInstalled, assertWebBuilt } from '../serve/web-server';

/**
 * Fails the whole run once, with the reason, before any stack starts: the journeys never skip. They
 * need Chromium, and nginx with jq to serve the production build (`nx run web:build`).
 */
export default function requireBrowserAndBuild(): void {
  assertBrowserInstalled();
  assertServingToolsInstalled({ brotli: false });
  assertWebBuilt();
  applyNice(process.env['GM_E2E_NICE']);
}

/**
 * GM_E2E_NICE (.ci/run sets -5): the scheduling priority of the journeys' process and of everything it
 * starts (the browser, the stack). In CI the journeys are the longest task and the other suites share the
 * two cores with them; ahead in the run queue, the journeys finish about when the rest does. Lowering the
 * number needs root: without it the journeys run at the priority they were started with and say so.
 */
function applyNice(value: string | undefined): void {
  if (value === undefined || value === '') return;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < -20 || nice > 19) throw new Error(`GM_E2E_NICE=${value}: an integer from -20 to 19`);
  try {
    setPriority(nice);
  } catch (error) {
    console.warn(`[e2e] GM_E2E_NICE=${value} not applied (${(error as Error).message}); the journeys run at the priority they started with`);
  }
}
