import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { AgeGateDialog, type AgeGateDialogProps } from './AgeGateDialog.js';

type I18n = ReturnType<typeof createI18n>;

function labels(i18n: I18n): AgeGateDialogProps['labels'] {
  return {
    title: i18n.t('ageGate.title'),
    notice: i18n.t('ageGate.notice'),
    question: i18n.t('ageGate.question'),
    leave: i18n.t('ageGate.leave'),
    enter: i18n.t('ageGate.enter'),
  };
}

/** An age-restricted product page: the gate is up on arrival and Enter lets the visitor in. */
function ProductPage({ onEnter, onLeave, i18n }: AgeGateDialogProps & { readonly i18n: I18n }) {
  const [verified, setVerified] = useState(false);
  return (
    <main style={{ fontFamily: 'var(--sf-font-sans)' }}>
      <h1>{i18n.t('title.productDetail')}</h1>
      <Button>{i18n.t('product.addToCart')}</Button>
      <AgeGateDialog
        open={!verified}
        labels={labels(i18n)}
        onLeave={onLeave}
        onEnter={() => {
          onEnter();
          setVerified(true);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Overlays/AgeGateDialog',
  component: AgeGateDialog,
  args: { open: true, onEnter: fn(), onLeave: fn() },
  render: (args, { globals }) => <AgeGateDialog {...args} labels={labels(createI18n(globals['locale']))} />,
} satisfies Meta<typeof AgeGateDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Open: named and described by its texts, focus on Leave and kept inside; Escape and the backdrop
 * do nothing, only Leave and Enter answer.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const gate = canvas.getByRole('dialog', { name: i18n.t('ageGate.title') });
    await expect(gate).toHaveAccessibleDescription(`${i18n.t('ageGate.notice')} ${i18n.t('ageGate.question')}`);
    await expect(within(gate).getAllByRole('button')).toHaveLength(2);

    const leave = within(gate).getByRole('button', { name: i18n.t('ageGate.leave') });
    const enter = within(gate).getByRole('button', { name: i18n.t('ageGate.enter') });
    await expect(leave).toHaveFocus();
    await userEvent.tab();
    await expect(enter).toHaveFocus();
    await userEvent.tab();
    await expect(leave).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(gate);
    await expect(gate).toHaveAttribute('open');
    await expect(gate).toBeVisible();

    await userEvent.click(leave);
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await userEvent.click(enter);
    await expect(args.onEnter).toHaveBeenCalledOnce();
  },
};

/** On a product page: the page is out of reach until Enter, then the gate goes. */
export const OnAProductPage: Story = {
  render: (args, { globals }) => <ProductPage {...args} i18n={createI18n(globals['locale'])} />,
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const addToCart = canvas.getByRole('button', { name: i18n.t('product.addToCart') });
    const box = addToCart.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    await expect(document.elementFromPoint(x, y)).toBe(canvas.getByRole('dialog'));

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('ageGate.enter') }));
    await expect(args.onEnter).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(addToCart.contains(document.elementFromPoint(x, y))).toBe(true);
  },
};

/** Closed: the visitor already answered this session; nothing is drawn. */
export const Verified: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
