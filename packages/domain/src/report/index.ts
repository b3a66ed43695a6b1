export * from './api';
export * from './catalog';
export * from './dashboard';
export * from './definition';
export * from './format';
export * from './pivot';
export * from './screens';
