export * from './api';
export * from './assessment';
export * from './batas';
export * from './propose';
