export * from './config';
export * from './web-constants';
export { RULE_TEXTS, type ConfigProblem, type ConfigRule, type RuntimeConfig } from './config-schema';
export type { ViteEnv } from './env';
