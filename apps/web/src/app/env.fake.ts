import type { ViteEnv } from '@gm-claim/web-core-config';

export const viteEnv: ViteEnv = { isDevelopment: false };
