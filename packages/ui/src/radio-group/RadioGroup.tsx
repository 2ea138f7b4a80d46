import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, useId } from 'react';
import { cx } from '../forms-core/class-names.js';
import { FieldMessages } from '../forms-core/FieldFrame.js';
import { useFieldIds } from '../forms-core/use-field-ids.js';
import './RadioGroup.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  /** A line under the choice, e.g. a shipping method's fee; the radio is described by it. */
  readonly hint?: ReactNode;
  readonly disabled?: boolean | undefined;
}

/** Props of {@link RadioGroup}; value, onChange and onBlur work as on native radios (and formik's field). */
export interface RadioGroupProps {
  /** The radios' shared name: one name makes the arrow keys move between them. */
  readonly name: string;
  /** The legend naming the group. */
  readonly label: ReactNode;
  readonly hideLabel?: boolean | undefined;
  readonly options: readonly RadioOption[];
  /** The chosen value when controlled; '' chooses none. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  /** Called with the change event of the radio chosen: its value is event.target.value. */
  readonly onChange?: ChangeEventHandler<HTMLInputElement> | undefined;
  readonly onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  readonly hint?: ReactNode;
  /** The message under the choices; sets aria-invalid. Pass it translated. */
  readonly error?: string | undefined;
  /** An asterisk and aria-required; the form's validation decides, not the browser's own. */
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Side by side where they fit (short choices), else one per line. */
  readonly orientation?: 'vertical' | 'horizontal' | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
}

/** A fieldset of native radios with its legend; arrow keys move the choice, as the platform does. */
export function RadioGroup({
  name,
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, { hint: Boolean(hint), error: Boolean(error) });
  const legendId = `${ids.control}-legend`;
  const optionIdPrefix = useId();
  return (
    <fieldset
      id={ids.control}
      className={cx('sf-radio-group', className)}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <legend id={legendId} className={cx('sf-radio-group__legend', hideLabel && 'sf-field__label--hidden')}>
        {label}
        {required ? (
          <span className="sf-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <div className={`sf-radio-group__options sf-radio-group__options--${orientation}`}>
        {options.map((option, index) => {
          const optionId = `${optionIdPrefix}-${index}`;
          const hintId = `${optionId}-hint`;
          return (
            <div key={option.value} className="sf-radio">
              <input
                id={optionId}
                className="sf-radio__input"
                type="radio"
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={value === undefined ? defaultValue === option.value : undefined}
                disabled={option.disabled}
                aria-describedby={option.hint ? hintId : undefined}
                onChange={onChange}
                onBlur={onBlur}
              />
              <label className="sf-radio__label" htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint ? (
                <span id={hintId} className="sf-radio__hint">
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
