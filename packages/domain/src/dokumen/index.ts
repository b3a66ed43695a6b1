export * from './letter-data';
export * from './pusat';
export * from './surat';
