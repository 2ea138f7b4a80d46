import type { FastifyRequest } from 'fastify';
import { RequestHeader } from '@storefront/api-contract';
import { DEFAULT_LOCALE, fromLanguageTag, type Locale } from '@storefront/domain';

/** The locale a request asked for in its `locale` header; anything missing or unknown is zh-TW. */
export function requestLocale(request: FastifyRequest): Locale {
  const tag = request.headers[RequestHeader.LOCALE];
  return (typeof tag === 'string' && fromLanguageTag(tag.trim())) || DEFAULT_LOCALE;
}
