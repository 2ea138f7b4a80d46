import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunk, shouldReloadForChunk } from './chunk-reload.js';

const chromium = new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/ThemePage-1a2b3c.js');

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', chromium],
    ['Firefox', new TypeError('error loading dynamically imported module: https://shop.example/assets/ThemePage-1a2b3c.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
  ])('knows %s’s failed download of a script', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'length')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the reload for a failed chunk', () => {
  it('happens once per address: after it, the same failure there shows the message', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const href = 'https://shop.example/theme';
    expect(shouldReloadForChunk(chromium, storage, href)).toBe(true);
    reloadForChunk(storage, href, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(href);
    expect(shouldReloadForChunk(chromium, storage, href)).toBe(false);
    expect(shouldReloadForChunk(chromium, storage, 'https://shop.example/news-list')).toBe(true);
  });

  it('is not asked for by other errors', () => {
    expect(shouldReloadForChunk(new Error('render failed'), memoryStorage(), 'https://shop.example/')).toBe(false);
  });

  it('does not happen when the guard cannot be kept, so a page without storage cannot loop', () => {
    const locked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const reload = vi.fn();
    expect(shouldReloadForChunk(chromium, locked, 'https://shop.example/')).toBe(false);
    reloadForChunk(locked, 'https://shop.example/', reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
