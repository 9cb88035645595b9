import type { Browser } from 'playwright-core';

/** How docs/screenshots are kept: WebP at this quality, no wider than this (CSS pixels × device scale). */
export const WEBP_QUALITY = 0.8;
export const MAX_WIDTH = 1440;

/**
 * A PNG (a screenshot) as a lossy WebP, encoded by the browser's own canvas (no image library: Chromium is
 * already here), scaled down to `maxWidth` when wider. docs/screenshots shrank from 23 MB of PNG to a
 * fraction of it this way; a screenshot keeps its text readable at quality 0.8.
 */
export async function pngToWebp(
  browser: Browser,
  png: Buffer,
  { maxWidth = MAX_WIDTH, quality = WEBP_QUALITY }: { maxWidth?: number; quality?: number } = {},
): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // In the page (the tools have no DOM types): decode, scale, encode.
    const dataUrl = (await page.evaluate(`(async () => {
      const image = new Image();
      image.src = 'data:image/png;base64,${png.toString('base64')}';
      await image.decode();
      const scale = Math.min(1, ${maxWidth} / image.naturalWidth);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context2d = canvas.getContext('2d');
      context2d.imageSmoothingQuality = 'high';
      context2d.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', ${quality});
    })()`)) as string;
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('this browser does not encode WebP');
    return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
  } finally {
    await context.close();
  }
}
