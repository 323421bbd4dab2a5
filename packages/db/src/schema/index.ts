export * from './contact-messages';
export * from './email-messages';
export * from './sessions';
export * from './users';
