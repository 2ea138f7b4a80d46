import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { isSupportedLocale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { type VariantGroup, VariantPicker, type VariantPickerLabels } from './VariantPicker.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
const i18nOf = (globals: Readonly<Record<string, unknown>>) =>
  createI18n(isSupportedLocale(globals['locale']) ? globals['locale'] : undefined);

function labelsFor(globals: Readonly<Record<string, unknown>>): VariantPickerLabels {
  const { t } = i18nOf(globals);
  return {
    selectAllItems: t('validation.selectAllItems'),
    // The resources have no 'Choose {count}' yet; 'Choose {name}' with the number reads the same.
    chooseAmount: (amount) => t('product.chooseOption', { name: amount }),
    soldOut: t('product.state.sold_out'),
    unavailable: t('product.state.unavailable'),
  };
}

// Stories run offline, so colour swatches are inline SVG.
function swatch(colour: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/></svg>`,
  )}`;
}

const colour: VariantGroup = {
  group_id: 'p-1037-colour',
  display_name: '顏色',
  required_amount: 1,
  options: [
    { product_id: 'p-1037-colour-bk', display_name: '墨黑色', image_url: swatch('#1f2328'), stock: 6, available: true },
    { product_id: 'p-1037-colour-wt', display_name: '米白色', image_url: swatch('#f3eedc'), stock: 3, available: true },
    { product_id: 'p-1037-colour-gy', display_name: '麻灰色', image_url: swatch('#8c8c8c'), stock: 0, available: true },
  ],
};

const size: VariantGroup = {
  group_id: 'p-1037-size',
  display_name: '尺寸',
  required_amount: 1,
  options: [
    { product_id: 'p-1037-size-s', display_name: 'S', stock: 2, available: true },
    { product_id: 'p-1037-size-m', display_name: 'M', stock: 8, available: true },
    { product_id: 'p-1037-size-l', display_name: 'L', stock: 5, available: true },
    { product_id: 'p-1037-size-xl', display_name: 'XL', stock: 1, available: false },
  ],
};

const badges: VariantGroup = {
  group_id: 'p-1039-badges',
  display_name: '角色徽章',
  required_amount: 3,
  options: ['小熊', '石虎', '藍鵲', '雲豹', '穿山甲', '梅花鹿'].map((name, index) => ({
    product_id: `p-1039-badge-${index + 1}`,
    display_name: name,
    stock: index === 4 ? 0 : 20,
    available: true,
  })),
};

const meta = {
  title: 'Catalogue/VariantPicker',
  component: VariantPicker,
  args: { groups: [colour, size], onSubmit: fn(), onChange: fn(), children: null },
  argTypes: {
    labels: { control: false, description: 'Set from the toolbar locale' },
    children: { control: false, description: "The app's actions; here add to cart and buy now" },
  },
  render: (args, { globals }) => {
    const { t } = i18nOf(globals);
    return (
      <VariantPicker {...args} labels={labelsFor(globals)}>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <button type="submit" name="action" value="cart">
            {t('product.addToCart')}
          </button>
          <button type="submit" name="action" value="buy_now">
            {t('product.buyNow')}
          </button>
        </div>
      </VariantPicker>
    );
  },
} satisfies Meta<typeof VariantPicker>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Single-choice groups as radios: arrow keys move within a group; sold-out and off-sale options are disabled. */
export const SingleChoice: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const labels = labelsFor(globals);
    await expect(canvas.getByRole('radio', { name: `麻灰色 ${labels.soldOut}` })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: `XL ${labels.unavailable}` })).toBeDisabled();

    await userEvent.click(canvas.getByRole('radio', { name: '墨黑色' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '米白色' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ 'p-1037-colour': ['p-1037-colour-wt'] });
  },
};

/** A submit with a group left open: 'Please select all items', and focus goes to that group. */
export const IncompleteSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t } = i18nOf(globals);
    await userEvent.click(canvas.getByRole('radio', { name: '墨黑色' }));
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCart') }));

    await expect(args.onSubmit).not.toHaveBeenCalled();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('validation.selectAllItems'));
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: '尺寸' })).toHaveAccessibleDescription(t('validation.selectAllItems'));

    await userEvent.keyboard(' ');
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** Every group chosen: the submit hands over the cart's sub-products and the button used. */
export const CompleteSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t } = i18nOf(globals);
    await userEvent.click(canvas.getByRole('radio', { name: '米白色' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await userEvent.click(canvas.getByRole('button', { name: t('product.buyNow') }));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      sub_product_infos: [
        { product_id: 'p-1037-colour-wt', amount: 1 },
        { product_id: 'p-1037-size-m', amount: 1 },
      ],
      action: 'buy_now',
    });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A group that takes three: toggle buttons, a count, the rest disabled once three are pressed. */
export const PickSeveral: Story = {
  args: { groups: [badges] },
  play: async ({ canvas, userEvent, args, globals }) => {
    const labels = labelsFor(globals);
    await expect(canvas.getByRole('group', { name: `角色徽章 ${labels.chooseAmount(3)}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `穿山甲 ${labels.soldOut}` })).toBeDisabled();

    for (const name of ['小熊', '石虎', '藍鵲']) await userEvent.click(canvas.getByRole('button', { name }));
    await expect(canvas.getByRole('button', { name: '小熊' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '雲豹' })).toBeDisabled();
    await expect(canvas.getByText('(3/3)')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '石虎' }));
    await expect(canvas.getByRole('button', { name: '石虎' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: '雲豹' })).toBeEnabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({ 'p-1039-badges': ['p-1039-badge-1', 'p-1039-badge-3'] });
  },
};

/** A pre-order sells regardless of stock: options without stock can be chosen, those off sale cannot. */
export const PreOrder: Story = {
  args: { groups: [colour, size], preOrder: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radio', { name: '麻灰色' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: `XL ${labelsFor(globals).unavailable}` })).toBeDisabled();
  },
};

/** A product without groups: only the actions, submitting at once. */
export const NoGroups: Story = {
  args: { groups: [] },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: i18nOf(globals).t('product.addToCart') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ sub_product_infos: [], action: 'cart' });
  },
};
