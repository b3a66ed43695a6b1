export * from './api';
export * from './proses';
export * from './temuan';
