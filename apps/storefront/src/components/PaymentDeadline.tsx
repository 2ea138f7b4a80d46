import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { Countdown } from '@storefront/ui';
import './PaymentDeadline.css';

/** How often a page past its payment deadline asks again, until the order no longer waits (the API's expiry round has canceled it, or a payment landed). */
const EXPIRED_POLL_MS = 3000;

/**
 * An unpaid order's payment deadline: the time left counting down and what happens after it (the
 * order canceled, its items released). At zero it says the time is up and calls onExpire, then
 * again every EXPIRED_POLL_MS while it stays shown: the page refetches, and the API, not the
 * browser's clock, says when the order is canceled (the page then stops showing this).
 */
export function PaymentDeadline({ payBy, onExpire }: { readonly payBy: number; readonly onExpire: () => void }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [expired, setExpired] = useState(false);
  const ask = useRef(onExpire);
  useEffect(() => {
    ask.current = onExpire;
  });
  useEffect(() => {
    if (!expired) return undefined;
    const timer = setInterval(() => ask.current(), EXPIRED_POLL_MS);
    return () => clearInterval(timer);
  }, [expired]);
  return (
    <div className="sf-payment-deadline">
      <Countdown
        until={payBy}
        labels={{
          label: t('payment.deadline.label'),
          minutesLeft: (minutes) => t('payment.deadline.minutesLeft', { minutes }),
          expired: t('payment.deadline.expired'),
        }}
        onExpire={() => {
          setExpired(true);
          ask.current();
        }}
      />
      <p className="sf-payment-deadline__text">
        {expired ? t('payment.deadline.expired') : t('payment.deadline.after', { time: formatDateTime(payBy, locale) })}
      </p>
    </div>
  );
}
