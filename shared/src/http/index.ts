export { apiClient, HTTP_TIMEOUT_MS } from './api-client';
export { type CallOptions, callApi } from './call-api';
export { callExternal, type ExternalCallOptions } from './call-external';
export { configureHttp, type HttpOptions } from './configure-http';
export type { ApiOutcome } from './envelope';
export { ConnectionError, OfflineError } from './errors';
export type { HttpClient } from './http-client';
