export * from './letter-data';
