export * from './history';
export * from './koreksi';
export * from './rules';
