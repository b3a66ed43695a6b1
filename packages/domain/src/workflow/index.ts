export * from './default-process';
export * from './engine';
