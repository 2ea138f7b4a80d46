import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { isSupportedLocale } from '@storefront/domain';
import { createI18n, type TranslationKey } from '@storefront/i18n';
import { Badge, type BadgeVariant } from './Badge.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const i18nOf = (globals: Readonly<Record<string, unknown>>) =>
  createI18n(isSupportedLocale(globals['locale']) ? globals['locale'] : undefined);

/** The text each variant shows in these stories: product states, and order statuses for the others. */
const TEXT: Readonly<Record<BadgeVariant, TranslationKey>> = {
  sold_out: 'product.state.sold_out',
  pre_order: 'product.state.pre_order',
  unavailable: 'product.state.unavailable',
  neutral: 'order.status.canceled',
  info: 'order.status.shipped',
  success: 'order.status.finished',
};

const VARIANTS = Object.keys(TEXT) as BadgeVariant[];

const meta = {
  title: 'Catalogue/Badge',
  component: Badge,
  args: { variant: 'sold_out', children: null },
  argTypes: {
    variant: { control: 'select', options: VARIANTS },
    children: { control: false, description: 'Set from the toolbar locale' },
  },
  render: (args, { globals }) => <Badge {...args}>{i18nOf(globals).t(TEXT[args.variant])}</Badge>,
} satisfies Meta<typeof Badge>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Stock 0 (spec 4): dark, the strongest of the badges. */
export const SoldOut: Story = {
  play: async ({ canvas, globals }) => {
    const badge = canvas.getByText(i18nOf(globals).t('product.state.sold_out'));
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass('sf-badge', 'sf-badge--sold-out');
  },
};

/** Sold regardless of stock and billed alone (spec 4). */
export const PreOrder: Story = {
  args: { variant: 'pre_order' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(i18nOf(globals).t('product.state.pre_order'))).toHaveClass('sf-badge--pre-order');
  },
};

/** Taken off sale or past its sale period (spec 4): muted. */
export const Unavailable: Story = {
  args: { variant: 'unavailable' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(i18nOf(globals).t('product.state.unavailable'))).toHaveClass('sf-badge--unavailable');
  },
};

/** Other statuses: neutral for the inert ones (a canceled order, a used coupon). */
export const Neutral: Story = {
  args: { variant: 'neutral' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(i18nOf(globals).t('order.status.canceled'))).toHaveClass('sf-badge--neutral');
  },
};

/** Info for statuses in progress (an order on its way, a selected coupon). */
export const Info: Story = {
  args: { variant: 'info' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(i18nOf(globals).t('order.status.shipped'))).toHaveClass('sf-badge--info');
  },
};

/** Success for statuses that are good news (a completed order, an available coupon). */
export const Success: Story = {
  args: { variant: 'success' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(i18nOf(globals).t('order.status.finished'))).toHaveClass('sf-badge--success');
  },
};

/** Every variant side by side, for comparing weight and contrast. */
export const AllVariants: Story = {
  render: (_, { globals }) => {
    const i18n = i18nOf(globals);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {i18n.t(TEXT[variant])}
          </Badge>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.sf-badge')).toHaveLength(VARIANTS.length);
  },
};
