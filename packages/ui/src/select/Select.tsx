import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../forms-core/class-names.js';
import { FieldFrame } from '../forms-core/FieldFrame.js';
import { useFieldIds } from '../forms-core/use-field-ids.js';
import './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}

/** Props of {@link Select}: a select's own attributes go to the select, className to the field. */
export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'size' | 'multiple'> {
  readonly label: ReactNode;
  readonly hideLabel?: boolean | undefined;
  readonly options: readonly SelectOption[];
  /** A first option with the value '', e.g. 'Please choose', shown while nothing is chosen. */
  readonly placeholder?: string | undefined;
  readonly hint?: ReactNode;
  /** The message under the select; sets aria-invalid. Pass it translated. */
  readonly error?: string | undefined;
  /** An asterisk and aria-required; the form's validation decides, not the browser's own. */
  readonly required?: boolean | undefined;
}

/** A labelled native select, styled like the kit's inputs: the platform's own picker on phones. */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  hint,
  error,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, { hint: Boolean(hint), error: Boolean(error), describedBy });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={cx('sf-select', className)}
    >
      <span className="sf-select__box">
        <select
          {...select}
          id={ids.control}
          className="sf-control sf-select__control"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder === undefined ? (
            // Without it the browser would show the first option while the value is still ''.
            select.value === '' ? (
              <option value="" disabled hidden />
            ) : null
          ) : (
            <option value="">{placeholder}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          className="sf-select__chevron"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 6l4 4 4-4" />
        </svg>
      </span>
    </FieldFrame>
  );
}
