import { describe, expect, it, vi } from 'vitest';
import { localeChanged, selectLocale } from './locale-slice.js';
import { makeStore, whenRehydrated } from './make-store.js';
import { fakeApi, memoryStorages } from './test-fakes.js';
import { selectIsLoading, startupEnded } from './ui-slice.js';

/** A started store (overlay off) with storages and a reload spy. */
async function storeIn(locale: 'tw' | 'cn' | 'en' = 'tw') {
  const storage = memoryStorages();
  const reload = vi.fn();
  const store = await whenRehydrated(makeStore({ locale: { value: locale } }, { api: fakeApi(), storage, reload }));
  store.dispatch(startupEnded());
  return { storage, reload, store };
}

describe('locale', () => {
  it('saves a change under lang, shows the overlay and reloads', async () => {
    const { storage, reload, store } = await storeIn();
    store.dispatch(localeChanged('en'));
    expect(selectLocale(store.getState())).toBe('en');
    expect(storage.local.entries.get('lang')).toBe('en');
    expect(storage.session.entries.has('lang')).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rejects an unsupported locale: state unchanged, nothing saved, no overlay, no reload', async () => {
    const { storage, reload, store } = await storeIn('cn');
    for (const locale of ['fr', 'zh-TW', '', 'toString']) store.dispatch(localeChanged(locale));
    expect(selectLocale(store.getState())).toBe('cn');
    expect(storage.local.entries.has('lang')).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the locale is already the current one', async () => {
    const { storage, reload, store } = await storeIn('en');
    store.dispatch(localeChanged('en'));
    expect(storage.local.entries.has('lang')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts in the stored locale', async () => {
    const storage = memoryStorages();
    storage.local.setItem('lang', 'cn');
    expect(selectLocale((await whenRehydrated(makeStore(undefined, { api: fakeApi(), storage }))).getState())).toBe('cn');
  });

  it('starts in the stored locale over a detected one given at start, and keeps it stored', async () => {
    const storage = memoryStorages();
    storage.local.setItem('lang', 'en');
    const store = await whenRehydrated(makeStore({ locale: { value: 'cn' } }, { api: fakeApi(), storage }));
    expect(selectLocale(store.getState())).toBe('en');
    store.dispatch(startupEnded());
    expect(storage.local.entries.get('lang')).toBe('en');
  });
});
