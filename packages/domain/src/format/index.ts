export * from './convert';
export * from './dates';
export { formatLongIsoDate } from './months';
export * from './number';
export * from './terbilang';
