import { useEffect, useEffectEvent, useState, type FocusEvent } from 'react';
import { IconButton } from '../icon-button/IconButton.js';
import './Toaster.css';

/** What a toast reports: errors are announced at once, the others when the reader is idle. */
export type ToastKind = 'success' | 'error' | 'info';

/** One message of the toaster. */
export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
}

/** Texts the toaster shows besides the messages; the app passes them translated. */
export interface ToasterLabels {
  /** Names the toaster's landmark. */
  readonly region: string;
  /** Accessible name of each toast's close button (an × icon). */
  readonly dismiss: string;
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  readonly toasts: readonly Toast[];
  /** Called when a toast's time is up or its close button is pressed; the app removes it. */
  readonly onDismiss: (id: string) => void;
  /** How long a toast stays, in ms; hovering or focusing it pauses the count. */
  readonly duration?: number;
  readonly labels?: Partial<ToasterLabels>;
}

/** How long a toast stays on screen (spec 9). */
export const TOAST_DURATION_MS = 1500;

const DEFAULT_LABELS: ToasterLabels = { region: 'Notifications', dismiss: 'Dismiss' };

// One glyph per kind, so the kind does not rest on colour alone.
const ICONS: Readonly<Record<ToastKind, string>> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 6.5v7M12 17.5v.01',
  info: 'M12 10.5v7M12 6.5v.01',
};

function DismissIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

interface ToastItemProps {
  readonly toast: Toast;
  readonly duration: number;
  readonly dismissLabel: string;
  readonly onDismiss: (id: string) => void;
}

function ToastItem({ toast, duration, dismissLabel, onDismiss }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // The app may pass a new onDismiss on every render; the timer must not restart for that.
  const expire = useEffectEvent(() => onDismiss(toast.id));

  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => expire(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div
      className={`sf-toast sf-toast--${toast.kind}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <svg className="sf-toast__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[toast.kind]} />
      </svg>
      <p className="sf-toast__message">{toast.message}</p>
      <IconButton size="sm" label={dismissLabel} icon={<DismissIcon />} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}

/** The toast list, 30 px from the top, each toast asking to leave after 1500 ms (spec 9). */
export function Toaster({ toasts, onDismiss, duration = TOAST_DURATION_MS, labels }: ToasterProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  // Both live regions stay mounted even when empty, so screen readers announce what is added:
  // errors assertively (role=alert), the rest politely (role=status).
  const item = (toast: Toast) => (
    <ToastItem key={toast.id} toast={toast} duration={duration} dismissLabel={text.dismiss} onDismiss={onDismiss} />
  );
  return (
    <section className="sf-toaster" aria-label={text.region}>
      <div className="sf-toaster__list" role="alert" aria-atomic="false" aria-relevant="additions">
        {toasts.filter((toast) => toast.kind === 'error').map(item)}
      </div>
      <div className="sf-toaster__list" role="status" aria-atomic="false" aria-relevant="additions">
        {toasts.filter((toast) => toast.kind !== 'error').map(item)}
      </div>
    </section>
  );
}
