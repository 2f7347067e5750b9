export { forgetSavedReads } from './forget-saved-reads';
export { registerServiceWorker, serviceWorkerControls } from './register-service-worker';
export { SavedCopyNotice, savedAgo } from './saved-copy-notice';
export { isSavedRead, SAVED_AT_HEADER } from './saved-reads';
export { useOnline } from './use-online';
