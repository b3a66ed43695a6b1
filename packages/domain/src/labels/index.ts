export * from './catalogues';
export * from './ownership';
export * from './risk';
export * from './status';
export * from './workflow';
