import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { ensurePages } from '@gm-claim/web-core-i18n';
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.TextEncoder) globals.TextEncoder = TextEncoder;
if (!globals.TextDecoder) globals.TextDecoder = TextDecoder;

// findBy* / waitFor wait up to 5 s for what the user would see (testing-library's default is 1 s). Lazy routes and
// chained reads settle in well under a second on a quiet machine, but a 2-core machine running the journeys beside
// this suite can take longer; a failing wait still fails, just later.
configure({ asyncUtilTimeout: 5_000 });

// The verifier's, /fairness' and /ops' texts are a chunk of their own, fetched by those pages in the app;
// loaded once here, so a test of those pages renders them at once (as after the chunk arrived).
beforeAll(() => ensurePages());
