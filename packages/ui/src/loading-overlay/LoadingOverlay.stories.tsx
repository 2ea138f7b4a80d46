import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay.js';

/** A page the overlay covers: its button must not be clickable while the overlay is up. */
function Page({ label }: { readonly label: string }) {
  return (
    <main style={{ padding: 'var(--sf-space-4)', fontFamily: 'var(--sf-font-sans)' }}>
      <Button>{label}</Button>
    </main>
  );
}

/** The overlay as the store drives it: on when asked, off again a second later (spec 9). */
function RequestDemo({ labels, submit }: LoadingOverlayProps & { readonly submit: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => setOpen(false), 1000);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <main style={{ padding: 'var(--sf-space-4)' }}>
      <Button onClick={() => setOpen(true)}>{submit}</Button>
      <LoadingOverlay open={open} labels={labels} />
    </main>
  );
}

const meta = {
  title: 'Overlays/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true },
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <>
        <Page label={i18n.t('checkout.placeOrder')} />
        <LoadingOverlay {...args} labels={{ loading: i18n.t('common.loading') }} />
      </>
    );
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;

type Story = StoryObj<typeof meta>;

/** On, without a text: the default loading label; the page below cannot be clicked. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const overlay = canvas.getByRole('progressbar', { name: i18n.t('common.loading') });
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('common.loading'));

    const box = overlay.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    const button = canvas.getByRole('button', { name: i18n.t('checkout.placeOrder') });
    const { left, top, width, height } = button.getBoundingClientRect();
    await expect(overlay.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
  },
};

/** With a text from the app, e.g. while the language changes. */
export const WithText: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <>
        <Page label={i18n.t('language.label')} />
        <LoadingOverlay {...args} text={i18n.t('language.switching')} />
      </>
    );
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    await expect(canvas.getByRole('progressbar', { name: i18n.t('language.switching') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('language.switching'));
  },
};

/** Off: nothing covers the page, and the live region waits empty for the next time. */
export const Hidden: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Driven by props: a request turns it on, and it goes when the store turns it off a second later. */
export const DuringARequest: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <RequestDemo {...args} submit={i18n.t('checkout.placeOrder')} labels={{ loading: i18n.t('common.loading') }} />;
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('checkout.placeOrder') }));
    await expect(canvas.getByRole('progressbar', { name: i18n.t('common.loading') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('common.loading'));

    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
