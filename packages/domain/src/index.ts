export * from './access/permissions';
export * from './access/roles';
export * from './api/auth';
export * from './api/envelope';
