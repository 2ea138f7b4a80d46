import type { ReactNode } from 'react';
import { cx } from './class-names.js';
import type { FieldIds } from './use-field-ids.js';
import './FieldFrame.css';

/** Props of {@link FieldMessages}. */
export interface FieldMessagesProps {
  readonly ids: FieldIds;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
}

/** The error, then the hint, under a control: the order its aria-describedby reads them in. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {error ? (
        <p id={ids.error} className="sf-field__error">
          <svg className="sf-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path className="sf-field__error-mark" d="M8 4v5M8 11.5v.5" />
          </svg>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hint} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps extends FieldMessagesProps {
  readonly label: ReactNode;
  /** Keeps the label for screen readers only, where the layout already says what the field is. */
  readonly hideLabel?: boolean | undefined;
  /** Marks the label with an asterisk; the control itself carries aria-required. */
  readonly required?: boolean | undefined;
  readonly className?: string | undefined;
  /** The control, whose id is ids.control. */
  readonly children: ReactNode;
}

/** Label above, control, then hint and error: the frame every single-control field of the kit shares. */
export function FieldFrame({ ids, label, hideLabel, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={cx('sf-field', className)}>
      <label className={cx('sf-field__label', hideLabel && 'sf-field__label--hidden')} htmlFor={ids.control}>
        {label}
        {required ? (
          <span className="sf-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
