export * from './access';
export * from './auth';
export * from './masters';
export * from './platform';
