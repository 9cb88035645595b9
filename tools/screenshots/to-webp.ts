/**
 * `npm run screenshots:webp -- <folder>`: every PNG in the folder becomes a WebP beside it (see webp.ts),
 * and the PNG is removed. The journeys already write WebP (tools/e2e/journey.ts `screenshot`); this is
 * for PNGs made another way (a manual playwright shot) before they go into docs/screenshots.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { pngToWebp } from './webp';

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? 'docs/screenshots');
  const pngs = readdirSync(folder).filter((name) => name.endsWith('.png'));
  const browser = await launchBrowser();
  let before = 0;
  let after = 0;
  try {
    for (const name of pngs) {
      const file = path.join(folder, name);
      const webp = await pngToWebp(browser, readFileSync(file));
      before += statSync(file).size;
      after += webp.length;
      writeFileSync(file.replace(/\.png$/, '.webp'), webp);
      rmSync(file);
    }
  } finally {
    await browser.close();
  }
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`${pngs.length} PNG → WebP in ${folder}: ${mb(before)} → ${mb(after)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
