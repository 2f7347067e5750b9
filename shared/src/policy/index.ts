export * from './policy-rules';
export * from './policy-texts';
export * from './service-policy';
