import { useState } from 'react';
import type { ClaimableCoupon, Coupon } from '@storefront/api-contract';
import { couponClaimSchema, type CouponClaimValues, type Locale } from '@storefront/domain';
import { formatNumber } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { couponChosen, selectChosenCouponId, selectLocale } from '@storefront/store';
import { type ShopMutationState, useAppDispatch, useAppSelector, useShopMutation, useShopQuery } from '@storefront/store/react';
import { Button, CouponCard, type CouponCardLabels, EmptyState, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { LoadError } from '../../components/LoadError.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';

const STATE_ORDER = { available: 0, used: 1, expired: 2 } as const;

/** The member's coupons as the list shows them: usable ones first, then used, then expired; newest claim first within each. */
export function sortCoupons(coupons: readonly Coupon[]): Coupon[] {
  return [...coupons].sort((a, b) => STATE_ORDER[a.status] - STATE_ORDER[b.status] || b.claimed_at - a.claimed_at);
}

/** The coupon card's texts in the current language. */
function useCouponLabels(locale: Locale): CouponCardLabels {
  const { t } = useTranslation();
  return {
    threshold: (amount) => t('coupon.threshold', { amount: formatNumber(amount, locale) }),
    discount: (amount) => t('coupon.discount', { amount: formatNumber(amount, locale) }),
    freeShipping: t('coupon.freeShipping'),
    noThreshold: t('coupon.noThreshold'),
    validUntil: (date) => t('coupon.validUntil', { date }),
    noExpiry: t('coupon.noExpiry'),
    state: {
      available: t('coupon.state.available'),
      selected: t('coupon.state.selected'),
      used: t('coupon.state.used'),
      expired: t('coupon.state.expired'),
    },
    use: t('coupon.use'),
    details: t('coupon.details'),
    promotionDetails: t('coupon.promotionDetails'),
    conditions: t('coupon.conditions'),
    effectiveDate: t('coupon.effectiveDate'),
    origins: t('coupon.origins'),
    salesRegions: t('coupon.salesRegions'),
    allOrigins: t('coupon.allOrigins'),
    allRegions: t('coupon.allRegions'),
    originName: (origin) => t(`origin.${origin}`),
  };
}

/** A claim is told apart by its code, so each claimable coupon's button shows its own claim pending. */
const claimedCode = ({ code }: { readonly code: string }) => code;

/** Claims a coupon by its code; the API client's policy toasts a refusal in the shopper's language (spec 8). */
function useClaim(): [claim: (code: string) => Promise<void>, state: ShopMutationState] {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const [claimCoupon, state] = useShopMutation('claimCoupon', { keyOf: claimedCode });
  const claim = async (code: string) => {
    await claimCoupon({ code });
    notifier.notify('success', t('coupon.claimed'));
  };
  return [claim, state];
}

const INITIAL: CouponClaimValues = { code: '' };

/** The claim form: a typed code. */
function ClaimForm() {
  const { t } = useTranslation();
  const [claim] = useClaim();
  return (
    <section className="sf-member__panel" aria-labelledby="coupon-claim-heading">
      <h2 id="coupon-claim-heading" className="sf-member__subheading">
        {t('coupon.claimHeading')}
      </h2>
      <SchemaForm<CouponClaimValues>
        schema={couponClaimSchema}
        initialValues={INITIAL}
        className="sf-member__claim"
        aria-labelledby="coupon-claim-heading"
        onSubmit={async ({ code }, { resetForm, setStatus }) => {
          try {
            await claim(code);
            resetForm();
          } catch (error) {
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <div className="sf-member__claim-row">
            <ShopField
              name="code"
              label={t('coupon.code')}
              placeholder={t('coupon.codePlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
            />
            <Button type="submit" loading={isSubmitting}>
              {t('coupon.claim')}
            </Button>
          </div>
        )}
      </SchemaForm>
    </section>
  );
}

/** Coupons the member can still claim with a code, each with its own claim button. */
function Claimable({ coupons, locale }: { readonly coupons: readonly ClaimableCoupon[]; readonly locale: Locale }) {
  const { t } = useTranslation();
  const [claim, { busyKeys }] = useClaim();
  const labels = useCouponLabels(locale);
  const [now] = useState(() => Date.now());
  const withCodes = coupons.filter((coupon): coupon is ClaimableCoupon & { code: string } => coupon.code !== null);
  if (withCodes.length === 0) return null;
  return (
    <section className="sf-member__panel" aria-labelledby="coupon-claimable-heading">
      <h2 id="coupon-claimable-heading" className="sf-member__subheading">
        {t('coupon.claimable')}
      </h2>
      <ul className="sf-member__coupons">
        {withCodes.map((coupon) => (
          <li key={coupon.coupon_id} className="sf-member__claimable">
            <CouponCard coupon={coupon} locale={locale} now={now} showState={false} labels={labels} />
            <Button
              variant="secondary"
              size="sm"
              loading={busyKeys.includes(coupon.code)}
              aria-label={`${t('coupon.claim')} ${coupon.activity_name}`}
              // A refusal is already toasted; the button only stops loading.
              onClick={() => void claim(coupon.code).catch(() => undefined)}
            >
              {t('coupon.claim')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /member/coupon-list: claim a coupon by code, the coupons still to claim, and the member's own in
 * their states (spec 4). Choosing an available one ('Use') marks it selected for the next checkout,
 * which offers it first when the order meets its terms; choosing it again lets it go.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const chosen = useAppSelector(selectChosenCouponId);
  const coupons = useShopQuery('listCoupons', undefined);
  const labels = useCouponLabels(locale);
  const [now] = useState(() => Date.now());
  const data = coupons.data;

  let mine;
  if (data === undefined) {
    mine = coupons.isError ? (
      <LoadError onRetry={() => void coupons.refetch()} />
    ) : (
      <div className="sf-member__loading" aria-busy="true">
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </div>
    );
  } else if (data.mine.length === 0) {
    mine = <EmptyState title={t('coupon.empty')} headingLevel={3} />;
  } else {
    mine = (
      <>
        <p className="sf-member__hint">{t('coupon.chosenHint', { use: t('coupon.use') })}</p>
        <ul className="sf-member__coupons">
          {sortCoupons(data.mine).map((coupon) => (
            <li key={coupon.coupon_id}>
              <CouponCard
                coupon={coupon}
                locale={locale}
                now={now}
                selectedCouponId={chosen}
                onSelect={(picked) => dispatch(couponChosen(picked.coupon_id === chosen ? null : picked.coupon_id))}
                labels={labels}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div>
      <h1 className="sf-member__heading">{t('coupon.heading')}</h1>
      <ClaimForm />
      {data === undefined ? null : <Claimable coupons={data.claimable} locale={locale} />}
      <section className="sf-member__panel" aria-labelledby="coupon-mine-heading">
        <h2 id="coupon-mine-heading" className="sf-member__subheading">
          {t('member.coupons')}
        </h2>
        {mine}
      </section>
    </div>
  );
}
