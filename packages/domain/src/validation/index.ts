export * from './mask';
export * from './nik';
export * from './text';
