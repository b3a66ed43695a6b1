export * from './api';
export * from './custody';
export * from './rincian';
