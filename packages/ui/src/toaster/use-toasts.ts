import { useCallback, useMemo, useRef, useState } from 'react';
import type { Toast, ToastKind } from './Toaster.js';

/** What {@link useToasts} returns: the list to give Toaster, and the two ways to change it. */
export interface ToastController {
  readonly toasts: readonly Toast[];
  /** Adds a toast at the end of the list and returns its id. */
  readonly push: (kind: ToastKind, message: string) => string;
  /** Removes a toast; pass it as Toaster's onDismiss. */
  readonly dismiss: (id: string) => void;
}

// The app's root calls it and hands push to api-client's toast callback: push and dismiss keep
// their identity, so callbacks made once stay valid.
/** Toast state of the calling component (no globals), to render as <Toaster toasts onDismiss={dismiss} />. */
export function useToasts(): ToastController {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const lastId = useRef(0);

  const push = useCallback((kind: ToastKind, message: string) => {
    lastId.current += 1;
    const id = `toast-${lastId.current}`;
    setToasts((list) => [...list, { id, kind, message }]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  return useMemo(() => ({ toasts, push, dismiss }), [toasts, push, dismiss]);
}
