import { assertBrowserInstalled } from './browser';

/** Fails the whole run once, with the reason, before any stack starts: the journeys never skip. */
export default function requireBrowser(): void {
  assertBrowserInstalled();
}
