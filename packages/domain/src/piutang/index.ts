export * from './api';
export * from './ledger';
export * from './money';
export * from './rekon';
export * from './signature';
export * from './va';
