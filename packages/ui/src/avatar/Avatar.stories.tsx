import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { headerLabels, storyLink, storyLocale } from '../shell-stories/story-support.js';
import { Avatar } from './Avatar.js';

// Stories run offline, so the member's picture is an inline SVG.
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<rect width="64" height="64" fill="#f6d6c4"/>',
    '<circle cx="32" cy="26" r="12" fill="#8a4b2d"/>',
    '<rect x="12" y="44" width="40" height="24" rx="12" fill="#3f5f8f"/>',
    '</svg>',
  ].join(''),
)}`;

const meta = {
  title: 'Shell/Avatar',
  component: Avatar,
  args: { href: '/member/orders', renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  render: (args, { globals }) => <Avatar {...args} labels={headerLabels(storyLocale(globals))} />,
} satisfies Meta<typeof Avatar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No picture: the default silhouette; the link is named after where it leads. */
export const DefaultPicture: Story = {
  args: { src: '' },
  play: async ({ canvas, canvasElement, globals }) => {
    const link = canvas.getByRole('link', { name: headerLabels(storyLocale(globals)).member });
    await expect(link).toHaveAttribute('href', '/member/orders');
    await expect(canvasElement.querySelector('svg.sf-avatar__picture')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The member's own picture. */
export const WithPicture: Story = {
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', PICTURE);
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};

/** A picture that fails to load gives way to the default silhouette. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('svg.sf-avatar__picture')).toBeVisible();
  },
};

/** On a phone the app passes /member. */
export const Phone: Story = {
  args: { src: PICTURE, href: '/member' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: headerLabels(storyLocale(globals)).member });
    await expect(link).toHaveAttribute('href', '/member');
  },
};
