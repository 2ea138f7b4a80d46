import { useId } from 'react';
import { type Coupon, type CouponDisplayState, couponDisplayState, formatTwd, type Locale, toLanguageTag } from '@storefront/domain';
import { Badge, type BadgeVariant } from '../badge/Badge.js';
import './CouponCard.css';

/** Texts of a coupon card; the app passes them translated, amounts interpolated by the functions. */
export interface CouponCardLabels {
  /** 'Order reaches NT${amount}' (spec 9). */
  readonly threshold: (amount: number) => string;
  /** 'NT${amount} off' (spec 9). */
  readonly discount: (amount: number) => string;
  readonly freeShipping: string;
  /** In place of the threshold when any order qualifies. */
  readonly noThreshold: string;
  /** The end of validity, e.g. 'Valid until 2025/12/31'; the date comes formatted. */
  readonly validUntil: (date: string) => string;
  readonly noExpiry: string;
  /** The text of each display state (spec 4). */
  readonly state: Readonly<Record<CouponDisplayState, string>>;
  /** The select action of an available coupon. */
  readonly use: string;
}

/** Props of {@link CouponCard}. */
export interface CouponCardProps {
  /** A member's coupon; the API's coupon satisfies it as is. */
  readonly coupon: Coupon;
  readonly locale: Locale;
  /** The current time in ms, from the app's clock: it decides whether the coupon has expired. */
  readonly now: number;
  /** The coupon chosen for the order, if any: that card shows as selected. */
  readonly selectedCouponId?: string | null;
  /** Shows the select button on available and selected coupons; called with the coupon (pressing the selected one again is the app's to read, e.g. as clearing it). */
  readonly onSelect?: (coupon: Coupon) => void;
  /** Formats the end date, e.g. with the app's time zone; defaults to the locale's medium date. */
  readonly formatDate?: (instant: number) => string;
  /** Level of the heading that holds the activity name, to fit the page's outline. Default 3. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Whether the state badge shows; false for a coupon still to be claimed, which has no state yet. Default true. */
  readonly showState?: boolean;
  readonly labels?: Partial<CouponCardLabels>;
}

const DEFAULT_LABELS: CouponCardLabels = {
  threshold: (amount) => `Order reaches ${formatTwd(amount, 'en')}`,
  discount: (amount) => `${formatTwd(amount, 'en')} off`,
  freeShipping: 'Free shipping',
  noThreshold: 'No minimum spend',
  validUntil: (date) => `Valid until ${date}`,
  noExpiry: 'No expiry date',
  state: { available: 'Available', selected: 'Selected', used: 'Used', expired: 'Expired' },
  use: 'Use',
};

const STATE_BADGE: Readonly<Record<CouponDisplayState, BadgeVariant>> = {
  available: 'success',
  selected: 'info',
  used: 'neutral',
  expired: 'neutral',
};

/**
 * A member's coupon as a ticket: what it takes off (or free shipping), the minimum spend, the
 * activity name, validity and its display state through domain's couponDisplayState; an
 * available coupon offers a select button, pressed while it is the selected one.
 */
export function CouponCard({
  coupon,
  locale,
  now,
  selectedCouponId,
  onSelect,
  formatDate,
  headingLevel = 3,
  showState = true,
  labels,
}: CouponCardProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const nameId = useId();
  const state = couponDisplayState(coupon, now, selectedCouponId);
  const Heading = `h${headingLevel}` as const;
  const format =
    formatDate ?? ((instant: number) => new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'medium' }).format(instant));
  const value = coupon.discount_amount > 0 ? text.discount(coupon.discount_amount) : text.freeShipping;

  return (
    <article className={`sf-coupon-card sf-coupon-card--${state}`} aria-labelledby={nameId}>
      <div className="sf-coupon-card__value">
        <p className="sf-coupon-card__amount">{value}</p>
        <p className="sf-coupon-card__threshold">
          {coupon.threshold_amount > 0 ? text.threshold(coupon.threshold_amount) : text.noThreshold}
        </p>
      </div>
      <div className="sf-coupon-card__body">
        <Heading id={nameId} className="sf-coupon-card__name">
          {coupon.activity_name}
        </Heading>
        <p className="sf-coupon-card__validity">{coupon.ends_at == null ? text.noExpiry : text.validUntil(format(coupon.ends_at))}</p>
        <div className="sf-coupon-card__footer">
          {showState ? <Badge variant={STATE_BADGE[state]}>{text.state[state]}</Badge> : null}
          {coupon.discount_amount > 0 && coupon.free_shipping ? <Badge variant="info">{text.freeShipping}</Badge> : null}
          {onSelect !== undefined && (state === 'available' || state === 'selected') ? (
            <button
              type="button"
              className="sf-coupon-card__use"
              aria-pressed={state === 'selected'}
              aria-describedby={nameId}
              onClick={() => onSelect(coupon)}
            >
              {text.use}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
