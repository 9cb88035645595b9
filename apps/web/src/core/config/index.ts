export * from './config';
export * from './web-constants';
export type { RuntimeConfig } from './config-schema';
export type { ViteEnv } from './env';
