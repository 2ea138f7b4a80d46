import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus, type OrderSummary } from '@storefront/api-contract';
import { orderStatusKey } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector, useShopQuery } from '@storefront/store/react';
import { Button, EmptyState, OrderCard, type OrderCardLinkProps, Skeleton, Tabs } from '@storefront/ui';
import { renderButtonLink } from '../../app/shell/links.js';
import { LoadError } from '../../components/LoadError.js';
import { PaymentDeadline } from '../../components/PaymentDeadline.js';
import { ShopLink } from '../../components/ShopLink.js';
import { ShopPagination } from '../../components/ShopPagination.js';

/** Orders per page of the records. */
export const ORDERS_PAGE_SIZE = 10;

const ALL = 'all';

function renderOrderLink({ href, ...rest }: OrderCardLinkProps) {
  return <ShopLink to={href} {...rest} />;
}

/** The status tab and page the address asks for: ?status=shipped&page=2; anything else reads as all, page 1. */
export function readOrdersParams(params: URLSearchParams): { status: OrderStatus | undefined; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: ORDER_STATUSES.find((known) => known === status),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the order's page; the member's token proves it is theirs. */
export function orderDetailHref(orderId: string): string {
  return `/order-detail?order_id=${encodeURIComponent(orderId)}`;
}

/** /member/orders: the member's orders, newest first, by status tab, a page at a time; each opens its details. */
export function OrdersPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [params, setParams] = useSearchParams();
  const { status, page } = readOrdersParams(params);
  const orders = useShopQuery('listOrders', { page, page_size: ORDERS_PAGE_SIZE, ...(status === undefined ? {} : { status }) });
  const data = orders.data;
  // The orders whose deadline ran out on this page: once canceled, their cards say why.
  const [expired, setExpired] = useState<ReadonlySet<string>>(new Set());
  const deadlineOf = (order: OrderSummary) => {
    if (order.pay_by !== null) {
      return (
        <PaymentDeadline
          payBy={order.pay_by}
          onExpire={() => {
            setExpired((ids) => new Set(ids).add(order.order_id));
            void orders.refetch();
          }}
        />
      );
    }
    return expired.has(order.order_id) && order.status === 'canceled' ? (
      <p className="sf-payment-deadline__text">{t('payment.deadline.expired')}</p>
    ) : undefined;
  };
  const tabs = [{ id: ALL, label: t('orders.all') }, ...ORDER_STATUSES.map((id) => ({ id, label: t(orderStatusKey(id)) }))];
  // Tabs and pages are history entries, so back returns to the tab the member came from.
  const show = (next: { status: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.status !== ALL) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const labels = {
    number: t('order.number'),
    purchaseTime: t('order.purchaseTime'),
    status: (value: OrderStatus) => t(orderStatusKey(value)),
    quantity: (count: number) => t('order.quantity', { count }),
    orderAmount: t('order.amount'),
    paymentAmount: t('order.paymentAmount'),
    details: t('order.details'),
  };

  let panel;
  if (data === undefined) {
    panel = orders.isError ? (
      <LoadError onRetry={() => void orders.refetch()} />
    ) : (
      <div className="sf-member__loading" aria-busy="true">
        <Skeleton lines={4} />
        <Skeleton lines={4} />
      </div>
    );
  } else if (data.items.length === 0) {
    panel = (
      <EmptyState
        title={t('orders.empty')}
        action={
          <Button href="/product-list/all" renderLink={renderButtonLink}>
            {t('cart.continueShopping')}
          </Button>
        }
      />
    );
  } else {
    panel = (
      <>
        <ol className="sf-member__orders">
          {data.items.map((order) => (
            <li key={order.order_id}>
              <OrderCard
                order={order}
                locale={locale}
                href={orderDetailHref(order.order_id)}
                renderLink={renderOrderLink}
                deadline={deadlineOf(order)}
                headingLevel={2}
                labels={labels}
              />
            </li>
          ))}
        </ol>
        <ShopPagination
          page={data.page}
          totalPages={Math.ceil(data.total / data.page_size)}
          onPageChange={(next) => show({ status: status ?? ALL, page: next })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading" className="sf-member__heading">
        {t('orders.heading')}
      </h1>
      <Tabs items={tabs} selectedId={status ?? ALL} onSelect={(id) => show({ status: id, page: 1 })} label={t('orders.heading')}>
        {panel}
      </Tabs>
    </section>
  );
}
