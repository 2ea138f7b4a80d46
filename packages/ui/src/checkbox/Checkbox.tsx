import { type ComponentPropsWithRef, type ReactNode, useEffect, useImperativeHandle, useRef } from 'react';
import { cx } from '../forms-core/class-names.js';
import { FieldMessages } from '../forms-core/FieldFrame.js';
import { useFieldIds } from '../forms-core/use-field-ids.js';
import './Checkbox.css';

/** Props of {@link Checkbox}: an input's own attributes go to the input, className to the field. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'size'> {
  /** The text beside the box; clicking it toggles the box. */
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The message under the checkbox; sets aria-invalid. Pass it translated. */
  readonly error?: string | undefined;
  /** Neither checked nor not, e.g. 'Select all' when some items are selected; read as "mixed". */
  readonly indeterminate?: boolean | undefined;
}

/** A native checkbox drawn in the kit's style, with its label, hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  className,
  id,
  ref,
  'aria-describedby': describedBy,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id, { hint: Boolean(hint), error: Boolean(error), describedBy });
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  // indeterminate is a DOM property with no HTML attribute: it can only be set on the element.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cx('sf-checkbox', className)}>
      <span className="sf-checkbox__row">
        <span className="sf-checkbox__box">
          <input
            {...input}
            ref={inputRef}
            id={ids.control}
            type="checkbox"
            className="sf-checkbox__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
          />
          <svg className="sf-checkbox__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path className="sf-checkbox__check" d="M3.5 8.5l3 3 6-7" />
            <path className="sf-checkbox__dash" d="M4 8h8" />
          </svg>
        </span>
        <label className="sf-checkbox__label" htmlFor={ids.control}>
          {label}
        </label>
      </span>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
