import { useCallback, useMemo, useRef, useState } from 'react';
import type { Toast, ToastKind } from './Toaster.js';

/** What {@link useToasts} returns: the list to give Toaster, and the two ways to change it. */
export interface ToastController {
  readonly toasts: readonly Toast[];
  /**
   * Adds a toast at the end of the list and returns its id. A toast of the same kind and message
   * that is still shown is not added twice (several calls failing at once, e.g. when the shop is
   * offline, say the same thing once); its id is returned.
   */
  readonly push: (kind: ToastKind, message: string) => string;
  /** Removes a toast; pass it as Toaster's onDismiss. */
  readonly dismiss: (id: string) => void;
}

// The app's root calls it and hands push to api-client's toast callback: push and dismiss keep
// their identity, so callbacks made once stay valid.
/** Toast state of the calling component (no globals), to render as <Toaster toasts onDismiss={dismiss} />. */
export function useToasts(): ToastController {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  // The list as last set, read by push at once: pushes in one event see each other before a render.
  const shown = useRef<readonly Toast[]>([]);
  const lastId = useRef(0);

  const show = useCallback((list: readonly Toast[]) => {
    shown.current = list;
    setToasts(list);
  }, []);

  const push = useCallback(
    (kind: ToastKind, message: string) => {
      const same = shown.current.find((toast) => toast.kind === kind && toast.message === message);
      if (same) return same.id;
      lastId.current += 1;
      const id = `toast-${lastId.current}`;
      show([...shown.current, { id, kind, message }]);
      return id;
    },
    [show],
  );

  const dismiss = useCallback((id: string) => show(shown.current.filter((toast) => toast.id !== id)), [show]);

  return useMemo(() => ({ toasts, push, dismiss }), [toasts, push, dismiss]);
}
