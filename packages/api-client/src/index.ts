export { ApiError, type ApiErrorKind } from './api-error.js';
export { createApiClient, type ApiCall, type ApiClient } from './client.js';
export { DEFAULT_TIMEOUT_MS, type ApiClientOptions } from './http.js';
