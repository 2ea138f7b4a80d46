import { type ReactNode, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type OrderDetail, PAYMENT_METHODS, type PaymentMethod } from '@storefront/api-contract';
import { formatTwd, orderLookupSchema, type OrderLookupValues, orderStatusKey, toWebp } from '@storefront/domain';
import { formatDateTime } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale, selectToken, type ShopApiError } from '@storefront/store';
import { useAppSelector, useShopMutation, useShopQuery } from '@storefront/store/react';
import { Badge, Button, Dialog, EmptyState, Select, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { renderButtonLink } from '../../app/shell/links.js';
import { LoadError } from '../../components/LoadError.js';
import { PaymentDeadline } from '../../components/PaymentDeadline.js';
import { SchemaForm, ShopField } from '../../components/SchemaForm.js';
import './OrderDetailPage.css';

const THUMB_SIZE = 64;

/** One row of a description list. */
function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="sf-order__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Pay an unpaid order again, by the method chosen; a gateway page or the result page's QR code follows. */
function PayAgain({ order, email }: { readonly order: OrderDetail; readonly email: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>(order.payment_method);
  const [updateOrder, { busy: paying }] = useShopMutation('updateOrder');
  const pay = async () => {
    try {
      const { payment } = await updateOrder({
        params: { order_id: order.order_id },
        body: { action: 'pay', payment_method: method, ...(email === undefined ? {} : { email }) },
      });
      if (payment?.payment_url) window.location.assign(payment.payment_url);
      else if (payment) await navigate(`/result?purchase_id=${encodeURIComponent(payment.purchase_id)}`);
    } catch {
      // The client's policy has told the shopper why; the order stays as it was.
    }
  };
  return (
    <div className="sf-order__pay">
      <Select
        label={t('order.payWith')}
        value={method}
        options={PAYMENT_METHODS.map((value) => ({ value, label: t(`checkout.paymentMethod.${value}`) }))}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
      />
      <Button loading={paying} onClick={() => void pay()}>
        {t('order.pay')}
      </Button>
    </div>
  );
}

/** Cancel an unpaid order, after the shopper confirms in a dialog. */
function CancelOrder({ order, email }: { readonly order: OrderDetail; readonly email: string | undefined }) {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const [open, setOpen] = useState(false);
  const [updateOrder, { busy: canceling }] = useShopMutation('updateOrder');
  const cancel = async () => {
    try {
      await updateOrder({
        params: { order_id: order.order_id },
        body: { action: 'cancel', ...(email === undefined ? {} : { email }) },
      });
      notifier.notify('success', t('order.canceledDone'));
      setOpen(false);
    } catch {
      // Toasted by the client's policy; the dialog stays for another try or to keep the order.
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('order.cancel')}
      </Button>
      <Dialog
        open={open}
        title={t('order.cancel')}
        description={t('order.cancelConfirm')}
        onClose={() => setOpen(false)}
        labels={{ close: t('common.close') }}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('order.keep')}
            </Button>
            <Button variant="danger" loading={canceling} onClick={() => void cancel()}>
              {t('order.cancel')}
            </Button>
          </>
        }
      />
    </>
  );
}

