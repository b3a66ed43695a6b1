export * from './api';
export * from './rules';
