import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../forms-core/story-support.js';
import { Inline } from '../layout/Inline.js';
import { Button } from './Button.js';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  render: (args, { globals }) => <Button {...args}>{storyTexts(globals).t('product.addToCart')}</Button>,
} satisfies Meta<typeof Button>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The main action of a view; Enter and Space press it like a click. */
export const Primary: Story = {
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).t('product.addToCart') });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(button).toHaveFocus();
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** The four variants side by side: primary, secondary, ghost and danger. */
export const Variants: Story = {
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return (
      <Inline gap={3}>
        <Button {...args} variant="primary">
          {t('checkout.placeOrder')}
        </Button>
        <Button {...args} variant="secondary">
          {t('common.cancel')}
        </Button>
        <Button {...args} variant="ghost">
          {t('common.viewAll')}
        </Button>
        <Button {...args} variant="danger">
          {t('common.delete')}
        </Button>
      </Inline>
    );
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const names = [t('checkout.placeOrder'), t('common.cancel'), t('common.viewAll'), t('common.delete')];
    const variants = ['primary', 'secondary', 'ghost', 'danger'];
    for (const [index, name] of names.entries()) {
      await expect(canvas.getByRole('button', { name })).toHaveClass(`sf-button--${variants[index] ?? ''}`);
    }
    // Tab walks them in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names[0] })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names[1] })).toHaveFocus();
  },
};

/** Small, medium (the 44 px touch target) and large. */
export const Sizes: Story = {
  render: (args, { globals }) => {
    const label = storyTexts(globals).t('product.buyNow');
    return (
      <Inline gap={3}>
        <Button {...args} size="sm">
          {label}
        </Button>
        <Button {...args} size="md">
          {label}
        </Button>
        <Button {...args} size="lg">
          {label}
        </Button>
      </Inline>
    );
  },
  play: async ({ canvas, globals }) => {
    const [small, medium, large] = canvas
      .getAllByRole('button', { name: storyTexts(globals).t('product.buyNow') })
      .map((button) => button.getBoundingClientRect().height);
    await expect(medium).toBeGreaterThanOrEqual(44);
    await expect(small).toBeLessThan(medium ?? 0);
    await expect(large).toBeGreaterThan(medium ?? 0);
  },
};

/** While its action runs: a spinner, clicks and Enter ignored, and the button keeps focus. */
export const Loading: Story = {
  args: { loading: true, type: 'submit' },
  render: (args, { globals }) => <Button {...args}>{storyTexts(globals).t('checkout.placeOrder')}</Button>,
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).t('checkout.placeOrder') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Not available: skipped by Tab, clicks do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).t('product.addToCart') });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** As wide as its container, e.g. a form's submit button on a phone. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).t('product.addToCart') });
    await expect(button.getBoundingClientRect().width).toBe(button.parentElement?.getBoundingClientRect().width);
  },
};

/** With href it is a link that looks like a button, e.g. 'Continue shopping' after an order. */
export const AsLink: Story = {
  render: (_args, { globals }) => (
    <Button href="/product-list/all" variant="secondary">
      {storyTexts(globals).t('result.continueShopping')}
    </Button>
  ),
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: storyTexts(globals).t('result.continueShopping') });
    await expect(link).toHaveAttribute('href', '/product-list/all');
    await expect(link).toHaveClass('sf-button', 'sf-button--secondary');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
