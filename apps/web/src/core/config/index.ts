export * from './config';
export type { RuntimeConfig } from './config-schema';
export type { ViteEnv } from './env';
