export * from './input';
export * from './mask';
export * from './nik';
export * from './nip';
export * from './text';
