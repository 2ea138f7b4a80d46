import { describe, expect, it } from 'vitest';
import { fromLanguageTag, isSupportedLocale, toLanguageTag } from './locale.js';

describe('locales', () => {
  it('maps each locale to its language tag and back', () => {
    expect(toLanguageTag('tw')).toBe('zh-TW');
    expect(toLanguageTag('cn')).toBe('zh-CN');
    expect(toLanguageTag('en')).toBe('en');
    expect(fromLanguageTag('zh-tw')).toBe('tw');
    expect(fromLanguageTag('zh-CN')).toBe('cn');
    expect(fromLanguageTag('fr')).toBeUndefined();
  });

  it('accepts only the three supported locales', () => {
    expect(isSupportedLocale('cn')).toBe(true);
    expect(isSupportedLocale('zh-TW')).toBe(false);
    expect(isSupportedLocale('toString')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });
});
