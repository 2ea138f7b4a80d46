import { describe, expect, it, vi } from 'vitest';
import { localeChanged, selectLocale } from './locale-slice.js';
import { makeStore } from './make-store.js';
import { fakeApi, memoryStorages } from './test-fakes.js';
import { selectIsLoading, startupEnded } from './ui-slice.js';

/** A started store (overlay off) with storages and a reload spy. */
function storeIn(locale: 'tw' | 'cn' | 'en' = 'tw') {
  const storage = memoryStorages();
  const reload = vi.fn();
  const store = makeStore({ locale: { value: locale } }, { api: fakeApi(), storage, reload });
  store.dispatch(startupEnded());
  return { storage, reload, store };
}

describe('locale', () => {
  it('saves a change under lang, shows the overlay and reloads', () => {
    const { storage, reload, store } = storeIn();
    store.dispatch(localeChanged('en'));
    expect(selectLocale(store.getState())).toBe('en');
    expect(storage.local.entries.get('lang')).toBe('en');
    expect(storage.session.entries.has('lang')).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rejects an unsupported locale: state unchanged, nothing saved, no overlay, no reload', () => {
    const { storage, reload, store } = storeIn('cn');
    for (const locale of ['fr', 'zh-TW', '', 'toString']) store.dispatch(localeChanged(locale));
    expect(selectLocale(store.getState())).toBe('cn');
    expect(storage.local.entries.has('lang')).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the locale is already the current one', () => {
    const { storage, reload, store } = storeIn('en');
    store.dispatch(localeChanged('en'));
    expect(storage.local.entries.has('lang')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts in the stored locale', () => {
    const storage = memoryStorages();
    storage.local.setItem('lang', 'cn');
    expect(selectLocale(makeStore(undefined, { api: fakeApi(), storage }).getState())).toBe('cn');
  });
});
