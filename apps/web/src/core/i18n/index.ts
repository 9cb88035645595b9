export * from './locales';
export * from './translate';
export * from './format';
export * from './store';
export { en } from './messages/en';
