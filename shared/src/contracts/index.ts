export * from './endpoint';
export * from './envelope';
export * from './error-codes';
export * from './endpoints/public';
export * from './endpoints/remotes';
