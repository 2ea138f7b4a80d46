import type { ReactNode } from 'react';
import { ModalFrame } from './ModalFrame.js';
import './Dialog.css';

/** Texts the dialog shows besides its content; the app passes them translated. */
export interface DialogLabels {
  /** Accessible name of the close button (an × icon). */
  readonly close: string;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Shown while true; the dialog mounts, opens and takes focus, and gives focus back when false. */
  readonly open: boolean;
  /** Names the dialog (aria-labelledby). */
  readonly title: ReactNode;
  /** Read out with the title when the dialog opens (aria-describedby). */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** The buttons at the bottom, e.g. Cancel and Confirm. */
  readonly actions?: ReactNode;
  /**
   * Called by the close button, Escape and a click on the backdrop; the app then sets open to
   * false. Leave it out for a dialog that only its own actions may close.
   */
  readonly onClose?: () => void;
  readonly labels?: Partial<DialogLabels>;
}

const DEFAULT_LABELS: DialogLabels = { close: 'Close' };

/** A modal dialog: traps focus, closes by Escape and backdrop when it may, restores focus on close. */
export function Dialog({ open, labels, ...content }: DialogProps) {
  if (!open) return null;
  const text = { ...DEFAULT_LABELS, ...labels };
  return <ModalFrame block="sf-dialog" closeLabel={text.close} {...content} />;
}
