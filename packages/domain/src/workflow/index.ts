export * from './clock';
export * from './default-process';
export * from './engine';
export * from './forms';
export * from './moves';
export * from './paths';
export * from './pembatalan-process';
export * from './penomoran';
