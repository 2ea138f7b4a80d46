import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../forms-core/story-support.js';
import { Inline } from './Inline.js';

const tagStyle = {
  padding: '0.25rem 0.75rem',
  background: 'var(--sf-color-primary-surface)',
  color: 'var(--sf-color-text)',
  borderRadius: 'var(--sf-radius-pill)',
};
const TAGS = ['烏龍茶', '紅茶', '綠茶', '東方美人', '鐵觀音', '包種茶', '普洱', '花草茶', '茶具', '禮盒'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: TAGS.map((tag) => (
      <span key={tag} style={tagStyle}>
        {tag}
      </span>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Inline>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Side by side, wrapping onto more lines when the width runs out, 0.5rem apart either way. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const inline = canvasElement.querySelector<HTMLElement>('.sf-inline');
    const tops = new Set(Array.from(inline?.children ?? []).map((child) => child.getBoundingClientRect().top));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(inline && getComputedStyle(inline).columnGap).toBe('8px');
  },
};

/** One line, the free space between, e.g. a section title and its 'View all' link. */
export const SpaceBetween: Story = {
  args: { justify: 'between', wrap: false },
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return (
      <Inline {...args}>
        <strong>{t('home.popular')}</strong>
        <a href="/theme">{t('common.viewAll')}</a>
      </Inline>
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const inline = canvasElement.querySelector<HTMLElement>('.sf-inline');
    const link = canvas.getByRole('link', { name: storyTexts(globals).t('common.viewAll') });
    await expect(link.getBoundingClientRect().right).toBe(inline?.getBoundingClientRect().right);
  },
};
