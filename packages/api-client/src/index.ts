export { ApiError, type ApiErrorKind } from './api-error.js';
export { createApiClient, type ApiCall, type ApiClient } from './client.js';
export { DEFAULT_TIMEOUT_MS, type ApiClientOptions, type CallOptions } from './http.js';
export { POLICY_MESSAGES_EN, type PolicyHandlers, type PolicyMessageKey } from './policy.js';
export {
  createStorageUploader,
  fetchTransport,
  StorageError,
  xhrTransport,
  type StorageBackoff,
  type StorageTransport,
  type StorageTransportRequest,
  type StorageTransportResponse,
  type StorageUploader,
  type StorageUploaderOptions,
  type StorageUploadOptions,
  type XhrLike,
} from './storage-upload.js';
