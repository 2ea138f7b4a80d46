import { useId } from 'react';
import {
  type Coupon,
  type CouponDisplayState,
  couponDisplayState,
  formatTwd,
  type Locale,
  type Origin,
  toLanguageTag,
} from '@storefront/domain';
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
  /** The disclosure of the coupon's full terms. */
  readonly details: string;
  readonly promotionDetails: string;
  readonly conditions: string;
  readonly effectiveDate: string;
  readonly origins: string;
  readonly salesRegions: string;
  /** In place of the origins or the regions when the coupon takes any. */
  readonly allOrigins: string;
  readonly allRegions: string;
  /** The name of a ship-from origin. */
  readonly originName: (origin: Origin) => string;
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
  details: 'Details',
  promotionDetails: 'Promotion details',
  conditions: 'Effective conditions',
  effectiveDate: 'Effective date',
  origins: 'Eligible shipping origin areas',
  salesRegions: 'Eligible sales regions',
  allOrigins: 'All origins',
  allRegions: 'All regions',
  originName: (origin) => ({ TW: 'Taiwan', CN: 'China' })[origin],
};

const STATE_BADGE: Readonly<Record<CouponDisplayState, BadgeVariant>> = {
  available: 'success',
  selected: 'info',
  used: 'neutral',
  expired: 'neutral',
};

/** A region's name in the locale's language (TW: 台灣), from its country code; the code itself where the browser has no name. */
function regionNames(locale: Locale): (code: string) => string {
  const names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region', style: 'short', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}

/**
 * A member's coupon as a ticket: what it takes off (or free shipping), the minimum spend, the
 * activity name, validity and its display state through domain's couponDisplayState; an
 * available coupon offers a select button, pressed while it is the selected one. Its full terms
 * (details, conditions, start, eligible origins and regions) open under Details.
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
  const origins = coupon.origins ?? [];
  const regions = coupon.sales_regions ?? [];
  const separator = locale === 'en' ? ', ' : '、';

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
        <details className="sf-coupon-card__terms">
          <summary>{text.details}</summary>
          <dl>
            {coupon.promotion_details ? <Term name={text.promotionDetails} value={coupon.promotion_details} /> : null}
            {coupon.conditions ? <Term name={text.conditions} value={coupon.conditions} /> : null}
            {coupon.starts_at != null ? <Term name={text.effectiveDate} value={format(coupon.starts_at)} /> : null}
            <Term name={text.origins} value={origins.length > 0 ? origins.map(text.originName).join(separator) : text.allOrigins} />
            <Term
              name={text.salesRegions}
              value={regions.length > 0 ? regions.map(regionNames(locale)).join(separator) : text.allRegions}
            />
          </dl>
        </details>
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

/** One term of the coupon: its name and what it says. */
function Term({ name, value }: { name: string; value: string }) {
  return (
    <div className="sf-coupon-card__term">
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
