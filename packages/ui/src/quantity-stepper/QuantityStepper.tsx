import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { cx } from '../forms-core/class-names.js';
import { FieldFrame } from '../forms-core/FieldFrame.js';
import { useFieldIds } from '../forms-core/use-field-ids.js';
import './QuantityStepper.css';

/** Texts of the stepper; the app passes them translated. */
export interface QuantityStepperLabels {
  /** Names the number input. */
  readonly quantity: string;
  readonly decrease: string;
  readonly increase: string;
}

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  readonly value: number;
  /** Called with the new quantity, always a whole number within min and max. */
  readonly onChange: (value: number) => void;
  /** Smallest quantity; 1 unless given. */
  readonly min?: number | undefined;
  /** Largest quantity, e.g. the stock or the purchase limit; none unless given. */
  readonly max?: number | undefined;
  readonly disabled?: boolean | undefined;
  /** Keeps the 'Quantity' label for screen readers only, e.g. in a cart line. */
  readonly hideLabel?: boolean | undefined;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly labels?: Partial<QuantityStepperLabels> | undefined;
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly className?: string | undefined;
}

const DEFAULT_LABELS: QuantityStepperLabels = {
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
};

/** The quantity within [min, max], as a whole number. */
function clamp(value: number, min: number, max: number | undefined): number {
  const whole = Math.trunc(value);
  return Math.max(min, max === undefined ? whole : Math.min(max, whole));
}

/** What each key does to the quantity, the spinbutton pattern of WAI-ARIA. */
function keyTarget(key: string, value: number, min: number, max: number | undefined): number | undefined {
  switch (key) {
    case 'ArrowUp':
      return value + 1;
    case 'ArrowDown':
      return value - 1;
    case 'PageUp':
      return value + 10;
    case 'PageDown':
      return value - 10;
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return undefined;
  }
}

function MinusPlusIcon({ plus }: { readonly plus: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path className="sf-quantity-stepper__icon" d={plus ? 'M3 8h10M8 3v10' : 'M3 8h10'} />
    </svg>
  );
}

/**
 * − / quantity / +: a spin button the keyboard drives with the arrow keys, Page Up / Down, Home and
 * End; typed numbers are kept within min and max when the input loses focus or on Enter.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled = false,
  hideLabel,
  hint,
  error,
  labels,
  id,
  name,
  className,
}: QuantityStepperProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const ids = useFieldIds(id, { hint: Boolean(hint), error: Boolean(error) });
  // What the shopper is typing, until it is committed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;

  const change = (next: number) => {
    const quantity = clamp(next, min, max);
    if (quantity !== value) onChange(quantity);
  };

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    // Nothing typed, or nothing but separators: the quantity stays.
    if (draft !== '') change(Number(draft));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit();
      return;
    }
    const target = keyTarget(event.key, value, min, max);
    if (target === undefined) return;
    event.preventDefault();
    setDraft(null);
    change(target);
  };

  return (
    <FieldFrame
      ids={ids}
      label={text.quantity}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={cx('sf-quantity-stepper', className)}
    >
      <span className="sf-quantity-stepper__box">
        {/* Off the tab order like the APG spin button's: the arrow keys do their work from the input. */}
        <button
          type="button"
          className="sf-quantity-stepper__button"
          aria-label={text.decrease}
          aria-controls={ids.control}
          aria-disabled={atMin || undefined}
          tabIndex={-1}
          disabled={disabled}
          onClick={() => change(value - 1)}
        >
          <MinusPlusIcon plus={false} />
        </button>
        <input
          id={ids.control}
          name={name}
          className="sf-quantity-stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={handleKeyDown}
        />
        <button
          type="button"
          className="sf-quantity-stepper__button"
          aria-label={text.increase}
          aria-controls={ids.control}
          aria-disabled={atMax || undefined}
          tabIndex={-1}
          disabled={disabled}
          onClick={() => change(value + 1)}
        >
          <MinusPlusIcon plus />
        </button>
      </span>
    </FieldFrame>
  );
}
