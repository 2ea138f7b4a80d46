import { type ReactNode, useId } from 'react';
import {
  formatTwd,
  type Locale,
  ORDER_STATUS_LABELS_EN,
  type OrderStatus,
  orderStatusKey,
  toLanguageTag,
  toWebp,
} from '@storefront/domain';
import { Badge, type BadgeVariant } from '../badge/Badge.js';
import './OrderCard.css';

/** One line of an order as the card draws it; the API's order line satisfies it as is. */
export interface OrderCardLine {
  readonly product_id: string;
  readonly display_name: string;
  readonly image_url: string | null;
  readonly amount: number;
  readonly sub_product_infos: readonly { readonly display_name: string }[];
}

/** The order fields the card draws; the API's order summary satisfies it as is. */
export interface OrderCardOrder {
  /** The order number. */
  readonly order_id: string;
  /** Purchase time in ms. */
  readonly purchased_at: number;
  readonly status: OrderStatus;
  /** The goods total in TWD. */
  readonly order_amount: number;
  /** What was paid in TWD: goods plus shipping, minus discounts. */
  readonly payment_amount: number;
  readonly items: readonly OrderCardLine[];
}

/** Texts of an order card; the app passes them translated. */
export interface OrderCardLabels {
  readonly number: string;
  readonly purchaseTime: string;
  /** The text of a status, e.g. `(status) => t(orderStatusKey(status))`. */
  readonly status: (status: OrderStatus) => string;
  /** The amount of a line, e.g. 'Qty 2'. */
  readonly quantity: (count: number) => string;
  readonly orderAmount: string;
  readonly paymentAmount: string;
  /** The text of the link to the order's page. */
  readonly details: string;
}

/** What a custom link must render: an element navigating to href with these props passed on. */
export interface OrderCardLinkProps {
  readonly href: string;
  readonly className: string;
  /** Points at the order number, so each card's 'View details' link tells which order it opens. */
  readonly 'aria-describedby': string;
  readonly children: ReactNode;
}

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  readonly order: OrderCardOrder;
  readonly locale: Locale;
  /** Address of the order's page. */
  readonly href: string;
  /** Renders the details link, e.g. with the router's Link; defaults to a plain anchor. */
  readonly renderLink?: (props: OrderCardLinkProps) => ReactNode;
  /** Formats the purchase time, e.g. with the app's time zone; defaults to the locale's medium date and short time. */
  readonly formatDateTime?: (instant: number) => string;
  /** The payment deadline of an unpaid order, e.g. a Countdown with what happens after it; shown above the details link. */
  readonly deadline?: ReactNode;
  /** Level of the heading that holds the order number, to fit the page's outline. Default 3. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  readonly labels?: Partial<OrderCardLabels>;
}

const DEFAULT_LABELS: OrderCardLabels = {
  number: 'Order number',
  purchaseTime: 'Purchase time',
  status: (status) => ORDER_STATUS_LABELS_EN[orderStatusKey(status)],
  quantity: (count) => `Qty ${count}`,
  orderAmount: 'Order amount',
  paymentAmount: 'Payment amount',
  details: 'View details',
};

/** Finished reads as done, canceled as inert, the rest as in progress. */
const STATUS_BADGE: Readonly<Record<OrderStatus, BadgeVariant>> = {
  pending_activation: 'info',
  picking: 'info',
  shipped: 'info',
  finished: 'success',
  canceled: 'neutral',
};

const THUMB_SIZE = 64;

function renderAnchor(props: OrderCardLinkProps): ReactNode {
  return <a {...props} />;
}

/** An order in the order records: number, purchase time, status badge, its lines, the amounts and a link to its details. */
export function OrderCard({
  order,
  locale,
  href,
  renderLink = renderAnchor,
  formatDateTime,
  deadline,
  headingLevel = 3,
  labels,
}: OrderCardProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const numberId = useId();
  const Heading = `h${headingLevel}` as const;
  const format =
    formatDateTime ??
    ((instant: number) => new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(instant));

  return (
    <article className="sf-order-card" aria-labelledby={numberId}>
      <div className="sf-order-card__header">
        <Heading id={numberId} className="sf-order-card__number">
          <span className="sf-order-card__label">{text.number}</span> {order.order_id}
        </Heading>
        <Badge variant={STATUS_BADGE[order.status]}>{text.status(order.status)}</Badge>
      </div>
      <p className="sf-order-card__time">
        <span className="sf-order-card__label">{text.purchaseTime}</span>{' '}
        <time dateTime={new Date(order.purchased_at).toISOString()}>{format(order.purchased_at)}</time>
      </p>
      <ul className="sf-order-card__lines">
        {order.items.map((line, index) => (
          <li key={`${index}:${line.product_id}`} className="sf-order-card__line">
            <span className="sf-order-card__thumb">
              {line.image_url === null ? null : (
                <img
                  className="sf-order-card__image"
                  src={toWebp(line.image_url)}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <span className="sf-order-card__line-text">
              <span className="sf-order-card__line-name">{line.display_name}</span>
              {line.sub_product_infos.length > 0 ? (
                <span className="sf-order-card__line-options">{line.sub_product_infos.map((sub) => sub.display_name).join(' / ')}</span>
              ) : null}
              <span className="sf-order-card__line-quantity">{text.quantity(line.amount)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="sf-order-card__amounts">
        <div className="sf-order-card__amount">
          <dt>{text.orderAmount}</dt>
          <dd>{formatTwd(order.order_amount, locale)}</dd>
        </div>
        <div className="sf-order-card__amount sf-order-card__amount--total">
          <dt>{text.paymentAmount}</dt>
          <dd>{formatTwd(order.payment_amount, locale)}</dd>
        </div>
      </dl>
      {deadline === undefined ? null : <div className="sf-order-card__deadline">{deadline}</div>}
      <div className="sf-order-card__actions">
        {renderLink({
          href,
          className: 'sf-order-card__details',
          'aria-describedby': numberId,
          children: text.details,
        })}
      </div>
    </article>
  );
}
