export * from './common';
export * from './auth';
export * from './signature';
export * from './user';
export * from './missions';
export * from './vesting';
export * from './siwe';
export * from './history';
