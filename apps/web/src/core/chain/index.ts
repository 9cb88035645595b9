export type * from './abi-types';
export * from './chain-errors';
export * from './chain-reader';
export * from './contract-call';
export * from './multicall';
export * from './read-provider';
export * from './transactions';
