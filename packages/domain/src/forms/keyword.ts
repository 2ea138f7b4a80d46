import { type ValidationMessage, validationMessage } from './messages.js';

/** Longest search keyword we send. */
export const KEYWORD_MAX_LENGTH = 100;

/** A keyword that can be searched (trimmed), or why it cannot. */
export type KeywordCheck =
  { readonly valid: true; readonly keyword: string } | { readonly valid: false; readonly message: ValidationMessage };

/**
 * Checks a search keyword without a form library, for pages that read it from the address: the
 * rule of searchSchema (spec 5: required, spaces alone do not count; at most 100 characters).
 */
export function checkKeyword(raw: string | null | undefined): KeywordCheck {
  const keyword = (raw ?? '').trim();
  if (keyword === '') return { valid: false, message: validationMessage('validation.required', { label: 'field.keyword' }) };
  if (keyword.length > KEYWORD_MAX_LENGTH) {
    return { valid: false, message: validationMessage('validation.max', { max: KEYWORD_MAX_LENGTH }) };
  }
  return { valid: true, keyword };
}
