import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './Grid.js';

const cellStyle = {
  aspectRatio: '1',
  display: 'grid',
  placeItems: 'center',
  background: 'var(--sf-color-primary-surface)',
  color: 'var(--sf-color-text)',
  borderRadius: 'var(--sf-radius-md)',
};

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    as: 'ul',
    children: Array.from({ length: 8 }, (_, index) => (
      <li key={index} style={cellStyle}>
        {index + 1}
      </li>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;

type Story = StoryObj<typeof meta>;

function columnCount(element: Element | null): number {
  return element === null ? 0 : getComputedStyle(element).gridTemplateColumns.split(' ').length;
}

/** A product list's shape: 2 columns on phones, 4 from 48em; switch the viewport to see both. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const wide = window.matchMedia('(min-width: 48em)').matches;
    await expect(columnCount(canvasElement.querySelector('.sf-grid'))).toBe(wide ? 4 : 2);
  },
};

/** Other counts: 1 column on phones, 3 on wide screens, closer together. */
export const Custom: Story = {
  args: { columns: 1, wideColumns: 3, gap: 2 },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('.sf-grid');
    const wide = window.matchMedia('(min-width: 48em)').matches;
    await expect(columnCount(grid)).toBe(wide ? 3 : 1);
    await expect(grid && getComputedStyle(grid).rowGap).toBe('8px');
  },
};
