import { describe, expect, it, vi } from 'vitest';
import { createI18n, type I18n } from '@storefront/i18n';
import { shopApi } from '@storefront/store';
import { adoptAddressLocale, appLocale, createApp, reloadInChosenLocale } from './create-app.js';

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

function environment(
  stored: Record<string, string>,
  browserLanguages: readonly string[],
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  return {
    apiBaseUrl: 'http://127.0.0.1:9/v1',
    website: 'shop.example',
    origin: 'https://shop.example',
    storage: { local: memoryStorage(stored), session: memoryStorage() },
    browserLanguages,
    analytics: { dataLayer: [] as unknown[] },
    reload: () => {},
    fetch,
  };
}

async function app(stored: Record<string, string>, browserLanguages: readonly string[]) {
  const env = environment(stored, browserLanguages);
  const built = await createApp(env, Promise.resolve(createI18n(appLocale(env)))).ready;
  return { ...built, dataLayer: env.analytics.dataLayer };
}

describe('createApp', () => {
  it('starts in the stored language when it is one of ours', async () => {
    const { store, i18n } = await app({ lang: 'en' }, ['zh-CN']);
    expect(store.getState().locale.value).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('detects the language from the browser when nothing usable is stored', async () => {
    expect((await app({ lang: 'xx' }, ['zh-Hans-CN'])).i18n.language).toBe('zh-CN');
    expect((await app({}, ['zh-HK', 'en'])).i18n.language).toBe('zh-TW');
    expect((await app({}, [])).i18n.language).toBe('zh-TW');
  });

  it('starts calls before the texts have loaded, and takes their answers in, in the page’s language, after', async () => {
    // The home's call fails at once; the others (the start-up's exchange rates) never answer.
    const fetch = vi.fn((input: RequestInfo | URL) =>
      String(input).endsWith('/v1/index')
        ? Promise.resolve(new Response(JSON.stringify({ error_code: 50000, error_msg: 'boom' }), { status: 502 }))
        : new Promise<Response>(() => {}),
    );
    const env = environment({ lang: 'en' }, [], fetch);
    let loaded: (i18n: I18n) => void = () => {};
    const app = createApp(env, new Promise((resolve) => (loaded = resolve)));
    const store = await app.store;
    const toasts: string[] = [];

    const call = store.dispatch(shopApi.endpoints.getHome.initiate());
    await vi.waitFor(() => expect(fetch.mock.calls.map(([input]) => String(input))).toContain('http://127.0.0.1:9/v1/index'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shopApi.endpoints.getHome.select()(store.getState()).isLoading).toBe(true);

    loaded(createI18n('en'));
    (await app.ready).notifier.subscribe(({ message }) => toasts.push(message));
    const result = await call;
    call.unsubscribe();
    expect(result.isError).toBe(true);
    expect(toasts).toEqual(['boom']);
  });

  it('records the site language for analytics in the dataLayer', async () => {
    const { dataLayer } = await app({ lang: 'cn' }, []);
    expect(dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual(
      expect.arrayContaining([['set', 'user_properties', { site_language: 'zh-CN' }]]),
    );
  });
});

describe('the language an address asks for', () => {
  it('is stored as the shopper’s choice, and a later choice reloads the address without it', async () => {
    const storage = memoryStorage({ lang: 'tw' });
    adoptAddressLocale('https://shop.example/product/p-1?lang=en&page=2', storage);
    expect(storage.getItem('lang')).toBe('en');
    expect((await app({ lang: storage.getItem('lang')! }, ['zh-TW'])).i18n.language).toBe('en');

    const replace = vi.fn();
    reloadInChosenLocale({ href: 'https://shop.example/product/p-1?lang=en&page=2', replace });
    expect(replace).toHaveBeenCalledWith(new URL('https://shop.example/product/p-1?page=2'));
  });

  it('leaves the stored language alone when the address asks for none of ours', () => {
    for (const href of ['https://shop.example/', 'https://shop.example/?lang=fr']) {
      const storage = memoryStorage({ lang: 'cn' });
      adoptAddressLocale(href, storage);
      expect(storage.getItem('lang')).toBe('cn');
    }
  });
});
