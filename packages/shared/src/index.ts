export * from './api/envelope';
