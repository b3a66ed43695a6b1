export * from './age';
export * from './grades';
export * from './years';
