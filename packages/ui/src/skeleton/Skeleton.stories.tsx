import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Skeleton } from './Skeleton.js';

const meta = {
  title: 'Overlays/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', fontSize: 'var(--sf-font-size-md)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Three lines of text, the last one shorter, each as tall as a line of body text. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('.sf-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const lines = canvasElement.querySelectorAll('.sf-skeleton__line');
    await expect(lines).toHaveLength(3);
    const [first, , last] = [...lines].map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first ?? 0);
  },
};

/** One line, e.g. a heading still loading: full width. */
export const OneLine: Story = {
  args: { lines: 1 },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('.sf-skeleton__line');
    await expect(line?.getBoundingClientRect().width).toBe(canvasElement.querySelector('.sf-skeleton')?.getBoundingClientRect().width);
  },
};

/** A square image box. */
export const Image: Story = {
  args: { variant: 'image' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sf-skeleton__image');
    await expect(image?.clientHeight).toBe(image?.clientWidth);
    await expect(image?.clientWidth).toBeGreaterThan(0);
  },
};

/** A product card's shape: square image, then name and price lines. */
export const Card: Story = {
  args: { variant: 'card' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.sf-skeleton__image')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('.sf-skeleton__line')).toHaveLength(2);
    // The card pulses as one: a single animation, on the placeholder, none on its parts.
    const animated = [...canvasElement.querySelectorAll('.sf-skeleton, .sf-skeleton *')].filter(
      (element) => getComputedStyle(element).animationName !== 'none',
    );
    await expect(animated).toEqual([canvasElement.querySelector('.sf-skeleton')]);
  },
};

/**
 * A product grid loading: the region is marked aria-busy and named, the cards themselves are
 * hidden from assistive technology.
 */
export const LoadingGrid: Story = {
  args: { variant: 'card' },
  decorators: [
    (Story, { globals }) => (
      <section
        aria-busy="true"
        aria-label={createI18n(globals['locale']).t('productList.heading')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 'var(--sf-space-3)',
          width: '20rem',
        }}
      >
        <Story />
        <Story />
        <Story />
        <Story />
      </section>
    ),
  ],
  play: async ({ canvas, canvasElement, globals }) => {
    const region = canvas.getByRole('region', {
      name: createI18n(globals['locale']).t('productList.heading'),
    });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('.sf-skeleton--card')).toHaveLength(4);
  },
};