/** The tracking number, a link to the carrier's page (a new tab) when the API gives one. */
function TrackingNumber({ number, url }: { readonly number: string; readonly url: string | null }) {
  const { t } = useTranslation();
  if (url === null) return number;
  return (
    <a className="sf-order__tracking" href={url} target="_blank" rel="noopener noreferrer" aria-label={t('order.trackingLink', { number })}>
      {number}
      <span className="sf-order__external" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}

/**
 * The order in full: status, lines, shipping, payment, amounts, and while unpaid the time left to
 * pay, paying and canceling. refresh asks the API again (the deadline passed).
 */
function OrderView({
  order,
  email,
  refresh,
}: {
  readonly order: OrderDetail;
  readonly email: string | undefined;
  readonly refresh: () => void;
}) {
  const { t } = useTranslation();
  // Set when the deadline ran out on this page: the canceled order then says why.
  const [expired, setExpired] = useState(false);
  const locale = useAppSelector(selectLocale);
  const money = (amount: number) => formatTwd(amount, locale);
  const { shipping, payment } = order;
  const address = [shipping.postal_code, shipping.city, shipping.area, shipping.address].filter(Boolean).join(' ');
  return (
    <article className="sf-order" aria-labelledby="order-heading">
      <header className="sf-order__header">
        <h1 id="order-heading" className="sf-order__heading">
          {t('title.orderDetail')}
        </h1>
        <Badge variant={order.status === 'canceled' ? 'neutral' : order.status === 'finished' ? 'success' : 'info'}>
          {t(orderStatusKey(order.status))}
        </Badge>
      </header>
      <dl className="sf-order__facts">
        <Row term={t('order.number')}>{order.order_id}</Row>
        <Row term={t('order.purchaseTime')}>{formatDateTime(order.purchased_at, locale)}</Row>
        <Row term={t('order.statusLabel')}>{t(orderStatusKey(order.status))}</Row>
      </dl>
      {order.pay_by === null ? null : (
        <PaymentDeadline
          payBy={order.pay_by}
          onExpire={() => {
            setExpired(true);
            refresh();
          }}
        />
      )}
      {expired && order.status === 'canceled' ? <p className="sf-order__expired">{t('payment.deadline.expired')}</p> : null}

      <section className="sf-order__section" aria-labelledby="order-products">
        <h2 id="order-products" className="sf-order__subheading">
          {t('order.productInfo')}
        </h2>
        <ul className="sf-order__lines">
          {order.items.map((line) => (
            <li key={line.product_id} className="sf-order__line">
              {line.image_url ? (
                <img src={toWebp(line.image_url)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
              ) : (
                <span className="sf-order__thumb" aria-hidden="true" />
              )}
              <div className="sf-order__line-text">
                <p className="sf-order__line-name">{line.display_name}</p>
                {line.sub_product_infos.length > 0 ? (
                  <p className="sf-order__line-sub">{line.sub_product_infos.map((sub) => sub.display_name).join(' / ')}</p>
                ) : null}
                <p className="sf-order__line-sub">{t('order.quantity', { count: line.amount })}</p>
              </div>
              <p className="sf-order__line-price">{money((line.selling_price ?? line.marked_price) * line.amount)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="sf-order__section" aria-labelledby="order-shipping">
        <h2 id="order-shipping" className="sf-order__subheading">
          {t('order.shippingInfo')}
        </h2>
        <dl className="sf-order__facts">
          <Row term={t('order.recipient')}>
            {shipping.recipient_name} {shipping.recipient_phone_code} {shipping.recipient_mobile}
          </Row>
          <Row term={t('label.recipientEmail')}>{shipping.recipient_email}</Row>
          <Row term={t('label.shippingMethod')}>{t(`checkout.shippingMethod.${shipping.shipping_method}`)}</Row>
          {shipping.pickup_store ? (
            <Row term={t('label.pickupStore')}>
              {`${t(`checkout.cvsBrand.${shipping.pickup_store.cvs_brand}`)} ${shipping.pickup_store.store_name}`}
            </Row>
          ) : null}
          <Row term={t('order.address')}>{address}</Row>
          <Row term={t('order.shippingCode')}>
            {order.shipping_code === null ? (
              t('order.notShipped')
            ) : (
              <TrackingNumber number={order.shipping_code} url={order.tracking_url} />
            )}
          </Row>
        </dl>
      </section>

      <section className="sf-order__section" aria-labelledby="order-payment">
        <h2 id="order-payment" className="sf-order__subheading">
          {t('order.paymentInfo')}
        </h2>
        <dl className="sf-order__facts">
          <Row term={t('order.paymentMethod')}>{t(`checkout.paymentMethod.${payment.payment_method}`)}</Row>
          <Row term={t('order.paymentStatusLabel')}>{t(`payment.status.${payment.payment_status}`)}</Row>
          {payment.paid_at === null ? null : <Row term={t('order.paidAt')}>{formatDateTime(payment.paid_at, locale)}</Row>}
          <Row term={t('checkout.subtotal')}>{money(order.order_amount)}</Row>
          <Row term={t('checkout.shippingFee')}>{money(order.shipping_fee)}</Row>
          {order.discount > 0 ? <Row term={t('checkout.discountAmount')}>{`−${money(order.discount)}`}</Row> : null}
          {order.shipping_discount > 0 ? <Row term={t('checkout.shippingDiscount')}>{`−${money(order.shipping_discount)}`}</Row> : null}
          <Row term={t('order.paymentAmount')}>
            <strong>{money(order.payment_amount)}</strong>
          </Row>
        </dl>
      </section>

      {order.can_pay || order.can_cancel ? (
        <div className="sf-order__actions">
          {order.can_pay ? <PayAgain order={order} email={email} /> : null}
          {order.can_cancel ? <CancelOrder order={order} email={email} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * A visitor proves the order is theirs with its recipient email, which then stays in the address (as
 * the order mail's link has it); after an email that does not match, the form stays for another try.
 */
function VisitorLookup({ orderId, refused = false }: { readonly orderId: string; readonly refused?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  return (
    <section className="sf-order__lookup" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-order__heading">
        {t('title.orderDetail')}
      </h1>
      <p>{t('order.visitorPrompt')}</p>
      {refused ? (
        <p className="sf-order__refused" role="alert">
          {t('order.notFound')}
        </p>
      ) : null}
      <SchemaForm<OrderLookupValues>
        schema={orderLookupSchema}
        initialValues={{ email: params.get('email') ?? '' }}
        aria-labelledby={headingId}
        onSubmit={({ email }) => setParams({ order_id: orderId, email }, { replace: true })}
      >
        <ShopField name="email" label={t('label.recipientEmail')} type="email" autoComplete="email" inputMode="email" required />
        <Button type="submit">{t('order.view')}</Button>
      </SchemaForm>
    </section>
  );
}

/** Loads the order for a member (their token) or a visitor (the recipient email) and shows it. */
function LoadedOrder({ orderId, email }: { readonly orderId: string; readonly email: string | undefined }) {
  const order = useShopQuery('getOrder', { params: { order_id: orderId }, query: email === undefined ? {} : { email } });
  if (order.data !== undefined) return <OrderView order={order.data} email={email} refresh={() => void order.refetch()} />;
  if (!order.isError) {
    return (
      <div aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  }
  if ((order.error as ShopApiError | undefined)?.status === 404) {
    return email === undefined ? <NoOrder /> : <VisitorLookup orderId={orderId} refused />;
  }
  return <LoadError onRetry={order.refetch} />;
}

/**
 * /order-detail?order_id=... (spec 2, not indexed): a member's order from the order records, or a
 * visitor's from the result page or the order mail (?email=..., else the page asks for it).
 */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const member = useAppSelector(selectToken) !== null;
  const orderId = params.get('order_id') ?? '';
  const email = member ? undefined : (params.get('email') ?? '');
  let content;
  if (orderId === '') content = <NoOrder />;
  else if (email === '') content = <VisitorLookup orderId={orderId} />;
  else content = <LoadedOrder key={`${orderId} ${email ?? ''}`} orderId={orderId} email={email} />;
  return <div className="sf-order-page">{content}</div>;
}

/** Without an order number, or one the member does not have, there is nothing to show. */
function NoOrder() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('order.notFound')}
      action={
        <Button href="/" renderLink={renderButtonLink}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
