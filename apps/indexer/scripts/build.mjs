// Production build: apps/indexer/dist/main.js, one ESM bundle (libs/server/scripts/bundle-app.mjs).
import { bundleApp } from '@gm-claim/server/bundle-app';

await bundleApp(new URL('..', import.meta.url), { main: 'src/main.ts' });
