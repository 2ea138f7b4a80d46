import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { IconButton } from '../icon-button/IconButton.js';

/** Props of {@link ModalFrame}: a modal's content, and `block`, the BEM block its classes are named after. */
export interface ModalFrameProps {
  readonly block: string;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  /** Without it the modal cannot be dismissed: no close button, Escape and backdrop do nothing. */
  readonly onClose?: (() => void) | undefined;
  readonly closeLabel: string;
}

// What Tab can reach; filtered further by tabIndex and visibility in tabbables().
const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
  'select:not([disabled]), textarea:not([disabled]), summary, iframe, ' +
  '[contenteditable]:not([contenteditable="false"]), [tabindex]';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
  );
}

// showModal() makes the page behind inert and puts the modal in the top layer. On top of that,
// Tab stays inside (Chromium lets it leave to the browser's own UI), Escape and backdrop clicks go
// to onClose instead of closing the dialog (the app's state stays the truth), and focus returns
// to the element that had it before opening.
/** The shell of Dialog and Drawer: a native modal <dialog> with focus trap, restore and app-driven closing. */
export function ModalFrame({ block, title, description, children, actions, onClose, closeLabel }: ModalFrameProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Set when a press starts on the backdrop, so a text selection dragged out of the panel,
  // which ends with a click on the <dialog> itself, does not close it.
  const pressedOnBackdrop = useRef(false);
  // Set while the frame itself closes the dialog (unmounted, or hidden by React's Activity), so
  // the close event that follows is not taken for the browser's and the dialog is not reopened.
  const closingItself = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    closingItself.current = false;
    dialog.showModal();
    if (!dialog.contains(dialog.ownerDocument.activeElement)) {
      (tabbables(dialog)[0] ?? dialog).focus();
    }
    return () => {
      closingItself.current = true;
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A modal nested inside this one handled the key first.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Cancelling the keydown keeps the browser from closing the dialog on its own.
      event.preventDefault();
      onClose?.();
    } else if (event.key === 'Tab') {
      const dialog = event.currentTarget;
      const reachable = tabbables(dialog);
      const first = reachable[0];
      const last = reachable.at(-1);
      const active = dialog.ownerDocument.activeElement;
      if (first === undefined || last === undefined) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  // Escape the keydown handler did not see, e.g. with focus left on the backdrop.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose?.();
  }

  // The browser closed the dialog anyway (it may, after repeated Escapes): follow the props.
  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    if (dialog.open || closingItself.current) return;
    if (onClose === undefined) dialog.showModal();
    else onClose();
  }

  // The <dialog> box is all panel, so a pointer on the <dialog> itself is on its backdrop.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose?.();
    pressedOnBackdrop.current = false;
  }

  return (
    <dialog
      ref={dialogRef}
      className={block}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className={`${block}__panel`}>
        <div className={`${block}__header`}>
          <h2 id={titleId} className={`${block}__title`}>
            {title}
          </h2>
          {onClose === undefined ? null : (
            <IconButton className={`${block}__close`} label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
          )}
        </div>
        {description === undefined ? null : (
          <div id={descriptionId} className={`${block}__description`}>
            {description}
          </div>
        )}
        {children === undefined ? null : <div className={`${block}__body`}>{children}</div>}
        {actions === undefined ? null : <div className={`${block}__actions`}>{actions}</div>}
      </div>
    </dialog>
  );
}
