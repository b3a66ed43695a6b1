export * from './history';
export * from './rules';
