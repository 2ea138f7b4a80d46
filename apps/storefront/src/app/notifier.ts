import type { ToastKind } from '@storefront/ui';

/** A toast asked for outside React (api-client's error policy, listeners). */
interface Notice {
  readonly kind: ToastKind;
  readonly message: string;
}

/** Carries notices from code that runs outside React to the one Toaster the app renders. */
export interface Notifier {
  /** Shows a toast; notices sent before the Toaster mounts wait for it. */
  notify(kind: ToastKind, message: string): void;
  /** The Toaster's side: receives every notice, the waiting ones first; returns the unsubscribe. */
  subscribe(listener: (notice: Notice) => void): () => void;
}

/** A notifier with one listener at a time (the app root's Toaster). */
export function createNotifier(): Notifier {
  const waiting: Notice[] = [];
  let listener: ((notice: Notice) => void) | null = null;
  return {
    notify(kind, message) {
      if (listener) listener({ kind, message });
      else waiting.push({ kind, message });
    },
    subscribe(next) {
      listener = next;
      for (const notice of waiting.splice(0)) next(notice);
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}
