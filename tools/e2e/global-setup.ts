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
}
