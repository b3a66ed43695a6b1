export * from './convert';
export * from './dates';
export * from './number';
export * from './terbilang';
