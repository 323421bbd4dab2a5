export * from './contact-messages';
export * from './email-messages';
export * from './loan-applications';
export * from './loan-products';
export * from './sessions';
export * from './users';
