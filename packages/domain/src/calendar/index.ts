export * from './workingDays';
