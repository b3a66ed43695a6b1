export * from './access';
export * from './auth';
export * from './files';
export * from './jobs';
export * from './laporan';
export * from './masters';
export * from './platform';
export * from './workflow';
