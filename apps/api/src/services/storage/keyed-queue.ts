/** Runs a task after every earlier task of the same key has settled; different keys run side by side. */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/** A KeyedQueue in this process's memory: read-check-write sequences on one key cannot interleave. */
export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return (key, task) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last task of a key removes the key, so the map holds only keys with work under way.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
