export * from './dialog-store';
export * from './draft-store';
export * from './loading-store';
export * from './pending-payment';
export * from './registry-store';
export * from './session-store';
export * from './storage-keys';
export * from './unread-store';
