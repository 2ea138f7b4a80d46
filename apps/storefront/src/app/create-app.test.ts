import { describe, expect, it } from 'vitest';
import { createI18n } from '@storefront/i18n';
import { appLocale, createApp } from './create-app.js';

/** A Storage of one's own: the app reads and writes spec 4's keys through it. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(entries));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function app(stored: Record<string, string>, browserLanguages: readonly string[]) {
  const dataLayer: unknown[] = [];
  const env = {
    apiBaseUrl: 'http://127.0.0.1:9/v1',
    website: 'shop.example',
    origin: 'https://shop.example',
    storage: { local: memoryStorage(stored), session: memoryStorage() },
    browserLanguages,
    dataLayer,
    reload: () => {},
  };
  const built = createApp(env, createI18n(appLocale(env)));
  return { ...built, dataLayer };
}

describe('createApp', () => {
  it('starts in the stored language when it is one of ours', () => {
    const { store, i18n } = app({ lang: 'en' }, ['zh-CN']);
    expect(store.getState().locale.value).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('detects the language from the browser when nothing usable is stored', () => {
    expect(app({ lang: 'xx' }, ['zh-Hans-CN']).i18n.language).toBe('zh-CN');
    expect(app({}, ['zh-HK', 'en']).i18n.language).toBe('zh-TW');
    expect(app({}, []).i18n.language).toBe('zh-TW');
  });

  it('records the site language for analytics in the dataLayer', () => {
    const { dataLayer } = app({ lang: 'cn' }, []);
    expect(dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual(
      expect.arrayContaining([['set', 'user_properties', { site_language: 'zh-CN' }]]),
    );
  });
});
