export * from './input';
export * from './mask';
export * from './nik';
export * from './text';
