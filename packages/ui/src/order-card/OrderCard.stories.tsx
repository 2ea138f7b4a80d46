import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatTwd, isSupportedLocale, type Locale, orderStatusKey } from '@storefront/domain';
import { createI18n, formatDateTime } from '@storefront/i18n';
import { Countdown } from '../countdown/Countdown.js';
import { OrderCard, type OrderCardLabels, type OrderCardOrder } from './OrderCard.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const localeOf = (globals: Readonly<Record<string, unknown>>): Locale | undefined =>
  isSupportedLocale(globals['locale']) ? globals['locale'] : undefined;

function labelsFor(locale: Locale | undefined): OrderCardLabels {
  const { t } = createI18n(locale);
  return {
    number: t('order.number'),
    purchaseTime: t('order.purchaseTime'),
    status: (status) => t(orderStatusKey(status)),
    quantity: (count) => t('order.quantity', { count }),
    orderAmount: t('order.amount'),
    paymentAmount: t('order.paymentAmount'),
    details: t('order.details'),
  };
}

// A fixed time zone, so the stories read the same on every machine.
const TIME_ZONE = 'Asia/Taipei';

// Stories run offline, so product photos are inline SVG.
function photo(backdrop: string, parcel: string): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" fill="${backdrop}"/>`,
    `<rect x="16" y="20" width="32" height="28" rx="3" fill="${parcel}"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const order: OrderCardOrder = {
  order_id: 'TW20250615000123',
  purchased_at: Date.parse('2025-06-15T14:32:00+08:00'),
  status: 'pending_activation',
  order_amount: 2460,
  payment_amount: 2520,
  items: [
    {
      product_id: 'p-1001',
      display_name: '阿里山高山烏龍茶 150g',
      image_url: photo('#e8efe4', '#5d7a4e'),
      amount: 2,
      sub_product_infos: [],
    },
    {
      product_id: 'p-1037',
      display_name: '台灣黑熊 刺繡帽 T',
      image_url: photo('#e3e9f3', '#3f5f8f'),
      amount: 1,
      sub_product_infos: [{ display_name: '米白色' }, { display_name: 'M' }],
    },
  ],
};

const meta = {
  title: 'Catalogue/OrderCard',
  component: OrderCard,
  args: { order, locale: 'tw', href: '/order-detail?order_id=TW20250615000123' },
  argTypes: {
    locale: { control: false, description: 'Set from the toolbar' },
    labels: { control: false, description: 'Set from the toolbar locale' },
    formatDateTime: { control: false, description: "The app's date format (i18n formatDateTime)" },
  },
  render: (args) => (
    <OrderCard
      {...args}
      labels={labelsFor(args.locale)}
      formatDateTime={(instant) => formatDateTime(instant, args.locale, { timeZone: TIME_ZONE })}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Just ordered: number, time, status, lines with their options, the amounts and the details link. */
export const OrderEstablished: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf(globals);
    const labels = labelsFor(locale);
    const card = canvas.getByRole('article', { name: `${labels.number} ${order.order_id}` });
    await expect(canvas.getByText(labels.status('pending_activation'))).toHaveClass('sf-badge--info');
    await expect(card).toHaveTextContent(formatDateTime(order.purchased_at, locale, { timeZone: TIME_ZONE }));
    await expect(card).toHaveTextContent('米白色 / M');
    await expect(canvas.getByText(labels.quantity(2))).toBeVisible();
    await expect(canvas.getByText(formatTwd(2520, locale ?? 'tw'))).toBeVisible();

    const details = canvas.getByRole('link', { name: labels.details });
    await expect(details).toHaveAttribute('href', '/order-detail?order_id=TW20250615000123');
    await expect(details).toHaveAccessibleDescription(`${labels.number} ${order.order_id}`);
  },
};

/** Unpaid, with the payment deadline the app passes: the time left counting down and what happens after it. */
export const AwaitingPayment: Story = {
  render: (args) => {
    const { t } = createI18n(args.locale);
    const until = Date.now() + 12 * 60_000;
    return (
      <OrderCard
        {...args}
        labels={labelsFor(args.locale)}
        formatDateTime={(instant) => formatDateTime(instant, args.locale, { timeZone: TIME_ZONE })}
        deadline={
          <>
            <Countdown until={until} labels={{ label: t('payment.deadline.label') }} />
            <p>{t('payment.deadline.after', { time: formatDateTime(until, args.locale, { timeZone: TIME_ZONE }) })}</p>
          </>
        }
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const { t } = createI18n(localeOf(globals));
    const card = canvas.getByRole('article');
    await expect(canvas.getByRole('timer', { name: t('payment.deadline.label') })).toHaveTextContent(/1[12]:\d\d$/);
    await expect(card).toContainElement(canvas.getByRole('timer'));
  },
};

/** Being picked in the warehouse. */
export const StockUp: Story = {
  args: { order: { ...order, status: 'picking' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsFor(localeOf(globals)).status('picking'))).toHaveClass('sf-badge--info');
  },
};

/** On its way. */
export const Shipped: Story = {
  args: { order: { ...order, status: 'shipped' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsFor(localeOf(globals)).status('shipped'))).toHaveClass('sf-badge--info');
  },
};

/** Delivered: the success badge. */
export const Completed: Story = {
  args: { order: { ...order, status: 'finished' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsFor(localeOf(globals)).status('finished'))).toHaveClass('sf-badge--success');
  },
};

/** Canceled: the neutral badge. */
export const Canceled: Story = {
  args: { order: { ...order, status: 'canceled' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsFor(localeOf(globals)).status('canceled'))).toHaveClass('sf-badge--neutral');
  },
};

/** A line without a photo keeps its square, so the names line up. */
export const LineWithoutImage: Story = {
  args: {
    order: {
      ...order,
      items: [{ product_id: 'p-1043', display_name: '模型公仔 幸運福袋 3,000 元', image_url: null, amount: 1, sub_product_infos: [] }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sf-order-card img')).toBeNull();
    const thumb = canvasElement.querySelector('.sf-order-card__thumb');
    await expect(thumb?.clientWidth).toBeGreaterThan(0);
  },
};

/** Several cards: each details link is told apart by its order number. */
export const List: Story = {
  render: (args) => {
    const labels = labelsFor(args.locale);
    const format = (instant: number) => formatDateTime(instant, args.locale, { timeZone: TIME_ZONE });
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        {(['shipped', 'finished'] as const).map((status, index) => (
          <OrderCard
            key={status}
            order={{ ...order, order_id: `TW2025061500012${index}`, status }}
            locale={args.locale}
            href={`/order-detail?order_id=TW2025061500012${index}`}
            labels={labels}
            formatDateTime={format}
            headingLevel={2}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const labels = labelsFor(localeOf(globals));
    const links = canvas.getAllByRole('link', { name: labels.details });
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAccessibleDescription(`${labels.number} TW20250615000121`);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};
