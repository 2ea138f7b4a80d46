import { ErrorCode } from '@storefront/api-contract';
import type { ApiError } from './api-error.js';

/** The error policy's own texts (spec 8) in English, by key; the app passes them in its language through `messages`. */
export const POLICY_MESSAGES_EN = {
  parameterError: 'Parameter error: please check what you entered and try again.',
  notFound: '404',
  timeout: 'Some data failed to load. Please refresh or try again later.',
  unknown: 'An error occurred. Please try again later.',
} as const;

/** A text of the error policy. */
export type PolicyMessageKey = keyof typeof POLICY_MESSAGES_EN;

/** What the app does for the policy: callbacks, so the client knows no toaster, router or store. */
export interface PolicyHandlers {
  /** Shows an error toast. */
  readonly onErrorToast?: (message: string) => void;
  /** 40301: the session is no longer valid; the app logs the member out and replaces the route with login. */
  readonly onSessionInvalid?: () => void;
  /** The policy's texts in the current language; default POLICY_MESSAGES_EN. */
  readonly messages?: (key: PolicyMessageKey) => string;
}

/** How one call is treated: the route's flags, which a caller may override, and its own error messages. */
export interface CallPolicy {
  /** error_code -> message, used first: shown as an error toast and given to the caller. */
  readonly errorMessages?: Readonly<Record<number, string>>;
  /** Spec 7 "no global error": nothing is shown or done; the caller gets the failure. */
  readonly noGlobalError?: boolean;
}

const PARAMETER_ERROR_STATUSES: readonly number[] = [400, 403, 500];

/**
 * Applies the global error policy of spec 8 to a failed call and answers the error the caller gets:
 * the call's own message for its code (toasted); 40004 on 400/403/500: the parameter-error text, not
 * toasted; 40301: the app logs out, the server's message; any other code: the server's message,
 * toasted; 404: '404', toasted; a timeout: the failed-to-load text, toasted; anything else: the
 * generic text, toasted. A no-global-error call, or one the caller aborted, shows nothing.
 */
export function applyErrorPolicy(failure: ApiError, call: CallPolicy, handlers: PolicyHandlers): ApiError {
  const text = (key: PolicyMessageKey) => handlers.messages?.(key) ?? POLICY_MESSAGES_EN[key];
  if (failure.kind === 'aborted') return failure;
  if (call.noGlobalError) {
    if (failure.kind === 'timeout') return failure.withMessage(text('timeout'));
    return failure.code === undefined ? failure.withMessage(text('unknown')) : failure;
  }
  const toasted = (message: string) => {
    handlers.onErrorToast?.(message);
    return failure.withMessage(message);
  };
  const own = failure.code === undefined ? undefined : call.errorMessages?.[failure.code];
  if (own !== undefined) return toasted(own);
  if (failure.kind === 'timeout') return toasted(text('timeout'));
  if (failure.status === 404) return toasted(text('notFound'));
  if (failure.code === ErrorCode.PARAMETER_ERROR && PARAMETER_ERROR_STATUSES.includes(failure.status ?? 0)) {
    return failure.withMessage(text('parameterError'));
  }
  if (failure.code === ErrorCode.SESSION_INVALID) {
    handlers.onSessionInvalid?.();
    return failure;
  }
  if (failure.kind === 'server' && failure.code !== undefined) return toasted(failure.message);
  return toasted(text('unknown'));
}
