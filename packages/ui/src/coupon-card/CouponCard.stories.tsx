import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { type Coupon, isSupportedLocale, type Locale } from '@storefront/domain';
import { createI18n, formatDate } from '@storefront/i18n';
import { CouponCard, type CouponCardLabels } from './CouponCard.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const localeOf = (globals: Readonly<Record<string, unknown>>): Locale | undefined =>
  isSupportedLocale(globals['locale']) ? globals['locale'] : undefined;

function labelsFor(locale: Locale | undefined): CouponCardLabels {
  const { t } = createI18n(locale);
  return {
    threshold: (amount) => t('coupon.threshold', { amount }),
    discount: (amount) => t('coupon.discount', { amount }),
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

// A fixed clock and time zone, so the stories look the same on every machine and day.
const NOW = Date.parse('2025-06-15T04:00:00Z');
const TIME_ZONE = 'Asia/Taipei';

const summer: Coupon = {
  coupon_id: 'c-summer',
  activity_name: '夏日購物節 滿千折百',
  promotion_details: '全館商品滿 NT$1,000 折 NT$100。',
  conditions: '每筆訂單限用一張，不與其他優惠併用。',
  origins: ['TW'],
  sales_regions: ['TW', 'HK'],
  threshold_amount: 1000,
  discount_amount: 100,
  free_shipping: false,
  starts_at: Date.parse('2025-06-01T00:00:00+08:00'),
  ends_at: Date.parse('2025-06-30T23:59:59+08:00'),
};

const freeShipping: Coupon = {
  coupon_id: 'c-ship',
  activity_name: '新會員免運券',
  threshold_amount: 0,
  discount_amount: 0,
  free_shipping: true,
  ends_at: null,
};

const meta = {
  title: 'Catalogue/CouponCard',
  component: CouponCard,
  args: { coupon: summer, locale: 'tw', now: NOW, onSelect: fn() },
  argTypes: {
    locale: { control: false, description: 'Set from the toolbar' },
    labels: { control: false, description: 'Set from the toolbar locale' },
    formatDate: { control: false, description: "The app's date format (i18n formatDate)" },
    now: { control: 'date' },
  },
  render: (args) => (
    <CouponCard
      {...args}
      labels={labelsFor(args.locale)}
      formatDate={(instant) => formatDate(instant, args.locale, { timeZone: TIME_ZONE })}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Available: what it takes off, the minimum spend, the end date and a select button. */
export const Available: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const locale = localeOf(globals);
    const labels = labelsFor(locale);
    const card = canvas.getByRole('article', { name: summer.activity_name });
    await expect(card).toHaveTextContent(labels.discount(100));
    await expect(card).toHaveTextContent(labels.threshold(1000));
    await expect(card).toHaveTextContent(labels.validUntil(formatDate(summer.ends_at, locale, { timeZone: TIME_ZONE })));
    await expect(canvas.getByText(labels.state.available)).toHaveClass('sf-badge--success');

    const use = canvas.getByRole('button', { name: labels.use });
    await expect(use).toHaveAttribute('aria-pressed', 'false');
    await expect(use).toHaveAccessibleDescription(summer.activity_name);
    await userEvent.click(use);
    await expect(args.onSelect).toHaveBeenCalledWith(summer);
  },
};

/** Its full terms under Details: promotion details, conditions, start date, and the origins and regions it takes. */
export const Terms: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const locale = localeOf(globals) ?? 'tw';
    const labels = labelsFor(locale);
    const card = canvas.getByRole('article', { name: summer.activity_name });
    const terms = card.querySelector('details')!;
    await expect(terms).not.toHaveAttribute('open');
    await userEvent.click(canvas.getByText(labels.details));
    await expect(terms).toHaveAttribute('open');
    const term = (name: string) => canvas.getByText(name).nextElementSibling;
    await expect(term(labels.promotionDetails)).toHaveTextContent(summer.promotion_details!);
    await expect(term(labels.conditions)).toHaveTextContent(summer.conditions!);
    await expect(term(labels.effectiveDate)).toHaveTextContent(formatDate(summer.starts_at!, locale, { timeZone: TIME_ZONE }));
    await expect(term(labels.origins)).toHaveTextContent(labels.originName('TW'));
    const regions = new Intl.DisplayNames([{ tw: 'zh-TW', cn: 'zh-CN', en: 'en' }[locale]], { type: 'region', style: 'short' });
    await expect(term(labels.salesRegions)).toHaveTextContent(regions.of('HK')!);
  },
};

/** The coupon chosen for the order: framed, badge and pressed button; the name stays the same. */
export const Selected: Story = {
  args: { selectedCouponId: 'c-summer' },
  play: async ({ canvas, globals }) => {
    const labels = labelsFor(localeOf(globals));
    await expect(canvas.getByRole('article')).toHaveClass('sf-coupon-card--selected');
    await expect(canvas.getByText(labels.state.selected)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.use })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Used: grey stub, the used badge, nothing to select. */
export const Used: Story = {
  args: { coupon: { ...summer, used: true } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsFor(localeOf(globals)).state.used)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Past its end date: grey stub, the expired badge, nothing to select. */
export const Expired: Story = {
  args: { now: Date.parse('2025-07-01T00:00:00+08:00') },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('article')).toHaveClass('sf-coupon-card--expired');
    await expect(canvas.getByText(labelsFor(localeOf(globals)).state.expired)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Free shipping only, any order, never expires. */
export const FreeShippingNoThreshold: Story = {
  args: { coupon: freeShipping },
  play: async ({ canvas, globals }) => {
    const labels = labelsFor(localeOf(globals));
    const card = canvas.getByRole('article', { name: freeShipping.activity_name });
    await expect(card).toHaveTextContent(labels.freeShipping);
    await expect(card).toHaveTextContent(labels.noThreshold);
    await expect(card).toHaveTextContent(labels.noExpiry);
  },
};

/** An amount off that also ships free: the free-shipping badge beside the state. */
export const DiscountAndFreeShipping: Story = {
  args: { coupon: { ...summer, coupon_id: 'c-both', threshold_amount: 2500, discount_amount: 300, free_shipping: true } },
  play: async ({ canvas, globals }) => {
    const labels = labelsFor(localeOf(globals));
    await expect(canvas.getByText(labels.discount(300))).toBeVisible();
    await expect(canvas.getByText(labels.freeShipping)).toHaveClass('sf-badge--info');
  },
};

function CouponChooser({ coupons, labels, locale }: { coupons: readonly Coupon[]; labels: CouponCardLabels; locale: Locale }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {coupons.map((coupon) => (
        <CouponCard
          key={coupon.coupon_id}
          coupon={coupon}
          locale={locale}
          now={NOW}
          selectedCouponId={selected}
          onSelect={(chosen) => setSelected((current) => (current === chosen.coupon_id ? null : chosen.coupon_id))}
          formatDate={(instant) => formatDate(instant, locale, { timeZone: TIME_ZONE })}
          labels={labels}
        />
      ))}
    </div>
  );
}

/** Choosing at checkout: one selected at a time; pressing the selected one again clears it (the app's rule). */
export const Chooser: Story = {
  render: (args) => (
    <CouponChooser
      locale={args.locale}
      labels={labelsFor(args.locale)}
      coupons={[summer, freeShipping, { ...summer, coupon_id: 'c-used', activity_name: '春季回饋券', used: true }]}
    />
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const labels = labelsFor(localeOf(globals));
    const [first, second] = canvas.getAllByRole('button', { name: labels.use });
    if (first === undefined || second === undefined) throw new Error('two coupons to choose from');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};
