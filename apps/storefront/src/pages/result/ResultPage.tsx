import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_METHODS, type PaymentStatus } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { qrCodeCleared, selectLocale, selectToken, type ShopApiError } from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopQuery } from '@storefront/store/react';
import { Button, EmptyState, QrPaymentPanel, type QrPaymentStatus, Skeleton } from '@storefront/ui';
import { loginHref } from '../../app/shell/auth-paths.js';
import { renderButtonLink } from '../../app/shell/links.js';
import { LoadError } from '../../components/LoadError.js';
import { PaymentDeadline } from '../../components/PaymentDeadline.js';
import './ResultPage.css';

/** How often a pending payment is asked about again. */
export const PAYMENT_POLL_MS = 3000;

const QR_STATUS: Record<PaymentStatus, QrPaymentStatus> = {
  pending: 'waiting',
  paid: 'paid',
  failed: 'failed',
  canceled: 'failed',
  refund_due: 'failed',
  refunded: 'failed',
};

/**
 * Whether a failed read of the purchase may succeed when tried again: a timeout, the network or
 * the server's own failure may; the API's refusal (not found: a member's purchase without its
 * login, or another account's, or an unknown id) will not.
 */
function isRetryable(error: unknown): boolean {
  const { kind, status } = (error ?? {}) as Partial<ShopApiError>;
  return kind !== 'server' || status === undefined || status >= 500;
}

/**
 * The purchase cannot be read here (the card page returned to another browser, the shopper logged
 * out or is logged in as someone else, a link opened later): what happened, and the ways on that
 * can work, instead of a retry that cannot. A visitor's purchase opens for anyone with its link,
 * so this is about a member's; a visitor is pointed to the order mail, whose link opens the order.
 */
function PurchaseUnavailable({ purchaseId, member }: { readonly purchaseId: string; readonly member: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const who = member ? 'otherAccount' : 'loggedOut';
  return (
    <section className="sf-result" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-result__heading">
        {t(`result.unavailable.heading.${who}`)}
      </h1>
      <p className="sf-result__text">{t(`result.unavailable.text.${who}`)}</p>
      <p className="sf-result__text">{t('result.unavailable.visitor')}</p>
      <div className="sf-result__actions">
        {member ? (
          <Button href="/member/orders" renderLink={renderButtonLink}>
            {t('qrPayment.viewOrders')}
          </Button>
        ) : (
          <Button href={loginHref('/result', `?${new URLSearchParams({ purchase_id: purchaseId })}`)} renderLink={renderButtonLink}>
            {t('result.unavailable.logIn')}
          </Button>
        )}
        <Button href="/" variant="secondary" renderLink={renderButtonLink}>
          {t('result.continueShopping')}
        </Button>
      </div>
    </section>
  );
}

/** The result of one purchase: its state, the QR code while a wallet payment waits, and where to go next. */
function PurchaseResult({ purchaseId }: { readonly purchaseId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const member = useAppSelector(selectToken) !== null;
  const headingId = useId();
  const purchase = useShopQuery('getPurchase', { params: { purchase_id: purchaseId } });
  const status = purchase.data?.status;
  const { refetch } = purchase;
  // Set when the deadline ran out on this page: the canceled purchase then says why.
  const [expired, setExpired] = useState(false);

  // Waiting for the gateway (a scanned QR code, a card page in another tab): ask again until it settles.
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(refetch, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [status, refetch]);
  useEffect(() => {
    if (status !== undefined && status !== 'pending') dispatch(qrCodeCleared());
  }, [status, dispatch]);

  if (purchase.data === undefined) {
    if (!purchase.isError) {
      return (
        <div aria-busy="true">
          <Skeleton lines={4} />
        </div>
      );
    }
    return isRetryable(purchase.error) ? <LoadError onRetry={refetch} /> : <PurchaseUnavailable purchaseId={purchaseId} member={member} />;
  }
  const { data } = purchase;
  const firstOrder = data.order_ids[0] ?? '';
  const orderHref = member ? '/member/orders' : `/order-detail?order_id=${encodeURIComponent(firstOrder)}`;
  const deadline =
    data.pay_by !== null && data.status === 'pending' ? (
      <PaymentDeadline
        payBy={data.pay_by}
        onExpire={() => {
          setExpired(true);
          void refetch();
        }}
      />
    ) : undefined;
  const methods = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, t(`checkout.paymentMethod.${method}`)])) as Record<
    (typeof PAYMENT_METHODS)[number],
    string
  >;
  return (
    <section className="sf-result" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-result__heading">
        {t(`result.heading.${data.status}`)}
      </h1>
      <p className="sf-result__text" role="status">
        {expired && data.status === 'canceled' ? t('payment.deadline.expired') : t(`result.text.${data.status}`)}
      </p>
      {data.qr_code === null ? deadline : null}
      {data.qr_code !== null && data.status === 'pending' ? (
        <QrPaymentPanel
          deadline={deadline}
          qrCode={data.qr_code}
          locale={locale}
          status={QR_STATUS[data.status]}
          labels={{
            title: t('qrPayment.title'),
            scanWith: t('qrPayment.scanWith', { method: '{method}' }),
            amount: t('qrPayment.amount'),
            qrCode: t('qrPayment.qrCode'),
            doNotClose: t('qrPayment.doNotClose'),
            afterPaying: t('qrPayment.afterPaying'),
            waiting: t('qrPayment.waiting'),
            paid: t('payment.status.paid'),
            failed: t('payment.status.failed'),
            methods,
          }}
        />
      ) : null}
      <div className="sf-result__actions">
        <Button href={orderHref} renderLink={renderButtonLink}>
          {member ? t('qrPayment.viewOrders') : t('result.viewOrder')}
        </Button>
        <Button href="/" variant="secondary" renderLink={renderButtonLink}>
          {t('result.continueShopping')}
        </Button>
      </div>
    </section>
  );
}

/** /result?purchase_id=... (spec 2, not indexed): the payment result; a paid purchase is reported to analytics once (the store's listener). */
export function ResultPage() {
  const { t } = useTranslation();
  const purchaseId = useSearchParams()[0].get('purchase_id') ?? '';
  return (
    <div className="sf-result-page">
      {purchaseId === '' ? (
        <EmptyState
          title={t('notFound.heading')}
          action={
            <Button href="/" renderLink={renderButtonLink}>
              {t('notFound.backHome')}
            </Button>
          }
        />
      ) : (
        <PurchaseResult key={purchaseId} purchaseId={purchaseId} />
      )}
    </div>
  );
}
