import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { CheckoutItem, OrderCouponBody } from '@storefront/api-contract';
import { couponIneligibility, type CouponOrder, formatTwd, type ShippingMethod } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { couponChosen, selectChosenCouponId, selectLocale } from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopMutation, useShopQuery } from '@storefront/store/react';
import { Button, Select, TextField } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { formStatusOf } from '../../components/SchemaForm.js';
import type { CheckoutDiscount } from './checkout-order.js';

/** Props of {@link DiscountSection}. */
export interface DiscountSectionProps {
  readonly member: boolean;
  readonly items: readonly CheckoutItem[];
  readonly countryCode: string;
  /** The chosen shipping method; coupons are offered once it is chosen (their savings depend on it). */
  readonly shippingMethod: ShippingMethod | null;
  readonly discount: CheckoutDiscount | null;
  /** The checkout as coupons are judged against it, to say why a member's coupon does not apply; null until it is known. */
  readonly couponOrder: CouponOrder | null;
  /** The app's clock (ms), which decides whether a coupon has started or expired. */
  readonly now: number;
  readonly onChange: (discount: CheckoutDiscount | null) => void;
}

/**
 * The member's coupons that save this order something (POST order/coupon), best first, and under
 * them the member's other coupons not yet used, each with why it does not apply.
 */
function CouponSelect({
  order,
  discount,
  couponOrder,
  now,
  onChange,
}: { readonly order: OrderCouponBody } & Pick<DiscountSectionProps, 'discount' | 'couponOrder' | 'now' | 'onChange'>) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const options = useShopQuery('listOrderCoupons', order);
  const mine = useShopQuery('listCoupons', undefined).data?.mine;
  const fitting = new Set(options.data?.map((option) => option.coupon.coupon_id));
  const notApplying =
    options.data === undefined || couponOrder === null
      ? []
      : (mine ?? [])
          .filter((coupon) => !coupon.used && !fitting.has(coupon.coupon_id))
          // A coupon the rules let through that the server did not offer saves this order nothing (a free-shipping one on free shipping).
          .map((coupon) => ({ coupon, reason: couponIneligibility(coupon, couponOrder, now) ?? 'no_saving' }));
  const preferred = useAppSelector(selectChosenCouponId);
  const chosen = discount?.kind === 'coupon' ? discount.option.coupon.coupon_id : '';
  // The coupon chosen in the member's coupon list comes first, when it fits this order and nothing else is applied.
  const preferredOption = options.data?.find((option) => option.coupon.coupon_id === preferred);
  useEffect(() => {
    if (discount === null && preferredOption !== undefined) onChange({ kind: 'coupon', option: preferredOption });
  }, [discount, preferredOption, onChange]);
  const headingId = useId();
  return (
    <>
      <Select
        label={t('checkout.coupon')}
        value={chosen}
        aria-busy={options.data === undefined}
        hint={options.data?.length === 0 ? t('checkout.noCouponFits') : undefined}
        options={[
          { value: '', label: t('checkout.noCoupon') },
          ...(options.data ?? []).map((option) => ({
            value: option.coupon.coupon_id,
            label: `${option.coupon.activity_name} (−${formatTwd(option.discount + option.shipping_discount, locale)})`,
          })),
        ]}
        onChange={(event) => {
          const option = options.data?.find((candidate) => candidate.coupon.coupon_id === event.target.value);
          dispatch(couponChosen(option ? option.coupon.coupon_id : null));
          onChange(option ? { kind: 'coupon', option } : null);
        }}
      />
      {notApplying.length > 0 ? (
        <section className="sf-checkout__unusable" aria-labelledby={headingId}>
          <h3 id={headingId} className="sf-checkout__unusable-heading">
            {t('checkout.couponsNotApplying')}
          </h3>
          <ul>
            {notApplying.map(({ coupon, reason }) => (
              <li key={coupon.coupon_id}>
                <span className="sf-checkout__unusable-name">{coupon.activity_name}</span>{' '}
                <span className="sf-checkout__unusable-reason">{t(`coupon.ineligible.${reason}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Coupon and discount code (spec 3): a member picks one of their coupons that fits the order, or
 * anyone types a code, which the server judges against this order before it is applied. One or the
 * other; the totals follow.
 */
export function DiscountSection({
  member,
  items,
  countryCode,
  shippingMethod,
  discount,
  couponOrder,
  now,
  onChange,
}: DiscountSectionProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { notifier } = useApp();
  const [code, setCode] = useState('');
  // The code is judged against this order by asking for the coupons it would give, once per Apply.
  const [checkCode, { busy: applying, error: refusal, reset: forgetRefusal }] = useShopMutation('listOrderCoupons');
  const order: OrderCouponBody | null =
    shippingMethod === null ? null : { items: [...items], country_code: countryCode, shipping_method: shippingMethod };

  const apply = async () => {
    const typed = code.trim();
    if (order === null || typed === '' || applying) return;
    forgetRefusal();
    try {
      const [option] = await checkCode({ ...order, discount_code: typed });
      if (option) {
        onChange({ kind: 'code', code: typed.toUpperCase(), option });
        notifier.notify('success', t('checkout.codeApplied'));
      }
    } catch {
      // A parameter error is said under the field (refusal); any other is toasted by the client's policy.
    }
  };

  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here applies the code rather than placing the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  if (order === null) return <p className="sf-checkout__hint">{t('checkout.discountAfterShipping')}</p>;
  return (
    <div className="sf-checkout__discount">
      {member ? <CouponSelect order={order} discount={discount} couponOrder={couponOrder} now={now} onChange={onChange} /> : null}
      {discount?.kind === 'code' ? (
        <p className="sf-checkout__applied" role="status">
          <span>
            {t('checkout.codeInUse', { code: discount.code })} −
            {formatTwd(discount.option.discount + discount.option.shipping_discount, locale)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('checkout.removeCode')}
          </Button>
        </p>
      ) : (
        <div className="sf-checkout__code">
          <TextField
            label={t('label.discountCode')}
            value={code}
            maxLength={32}
            autoComplete="off"
            error={formStatusOf(refusal)}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={applyOnEnter}
          />
          <Button type="button" variant="secondary" loading={applying} disabled={code.trim() === ''} onClick={() => void apply()}>
            {t('checkout.applyCode')}
          </Button>
        </div>
      )}
    </div>
  );
}
