import { formatValidationMessage } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import type { ShippingField, ShippingProblem } from './shipping-problems.js';

/** Props of {@link PaymentGate}. */
export interface PaymentGateProps {
  readonly problems: readonly ShippingProblem[];
  /** Each field's label as the form shows it (the customs ID's depends on the destination). */
  readonly labels: Readonly<Record<ShippingField, string>>;
}

/** Focuses a field of the checkout form by its name: the first control of a group of radios. */
function focusField(from: HTMLElement, field: ShippingField): void {
  const form = from.closest('form');
  const control = form?.querySelector<HTMLElement>(`[name="${field}"]:not([disabled])`);
  control?.focus();
  control?.scrollIntoView({ block: 'center' });
}

/**
 * Why the payment method cannot be chosen yet (spec 5: complete shipping first): the fields of the
 * shipping part still missing or invalid, by label and with the field's own message, each a
 * button that takes the shopper to the field. A polite live region, so the list is read as it
 * changes; empty once shipping is complete.
 */
export function PaymentGate({ problems, labels }: PaymentGateProps) {
  const { t } = useTranslation();
  return (
    <div className="sf-checkout__gate" role="status">
      {problems.length === 0 ? null : (
        <>
          <p className="sf-checkout__gate-intro">{t('checkout.paymentAfterShipping')}</p>
          <ul className="sf-checkout__gate-list">
            {problems.map(({ field, message }) => (
              <li key={field}>
                <button type="button" className="sf-checkout__gate-link" onClick={(event) => focusField(event.currentTarget, field)}>
                  {t('checkout.missingField', {
                    label: labels[field],
                    message: formatValidationMessage(message, (key, values) => t(key, values)),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
