import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../button/Button.js';
import { cx } from '../forms-core/class-names.js';
import './IconButton.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. Pass it translated. */
  readonly label: string;
  /** The icon, drawn at 1.25em; an SVG with currentColor strokes or fills follows the variant. */
  readonly icon: ReactNode;
  /** Ghost unless given: icon buttons mostly sit in toolbars and headers. */
  readonly variant?: ButtonVariant | undefined;
  readonly size?: ButtonSize | undefined;
}

/** A square button showing only an icon, named by its required label. */
export function IconButton({ label, icon, variant = 'ghost', size, className, ...button }: IconButtonProps) {
  return (
    <Button {...button} variant={variant} size={size} className={cx('sf-icon-button', className)} aria-label={label}>
      <span className="sf-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
}
