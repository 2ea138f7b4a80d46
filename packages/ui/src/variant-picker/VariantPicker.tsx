import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { missingVariantGroups, type SubProductInfo, toWebp } from '@storefront/domain';
import './VariantPicker.css';

/** One option of a group: itself a product, with its own stock. */
export interface VariantOption {
  readonly product_id: string;
  readonly display_name: string;
  readonly image_url?: string | null;
  readonly stock: number;
  readonly available: boolean;
}

/** A group the shopper must choose in; the product detail's sub_products satisfy it as is. */
export interface VariantGroup {
  readonly group_id: string;
  readonly display_name: string;
  /** How many options make the group complete: 1 is a single choice, more a pick of that many. */
  readonly required_amount: number;
  readonly options: readonly VariantOption[];
}

/** The chosen option ids, by group id. */
export type VariantSelection = Readonly<Record<string, readonly string[]>>;

/** What a complete submit hands over: the cart's sub-products and which submit button sent it. */
export interface VariantPickerSubmit {
  readonly sub_product_infos: readonly SubProductInfo[];
  /** The value of the submit button used (e.g. 'cart' or 'buy_now'), or null without one. */
  readonly action: string | null;
}

/** Texts of the picker; the app passes them translated. */
export interface VariantPickerLabels {
  /** Shown when a submit finds a group incomplete (spec 5). */
  readonly selectAllItems: string;
  /** The hint of a group that takes several options, e.g. 'Choose 3'. */
  readonly chooseAmount: (amount: number) => string;
  /** Beside an option without stock. */
  readonly soldOut: string;
  /** Beside an option taken off sale. */
  readonly unavailable: string;
}

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  readonly groups: readonly VariantGroup[];
  /** Options out of stock stay choosable: a pre-order is sold regardless of stock. */
  readonly preOrder?: boolean;
  /** Called with a complete selection when the form is submitted. */
  readonly onSubmit: (submit: VariantPickerSubmit) => void;
  /** Called on every change, e.g. to show the chosen option's image. */
  readonly onChange?: (selection: VariantSelection) => void;
  readonly labels?: Partial<VariantPickerLabels>;
  /** The actions inside the form: quantity, add to cart and buy now buttons (type submit). */
  readonly children: ReactNode;
}

const DEFAULT_LABELS: VariantPickerLabels = {
  selectAllItems: 'Please select all items',
  chooseAmount: (amount) => `Choose ${amount}`,
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
};

const NO_CHOICE: readonly string[] = [];

/** The groups whose choice is not complete yet, through the domain rule (a group counts once it has its amount). */
function incompleteGroups(groups: readonly VariantGroup[], selection: VariantSelection): string[] {
  const chosen = Object.fromEntries(
    groups.map((group) => {
      const ids = selection[group.group_id] ?? NO_CHOICE;
      return [group.group_id, ids.length === group.required_amount ? ids.join(',') : null];
    }),
  );
  return missingVariantGroups(
    groups.map((group) => group.group_id),
    chosen,
  );
}

/**
 * The sub-product choice of a product, as a form around the app's actions: one radio group per
 * single-choice group, toggle buttons for a group that takes several options. A submit with an
 * incomplete group shows 'Please select all items' and moves focus to that group instead of
 * calling onSubmit.
 */
export function VariantPicker({ groups, preOrder = false, onSubmit, onChange, labels, children }: VariantPickerProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const id = useId();
  const errorId = `${id}-error`;
  const [selection, setSelection] = useState<VariantSelection>({});
  const [submitted, setSubmitted] = useState(false);
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());
  const missing = submitted ? incompleteGroups(groups, selection) : [];

  const choose = (groupId: string, ids: readonly string[]) => {
    const next = { ...selection, [groupId]: ids };
    setSelection(next);
    onChange?.(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const [first] = incompleteGroups(groups, selection);
    if (first !== undefined) {
      fieldsets.current.get(first)?.querySelector<HTMLElement>('input:enabled, button:enabled')?.focus();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSubmit({
      sub_product_infos: groups.flatMap((group) =>
        (selection[group.group_id] ?? NO_CHOICE).map((product_id) => ({ product_id, amount: 1 })),
      ),
      action: submitter?.getAttribute('value') ?? null,
    });
  };

  return (
    <form className="sf-variant-picker" noValidate onSubmit={handleSubmit}>
      {groups.map((group) => {
        const chosen = selection[group.group_id] ?? NO_CHOICE;
        const invalid = missing.includes(group.group_id);
        const single = group.required_amount === 1;
        const full = chosen.length >= group.required_amount;
        return (
          <fieldset
            key={group.group_id}
            ref={(element) => {
              if (element === null) fieldsets.current.delete(group.group_id);
              else fieldsets.current.set(group.group_id, element);
            }}
            className={invalid ? 'sf-variant-picker__group sf-variant-picker__group--invalid' : 'sf-variant-picker__group'}
            aria-describedby={invalid ? errorId : undefined}
          >
            <legend className="sf-variant-picker__legend">
              {group.display_name}
              {single ? null : (
                <>
                  {' '}
                  <span className="sf-variant-picker__hint">{text.chooseAmount(group.required_amount)}</span>{' '}
                  {/* The pressed state of each button tells screen readers the same. */}
                  <span className="sf-variant-picker__count" aria-hidden="true">
                    ({chosen.length}/{group.required_amount})
                  </span>
                </>
              )}
            </legend>
            <div className="sf-variant-picker__options">
              {group.options.map((option) => {
                const note = !option.available ? text.unavailable : !preOrder && option.stock <= 0 ? text.soldOut : null;
                const isChosen = chosen.includes(option.product_id);
                const content = (
                  <>
                    {option.image_url == null ? null : (
                      <img
                        className="sf-variant-picker__swatch"
                        src={toWebp(option.image_url)}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                        decoding="async"
                      />
                    )}
                    <span className="sf-variant-picker__name">{option.display_name}</span>
                    {note === null ? null : (
                      <>
                        {' '}
                        <span className="sf-variant-picker__note">{note}</span>
                      </>
                    )}
                  </>
                );
                return single ? (
                  <label key={option.product_id} className="sf-variant-picker__option">
                    <input
                      className="sf-variant-picker__radio"
                      type="radio"
                      name={`${id}-${group.group_id}`}
                      value={option.product_id}
                      checked={isChosen}
                      disabled={note !== null}
                      onChange={() => choose(group.group_id, [option.product_id])}
                    />
                    {content}
                  </label>
                ) : (
                  <button
                    key={option.product_id}
                    type="button"
                    className="sf-variant-picker__option"
                    aria-pressed={isChosen}
                    disabled={note !== null || (full && !isChosen)}
                    onClick={() =>
                      choose(
                        group.group_id,
                        isChosen ? chosen.filter((chosenId) => chosenId !== option.product_id) : [...chosen, option.product_id],
                      )
                    }
                  >
                    {content}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <p id={errorId} className="sf-variant-picker__error" role="alert">
        {missing.length > 0 ? text.selectAllItems : null}
      </p>
      {children}
    </form>
  );
}
