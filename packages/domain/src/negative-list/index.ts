export * from './api';
export * from './assessment';
export * from './propose';
