import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { isSupportedLocale, type Locale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { ProductCard, type ProductCardLabels, type ProductCardProduct } from './ProductCard.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const localeOf = (globals: Readonly<Record<string, unknown>>): Locale | undefined =>
  isSupportedLocale(globals['locale']) ? globals['locale'] : undefined;

function labelsFor(locale: Locale | undefined): ProductCardLabels {
  const { t } = createI18n(locale);
  return {
    soldOut: t('product.state.sold_out'),
    preOrder: t('product.state.pre_order'),
    unavailable: t('product.state.unavailable'),
    originalPrice: t('product.originalPrice'),
    adultsBadge: t('theme.adultsBadge'),
    adultsOnly: t('theme.adultsOnly'),
  };
}

// Stories run offline, so product photos are drawn as inline SVG: a tinted backdrop and a parcel.
function photo(backdrop: string, parcel: string): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480">',
    `<rect width="480" height="480" fill="${backdrop}"/>`,
    `<rect x="120" y="150" width="240" height="210" rx="16" fill="${parcel}"/>`,
    `<rect x="100" y="120" width="280" height="60" rx="12" fill="${parcel}" opacity="0.8"/>`,
    '<rect x="225" y="120" width="30" height="240" fill="#ffffff" opacity="0.6"/>',
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const oolong: ProductCardProduct = {
  product_id: 'p-1001',
  display_name: '阿里山高山烏龍茶 150g',
  marked_price: 1280,
  selling_price: 1280,
  images: [photo('#e8efe4', '#5d7a4e')],
  stock: 24,
};

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product: oolong, locale: 'tw', href: '/product/p-1001' },
  argTypes: {
    locale: { control: false, description: 'Set from the toolbar' },
    labels: { control: false, description: 'Set from the toolbar locale' },
  },
  render: (args) => <ProductCard {...args} labels={labelsFor(args.locale)} />,
  // A card fills its grid cell; the stories give it one about as wide as a desktop grid's.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '15rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** In stock, selling at the marked price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '阿里山高山烏龍茶 150g NT$1,280' });
    await expect(link).toHaveAttribute('href', '/product/p-1001');
    await expect(canvas.getByText(/^NT\$/)).toHaveTextContent('NT$1,280');
  },
};

/** The selling price below the marked price: sale colour and the marked price struck through. */
export const Discounted: Story = {
  args: {
    product: {
      ...oolong,
      product_id: 'p-1002',
      display_name: '日月潭紅玉紅茶 茶包 20 入',
      marked_price: 1500,
      selling_price: 1180,
      images: [photo('#f6e7dc', '#9c4a2f')],
    },
    href: '/product/p-1002',
  },
  play: async ({ canvas, globals }) => {
    const name = `日月潭紅玉紅茶 茶包 20 入 NT$1,180 ${labelsFor(localeOf(globals)).originalPrice} NT$1,500`;
    await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByText('NT$1,500').tagName).toBe('S');
  },
};

/** Stock 0: a badge over the dimmed image, also read out as part of the link. */
export const SoldOut: Story = {
  args: {
    product: { ...oolong, stock: 0 },
  },
  play: async ({ canvas, globals }) => {
    const { soldOut } = labelsFor(localeOf(globals));
    await expect(canvas.getByText(soldOut)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `阿里山高山烏龍茶 150g NT$1,280 ${soldOut}` })).toHaveClass('sf-product-card--dimmed');
  },
};

/** A pre-order: sold regardless of stock, so the photo stays bright and the badge says pre-order. */
export const PreOrder: Story = {
  args: {
    product: {
      ...oolong,
      product_id: 'p-1051',
      display_name: '仙俠奇緣 白淺 1/7 比例模型（預購）',
      marked_price: 5280,
      selling_price: 4980,
      images: [photo('#efe6f6', '#6b3fa0')],
      stock: 0,
      pre_order: true,
    },
    href: '/product/p-1051',
  },
  play: async ({ canvas, globals }) => {
    const { preOrder, originalPrice } = labelsFor(localeOf(globals));
    const name = `仙俠奇緣 白淺 1/7 比例模型（預購） NT$4,980 ${originalPrice} NT$5,280 ${preOrder}`;
    await expect(canvas.getByRole('link', { name })).not.toHaveClass('sf-product-card--dimmed');
  },
};

/** Taken off sale or past its sale period: dimmed, with the unavailable badge. */
export const Unavailable: Story = {
  args: {
    product: { ...oolong, available: false, expired: true },
  },
  play: async ({ canvas, globals }) => {
    const { unavailable } = labelsFor(localeOf(globals));
    await expect(canvas.getByText(unavailable)).toHaveClass('sf-badge--unavailable');
    await expect(canvas.getByRole('link', { name: `阿里山高山烏龍茶 150g NT$1,280 ${unavailable}` })).toHaveClass(
      'sf-product-card--dimmed',
    );
  },
};

/** A name longer than two lines is clamped with an ellipsis. */
export const LongName: Story = {
  args: {
    product: {
      ...oolong,
      display_name:
        '【預購】台灣設計師聯名限定款 手工吹製琉璃茶杯禮盒組 附贈檜木杯墊與帆布提袋 ' + 'Limited Edition Glass Tea Cup Gift Set',
      marked_price: 3680,
      selling_price: 3680,
      images: [photo('#e3e9f3', '#3f5f8f')],
    },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^【預購】/);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
  },
};

/** No selling price: the marked price is what the shopper pays, nothing struck through. */
export const NoSellingPrice: Story = {
  args: {
    product: {
      ...oolong,
      display_name: '凍頂烏龍茶 75g',
      marked_price: 560,
      selling_price: null,
      images: [photo('#f3eedc', '#8a6d1f')],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '凍頂烏龍茶 75g NT$560' })).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** No photo yet: the square stays, so the grid does not jump when photos arrive. */
export const NoImage: Story = {
  args: {
    product: { ...oolong, images: [] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const media = canvasElement.querySelector('.sf-product-card__media');
    await expect(media?.clientHeight).toBe(media?.clientWidth);
  },
};

/** An age-restricted product before the age gate: the picture blurred and marked 18+, the name and price kept. */
export const Veiled: Story = {
  args: { veiled: true },
  play: async ({ canvas, globals }) => {
    const labels = labelsFor(localeOf(globals));
    const link = canvas.getByRole('link');
    await expect(link).toHaveClass('sf-product-card--veiled');
    await expect(link).toHaveAccessibleName(expect.stringContaining(oolong.display_name));
    await expect(link).toHaveAccessibleName(expect.stringContaining(labels.adultsOnly));
    const image = link.querySelector('img')!;
    await expect(getComputedStyle(image).filter).toMatch(/^blur\(/);
  },
};
