export * from './access/guard';
export * from './access/permissions';
export * from './access/roles';
export * from './access/routes';
export * from './api/auth';
export * from './api/envelope';
export * from './format';
export * from './validation';
