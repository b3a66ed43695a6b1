export * from './convert';
export * from './dates';
export { formatIsoDate, formatLongIsoDate } from './months';
export * from './number';
export * from './terbilang';
