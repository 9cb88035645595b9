export * from './base-error';
export * from './short-message';
export * from './to-wallet-error';
