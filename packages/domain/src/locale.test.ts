import { describe, expect, it } from 'vitest';
import { detectLocale, fromLanguageTag, isSupportedLocale, toLanguageTag } from './locale.js';

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

describe('detectLocale', () => {
  it('keeps a stored supported locale whatever the browser says', () => {
    expect(detectLocale(['zh-CN'], 'en')).toBe('en');
    expect(detectLocale([], 'cn')).toBe('cn');
  });

  it.each([null, undefined, '', 'zh-TW', 'fr', 'toString'])('ignores the stored value %s', (stored) => {
    expect(detectLocale(['zh-CN'], stored)).toBe('cn');
  });

  it.each([
    ['zh-CN', 'cn'],
    ['zh-cn', 'cn'],
    ['zh_CN', 'cn'],
    ['zh-SG', 'cn'],
    ['zh-Hans-CN', 'cn'],
    ['zh-Hans-SG', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-MO', 'tw'],
    ['zh-Hant-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh', 'tw'],
    ['zh-Hans', 'tw'],
    ['zh-MY', 'tw'],
    ['zh-CN-u-nu-hanidec', 'cn'],
  ])('reads Chinese %s as %s', (language, locale) => {
    expect(detectLocale([language])).toBe(locale);
  });

  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['fr-FR', 'en'],
    ['ja', 'en'],
    ['tw', 'en'],
    ['cn', 'en'],
  ])('gives other languages their own locale when supported, else en: %s -> %s', (language, locale) => {
    expect(detectLocale([language])).toBe(locale);
  });

  it('lets the first non-blank language decide', () => {
    expect(detectLocale(['fr', 'zh-TW'])).toBe('en');
    expect(detectLocale(['', '  ', 'zh-SG', 'en'])).toBe('cn');
    expect(detectLocale([' zh-CN '])).toBe('cn');
  });

  it('falls back to tw when there is no language at all', () => {
    expect(detectLocale([])).toBe('tw');
    expect(detectLocale(['', ' '], null)).toBe('tw');
  });
});
