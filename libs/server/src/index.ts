// The entry of @gm-claim/server. Programs mostly import its modules by path (`@gm-claim/server/db`,
// `@gm-claim/server/config`, `@gm-claim/server/http/front`), as they do libs/shared's.
export * from './config';
export * from './db';
export { createLogger, REDACT_PATHS } from './logger';
export { findRepoRoot, migrationsDir } from './paths';
