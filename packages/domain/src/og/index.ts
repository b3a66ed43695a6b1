export * from './api';
export * from './custody';
