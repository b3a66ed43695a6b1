export * from './api';
export * from './figures';
