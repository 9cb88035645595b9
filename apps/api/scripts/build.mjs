// Production build: one ESM bundle per entry point in apps/api/dist (libs/server/scripts/bundle-app.mjs).
import { bundleApp } from '@gm-claim/server/bundle-app';

await bundleApp(new URL('..', import.meta.url), {
  main: 'src/main.ts',
  seed: 'src/cli/seed.ts',
  'import-eligibility': 'src/cli/import-eligibility.ts',
  'import-missions': 'src/cli/import-missions.ts',
  migrate: 'src/cli/migrate.ts',
});
