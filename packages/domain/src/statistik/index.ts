export * from './api';
export * from './csv';
export * from './periode';
export * from './small-cells';
export * from './tables';
