import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack.js';

const boxStyle = {
  padding: '0.75rem',
  background: 'var(--sf-color-primary-surface)',
  color: 'var(--sf-color-text)',
  borderRadius: 'var(--sf-radius-md)',
};

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: ['阿里山高山烏龍茶', '日月潭紅玉紅茶', '凍頂烏龍茶'].map((name) => (
      <div key={name} style={boxStyle}>
        {name}
      </div>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;

type Story = StoryObj<typeof meta>;

/** One under another, 1rem apart, stretched to the stack's width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('.sf-stack');
    await expect(stack && getComputedStyle(stack).rowGap).toBe('16px');
    const [first, second] = Array.from(stack?.children ?? []).map((child) => child.getBoundingClientRect());
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(16);
    await expect(first?.width).toBe(stack?.getBoundingClientRect().width);
  },
};

/** Tighter, centred, and rendered as a list so the items keep their list semantics. */
export const CentredList: Story = {
  args: {
    as: 'ul',
    gap: 2,
    align: 'center',
    children: ['阿里山高山烏龍茶', '日月潭紅玉紅茶', '凍頂烏龍茶'].map((name) => (
      <li key={name} style={boxStyle}>
        {name}
      </li>
    )),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const stack = canvasElement.querySelector<HTMLElement>('ul.sf-stack');
    await expect(stack && getComputedStyle(stack).rowGap).toBe('8px');
    await expect(stack && getComputedStyle(stack).alignItems).toBe('center');
  },
};
