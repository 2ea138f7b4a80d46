import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { isSupportedLocale, type Locale, ORDER_STATUSES, orderStatusKey } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { OrderCard, type OrderCardOrder } from '../order-card/OrderCard.js';
import { type TabItem, Tabs, type TabsProps } from './Tabs.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const localeOf = (globals: Readonly<Record<string, unknown>>): Locale | undefined =>
  isSupportedLocale(globals['locale']) ? globals['locale'] : undefined;
const i18nOf = (globals: Readonly<Record<string, unknown>>) => createI18n(localeOf(globals));

/** The order records' tabs: all, then each status in the order an order moves through them. */
function statusTabs(globals: Readonly<Record<string, unknown>>): TabItem[] {
  const { t } = i18nOf(globals);
  return [{ id: 'all', label: t('orders.all') }, ...ORDER_STATUSES.map((status) => ({ id: status, label: t(orderStatusKey(status)) }))];
}

// Two of the member's orders, so some tabs list an order and others show the empty text.
const ORDERS: readonly OrderCardOrder[] = (['shipped', 'finished'] as const).map((status, index) => ({
  order_id: `TW2025061500012${index}`,
  purchased_at: Date.parse('2025-06-15T14:32:00+08:00'),
  status,
  order_amount: 1280,
  payment_amount: 1340,
  items: [{ product_id: 'p-1001', display_name: '阿里山高山烏龍茶 150g', image_url: null, amount: 1, sub_product_infos: [] }],
}));

/** The order records page in small: the selected tab in state, as the app keeps it, filtering the orders. */
function OrderRecords({ locale, ...props }: TabsProps & { readonly locale: Locale | undefined }) {
  const { t } = createI18n(locale);
  const [selectedId, setSelectedId] = useState(props.selectedId);
  const orders = ORDERS.filter((order) => selectedId === 'all' || order.status === selectedId);
  return (
    <Tabs
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
    >
      {orders.length === 0 ? (
        <p>{t('orders.empty')}</p>
      ) : (
        <div style={{ display: 'grid', gap: '1rem' }}>
          {orders.map((order) => (
            <OrderCard
              key={order.order_id}
              order={order}
              locale={locale ?? 'tw'}
              href={`/order-detail?order_id=${order.order_id}`}
              headingLevel={2}
              labels={{
                number: t('order.number'),
                purchaseTime: t('order.purchaseTime'),
                status: (status) => t(orderStatusKey(status)),
                quantity: (count) => t('order.quantity', { count }),
                orderAmount: t('order.amount'),
                paymentAmount: t('order.paymentAmount'),
                details: t('order.details'),
              }}
            />
          ))}
        </div>
      )}
    </Tabs>
  );
}

const meta = {
  title: 'Catalogue/Tabs',
  component: Tabs,
  args: { items: [], selectedId: 'all', onSelect: fn(), label: '', children: null },
  argTypes: {
    items: { control: false, description: 'Set from the toolbar locale' },
    label: { control: false, description: 'Set from the toolbar locale' },
    children: { control: false, description: "The selected tab's panel; here the orders of that status" },
  },
  // The key starts the state afresh when the selection is changed from the controls.
  render: (args, { globals }) => (
    <OrderRecords
      key={args.selectedId}
      {...args}
      locale={localeOf(globals)}
      items={statusTabs(globals)}
      label={i18nOf(globals).t('orders.heading')}
    />
  ),
} satisfies Meta<typeof Tabs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Order status tabs: one tab stop, arrows wrap, Home and End, the panel labelled by its tab. */
export const OrderStatusTabs: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t } = i18nOf(globals);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const all = tab(t('orders.all'));
    await expect(canvas.getByRole('tablist', { name: t('orders.heading') })).toBeVisible();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: t('orders.all') })).toContainElement(
      canvas.getByRole('heading', { name: `${t('order.number')} TW20250615000121` }),
    );

    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const established = tab(t('order.status.pending_activation'));
    await expect(established).toHaveFocus();
    await expect(established).toHaveAttribute('aria-selected', 'true');
    await expect(all).toHaveAttribute('tabindex', '-1');
    await expect(args.onSelect).toHaveBeenLastCalledWith('pending_activation');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(t('order.status.pending_activation'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t('orders.empty'));

    await userEvent.keyboard('{End}');
    await expect(tab(t('order.status.canceled'))).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(t('order.status.canceled'))).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A click selects a tab; clicking the selected one again reports nothing. */
export const Click: Story = {
  args: { selectedId: 'shipped' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t } = i18nOf(globals);
    const shipped = canvas.getByRole('tab', { name: t('order.status.shipped') });
    await expect(shipped).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(shipped);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: t('order.status.finished') }));
    await expect(args.onSelect).toHaveBeenCalledWith('finished');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: `${t('order.number')} TW20250615000121` })).toBeVisible();
  },
};

/** On a phone the six tabs scroll sideways; the selected one is still reachable by keyboard. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = i18nOf(globals);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: t('order.status.canceled') })).toHaveFocus();
  },
};
