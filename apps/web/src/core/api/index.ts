export * from './api-request';
export * from './fetch-json';
export * from './signature';
