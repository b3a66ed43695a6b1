export * from './api';
export * from './data-surat';
export * from './proses';
export * from './seed';
export * from './temuan';
