export * from './api';
export * from './csv';
export * from './small-cells';
export * from './tables';
