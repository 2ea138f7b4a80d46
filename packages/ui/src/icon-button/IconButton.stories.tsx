import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../forms-core/story-support.js';
import { Inline } from '../layout/Inline.js';
import { IconButton } from './IconButton.js';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    </svg>
  );
}

const meta = {
  title: 'Forms/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  render: (args, { globals }) => <IconButton {...args} label={storyTexts(globals).t('common.close')} />,
} satisfies Meta<typeof IconButton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Ghost by default; named by its label, not by the icon; a square of the control height. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).t('common.close') });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every variant and size. */
export const VariantsAndSizes: Story = {
  render: (args, { globals }) => {
    const { t } = storyTexts(globals);
    return (
      <Inline gap={3}>
        <IconButton {...args} label={t('common.close')} size="sm" />
        <IconButton {...args} label={t('common.close')} variant="secondary" />
        <IconButton {...args} label={t('common.delete')} icon={<TrashIcon />} variant="danger" />
        <IconButton {...args} label={t('common.delete')} icon={<TrashIcon />} variant="primary" size="lg" />
      </Inline>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const { t } = storyTexts(globals);
    const [small, secondary] = canvas.getAllByRole('button', { name: t('common.close') });
    await expect(small?.getBoundingClientRect().height).toBeLessThan(secondary?.getBoundingClientRect().height ?? 0);
    const [danger] = canvas.getAllByRole('button', { name: t('common.delete') });
    await expect(danger).toHaveClass('sf-button--danger');
    if (danger) await userEvent.click(danger);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Not available: skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).t('common.close') });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
