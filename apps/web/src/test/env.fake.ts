import type { ViteEnv } from '../config/env';

export const viteEnv: ViteEnv = { isDevelopment: false };
