export * from './api/envelope';
export * from './auth/auth-requests';
export * from './auth/password-rules';
export * from './auth/user';
export * from './identity/age';
export * from './identity/nrc';
export * from './phone/zambian-phone';
