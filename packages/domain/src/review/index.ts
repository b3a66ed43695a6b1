export * from './levels';
