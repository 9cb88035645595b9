export * from './contracts';
export * from './get-signer';
export * from './multicall';
export * from './read-provider';
