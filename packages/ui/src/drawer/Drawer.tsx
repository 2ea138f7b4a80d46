import type { ReactNode } from 'react';
import { ModalFrame } from '../dialog/ModalFrame.js';
import './Drawer.css';

/** Texts the drawer shows besides its content; the app passes them translated. */
export interface DrawerLabels {
  /** Accessible name of the close button (an × icon). */
  readonly close: string;
}

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Shown while true; the drawer mounts, slides in and takes focus, and gives focus back when false. */
  readonly open: boolean;
  /** Called by the close button, Escape and a click on the overlay; the app then sets open to false. */
  readonly onClose: () => void;
  /** The drawer's heading, which names it (aria-labelledby), e.g. "Menu". */
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly labels?: Partial<DrawerLabels>;
}

const DEFAULT_LABELS: DrawerLabels = { close: 'Close' };

/** A modal side sheet from the left, 320 px wide: the mobile menu. Same focus rules as Dialog. */
export function Drawer({ open, labels, ...content }: DrawerProps) {
  if (!open) return null;
  const text = { ...DEFAULT_LABELS, ...labels };
  return <ModalFrame block="sf-drawer" closeLabel={text.close} {...content} />;
}
