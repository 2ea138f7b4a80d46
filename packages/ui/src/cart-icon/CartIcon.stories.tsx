import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headerLabels, storyLink, storyLocale } from '../shell-stories/story-support.js';
import { CartIcon } from './CartIcon.js';

const meta = {
  title: 'Shell/CartIcon',
  component: CartIcon,
  args: { hasItems: false, renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  render: (args, { globals }) => <CartIcon {...args} labels={headerLabels(storyLocale(globals))} />,
} satisfies Meta<typeof CartIcon>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An empty cart: the icon alone, a link to /cart. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByRole('link', { name: text.cart })).toHaveAttribute('href', '/cart');
    await expect(canvasElement.querySelector('.sf-cart-icon__dot')).toBeNull();
  },
};

/** Items in the cart: a dot on the icon, and the link's name says so. */
export const WithItems: Story = {
  args: { hasItems: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByRole('link', { name: text.cartWithItems })).toHaveAttribute('href', '/cart');
    await expect(canvasElement.querySelector('.sf-cart-icon__dot')).toBeVisible();
  },
};

/** A tap target of 44 px on a phone. */
export const Phone: Story = {
  args: { hasItems: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: headerLabels(storyLocale(globals)).cartWithItems });
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
