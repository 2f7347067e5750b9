export * from './endpoint';
export * from './endpoints/faq';
export * from './endpoints/public';
export * from './endpoints/remotes';
export * from './endpoints/session';
export * from './envelope';
export * from './error-codes';
export * from './languages';
