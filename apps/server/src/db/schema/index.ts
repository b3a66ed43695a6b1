export * from './access';
export * from './auth';
export * from './files';
export * from './laporan';
export * from './masters';
export * from './platform';
export * from './jobs';
