export * from './base-error';
export * from './api-error-messages';
export * from './contract-error-messages';
export * from './short-message';
export * from './to-wallet-error';
export * from './wallet-error-messages';
