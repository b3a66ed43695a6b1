export * from './clock';
export * from './default-process';
export * from './engine';
