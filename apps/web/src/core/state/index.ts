export * from './flow-store';
export * from './modal-store';
export * from './persist-store';
export * from './query-keys';
