export * from './letter-data';
export * from './surat';
