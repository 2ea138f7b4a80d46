import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopName, storyLink, storyLocale } from '../shell-stories/story-support.js';
import { Logo } from './Logo.js';

// Stories run offline, so the shop's own logo picture is an inline SVG.
const LOGO_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50">',
    '<rect width="200" height="50" rx="8" fill="#1f2328"/>',
    '<circle cx="25" cy="25" r="12" fill="#c0272d"/>',
    '<rect x="48" y="19" width="130" height="12" rx="6" fill="#ffffff"/>',
    '</svg>',
  ].join(''),
)}`;

const meta = {
  title: 'Shell/Logo',
  component: Logo,
  args: { name: 'Storefront', renderLink: storyLink },
  argTypes: {
    name: { control: false, description: 'The shop name (app.name) in the toolbar locale' },
    renderLink: { control: false },
  },
  render: (args, { globals }) => <Logo {...args} name={shopName(storyLocale(globals))} />,
} satisfies Meta<typeof Logo>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The mark and the shop's name, one link home named by the shop's name. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: shopName(storyLocale(globals)) });
    await expect(link).toHaveAttribute('href', '/');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** The shop's own picture in place of the mark; its alt is the shop's name. */
export const WithPicture: Story = {
  args: { imageSrc: LOGO_PICTURE },
  play: async ({ canvas, globals }) => {
    const name = shopName(storyLocale(globals));
    await expect(canvas.getByRole('img', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '/');
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link', { name: shopName(storyLocale(globals)) })).toBeVisible();
  },
};
