/** Where the address whose page code failed to load is kept, so the reload it gets happens once. */
export const CHUNK_RELOAD_KEY = 'chunkReload';

// Chromium, Firefox and Safari word a failed `import()` of a script differently.
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True when error is the browser failing to download a script of the app (a page's chunk gone after a redeploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** The storage the guard is kept in: the tab's session storage. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether the page at href should reload for a chunk that failed to load: a redeploy replaced the
 * hashed files the running code asks for, and a reload fetches the new ones. Once per address in
 * a tab: if the code still fails after that, the error message shows instead of a reload loop.
 * Unreadable storage counts as reloaded already, for the same reason.
 */
export function shouldReloadForChunk(error: unknown, storage: GuardStorage, href: string): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    return storage.getItem(CHUNK_RELOAD_KEY) !== href;
  } catch {
    return false;
  }
}

/** Notes that href reloads for a failed chunk, then reloads it. */
export function reloadForChunk(storage: GuardStorage, href: string, reload: () => void): void {
  try {
    storage.setItem(CHUNK_RELOAD_KEY, href);
  } catch {
    return;
  }
  reload();
}
