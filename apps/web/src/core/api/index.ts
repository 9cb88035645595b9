export * from './admission';
export * from './api-client';
export * from './refresh-handoff';
export * from './refresh-lock';
export * from './session';
export * from './signature';
export * from './vesting-contract';
