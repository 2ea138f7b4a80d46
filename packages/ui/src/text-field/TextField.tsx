import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../forms-core/class-names.js';
import { FieldFrame } from '../forms-core/FieldFrame.js';
import { useFieldIds } from '../forms-core/use-field-ids.js';
import './TextField.css';

/** Props of {@link TextField}: an input's own attributes go to the input, className to the field. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'size'> {
  /** The visible label, also the input's accessible name. */
  readonly label: ReactNode;
  /** Keeps the label for screen readers only. */
  readonly hideLabel?: boolean | undefined;
  /** Help under the input, read after its label. */
  readonly hint?: ReactNode;
  /** The message under the input; sets aria-invalid. Pass it translated. */
  readonly error?: string | undefined;
  /** An asterisk and aria-required; the form's validation decides, not the browser's own. */
  readonly required?: boolean | undefined;
  /** Drawn inside the input's box at its end, e.g. a unit or PasswordField's toggle. */
  readonly trailing?: ReactNode;
}

/** A labelled single-line text input with an optional hint and error. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  trailing,
  className,
  id,
  type = 'text',
  required,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint: Boolean(hint), error: Boolean(error), describedBy });
  const control = (
    <input
      {...input}
      id={ids.control}
      type={type}
      className={cx('sf-control', trailing !== undefined && 'sf-text-field__input--trailing')}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
    />
  );
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={cx('sf-text-field', className)}
    >
      {trailing === undefined ? (
        control
      ) : (
        <span className="sf-text-field__box">
          {control}
          <span className="sf-text-field__trailing">{trailing}</span>
        </span>
      )}
    </FieldFrame>
  );
}
