import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container.js';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: {
    as: 'main',
    children: (
      <p
        style={{
          margin: 0,
          padding: '1rem',
          background: 'var(--sf-color-primary-surface)',
          color: 'var(--sf-color-text)',
        }}
      >
        阿里山高山烏龍茶，產自海拔一千公尺以上的茶園，香氣清雅、回甘持久。
      </p>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;

type Story = StoryObj<typeof meta>;

/** lg: page width up to 75rem, centred, padded at the sides (more from 48em). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const style = getComputedStyle(main);
    const wide = window.matchMedia('(min-width: 48em)').matches;
    await expect(style.paddingLeft).toBe(wide ? '24px' : '16px');
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
    await expect(style.marginLeft).toBe(style.marginRight);
  },
};

/** sm: a form's width, 36rem at most. */
export const Narrow: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(576);
  },
};
