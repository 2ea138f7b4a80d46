import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatTwd, isSupportedLocale, type Locale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { PriceTag, type PriceTagLabels } from './PriceTag.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const localeOf = (globals: Readonly<Record<string, unknown>>): Locale | undefined =>
  isSupportedLocale(globals['locale']) ? globals['locale'] : undefined;

function labelsFor(locale: Locale | undefined): PriceTagLabels {
  const { t } = createI18n(locale);
  return {
    originalPrice: t('product.originalPrice'),
    save: (amount) => t('product.save', { amount }),
    approximately: (price) => t('product.approximately', { price }),
  };
}

const meta = {
  title: 'Catalogue/PriceTag',
  component: PriceTag,
  args: { prices: { marked_price: 1280, selling_price: null }, locale: 'tw' },
  argTypes: {
    locale: { control: false, description: 'Set from the toolbar' },
    labels: { control: false, description: 'Set from the toolbar locale' },
  },
  render: (args) => <PriceTag {...args} labels={labelsFor(args.locale)} />,
} satisfies Meta<typeof PriceTag>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Selling at the marked price: one price, nothing struck through. */
export const Regular: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(formatTwd(1280, localeOf(globals) ?? 'tw'))).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** Below the marked price: sale colour, the marked price struck through and read as the original price, the saving. */
export const Discounted: Story = {
  args: { prices: { marked_price: 1500, selling_price: 1180 } },
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = localeOf(globals) ?? 'tw';
    const labels = labelsFor(locale);
    const marked = canvas.getByText(formatTwd(1500, locale));
    await expect(marked.tagName).toBe('S');
    await expect(marked).toHaveTextContent(`${labels.originalPrice} ${formatTwd(1500, locale)}`);
    await expect(canvas.getByText(labels.save(320))).toBeVisible();
    // Read out, not shown: a 1 px clipped box.
    const hidden = canvasElement.querySelector('.sf-price-tag__visually-hidden');
    await expect(hidden?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** In a card: the saving left out for room. */
export const WithoutSaving: Story = {
  args: { prices: { marked_price: 1500, selling_price: 1180 }, showSaving: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sf-price-tag__saving')).toBeNull();
    await expect(canvasElement.querySelector('s')).not.toBeNull();
  },
};

/** With today's rate for the shopper's currency: the approximate amount on its own line. */
export const ApproximateLocalCurrency: Story = {
  args: { prices: { marked_price: 1500, selling_price: 1180 }, approximate: { currency: 'USD', rate: 0.0305 } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsFor(localeOf(globals)).approximately('US$35.99'))).toBeVisible();
  },
};

/** The product page's size, with a discount and the approximate amount in renminbi. */
export const Large: Story = {
  args: {
    prices: { marked_price: 3680, selling_price: 2980 },
    approximate: { currency: 'CNY', rate: 0.2215 },
    size: 'lg',
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf(globals) ?? 'tw';
    const price = canvas.getByText(formatTwd(2980, locale));
    await expect(price).toHaveClass('sf-price-tag__price--sale');
    await expect(Number.parseFloat(getComputedStyle(price).fontSize)).toBeGreaterThanOrEqual(20);
  },
};
