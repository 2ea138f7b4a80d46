import type { Locale } from '@storefront/domain';

/** The invalid-date text of each language (spec 3): the date formatters need it without loading every language's resources. */
export const INVALID_DATE: Readonly<Record<Locale, string>> = {
  tw: '無效日期',
  cn: '无效日期',
  en: 'Invalid Date',
};
