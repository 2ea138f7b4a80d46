import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { Toaster, type Toast, type ToasterProps } from './Toaster.js';
import { useToasts } from './use-toasts.js';

type I18n = ReturnType<typeof createI18n>;

/** A toast of each kind, with texts the app shows. */
function sampleToasts(i18n: I18n): Toast[] {
  return [
    { id: 'added', kind: 'success', message: i18n.t('product.addedToCart') },
    { id: 'stock', kind: 'error', message: i18n.t('errors.40903') },
    { id: 'logout', kind: 'info', message: i18n.t('member.loggedOut') },
  ];
}

/** The toaster as the app runs it: useToasts' state, and buttons standing in for the app's events. */
function LiveDemo({ onDismiss, labels, i18n }: ToasterProps & { readonly i18n: I18n }) {
  const { toasts, push, dismiss } = useToasts();
  const samples = sampleToasts(i18n);
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--sf-space-2)',
        marginBlockStart: '8rem',
      }}
    >
      {samples.map(({ id, kind, message }) => (
        <Button key={id} variant="secondary" onClick={() => push(kind, message)}>
          {kind}: {message}
        </Button>
      ))}
      <Toaster
        toasts={toasts}
        labels={labels}
        onDismiss={(id) => {
          onDismiss(id);
          dismiss(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
  args: { toasts: [], onDismiss: fn() },
  argTypes: { toasts: { control: false } },
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <Toaster {...args} toasts={sampleToasts(i18n)} labels={{ region: i18n.t('toast.label'), dismiss: i18n.t('toast.dismiss') }} />;
  },
} satisfies Meta<typeof Toaster>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Success, error and info, 30 px from the top. Errors sit in an assertive live region, the rest
 * in a polite one. Each asks to be dismissed after 1500 ms; here nothing removes them, for review.
 */
export const Kinds: Story = {
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const toaster = canvas.getByRole('region', { name: i18n.t('toast.label') });
    await expect(toaster.getBoundingClientRect().top).toBe(30);

    const alert = within(toaster).getByRole('alert');
    const status = within(toaster).getByRole('status');
    await expect(alert).toHaveTextContent(i18n.t('errors.40903'));
    await expect(status).toHaveTextContent(i18n.t('product.addedToCart'));
    await expect(status).toHaveTextContent(i18n.t('member.loggedOut'));
    await expect(within(toaster).getAllByRole('button', { name: i18n.t('toast.dismiss') })).toHaveLength(3);

    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(3), { timeout: 3000 });
    await expect(args.onDismiss).toHaveBeenCalledWith('added');
    await expect(args.onDismiss).toHaveBeenCalledWith('stock');
    await expect(args.onDismiss).toHaveBeenCalledWith('logout');
  },
};

/** A long message wraps inside the toast, which stays within a phone's width. */
export const LongMessage: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <Toaster
        {...args}
        toasts={[{ id: 'rule', kind: 'error', message: i18n.t('cart.problem.pre_order_combined') }]}
        labels={{ region: i18n.t('toast.label'), dismiss: i18n.t('toast.dismiss') }}
        duration={60_000}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const message = canvas.getByText(i18n.t('cart.problem.pre_order_combined'));
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Wired to useToasts: a pushed toast leaves by itself after 1500 ms, stays while the pointer is
 * on it, and its close button removes it at once.
 */
export const Live: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <LiveDemo {...args} i18n={i18n} labels={{ region: i18n.t('toast.label'), dismiss: i18n.t('toast.dismiss') }} />;
  },
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const toaster = canvas.getByRole('region', { name: i18n.t('toast.label') });
    const status = within(toaster).getByRole('status');
    const alert = within(toaster).getByRole('alert');
    const added = i18n.t('product.addedToCart');
    const outOfStock = i18n.t('errors.40903');

    // Auto-dismiss: gone after 1500 ms, not before.
    const pushed = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: `success: ${added}` }));
    await expect(status).toHaveTextContent(added);
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 4000 });
    await expect(performance.now() - pushed).toBeGreaterThanOrEqual(1500);
    await expect(performance.now() - pushed).toBeLessThan(3000);
    await expect(args.onDismiss).toHaveBeenCalledOnce();

    // Hovering pauses the count; leaving starts it again.
    await userEvent.click(canvas.getByRole('button', { name: `error: ${outOfStock}` }));
    const toast = within(alert).getByText(outOfStock);
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(alert).toHaveTextContent(outOfStock);
    await userEvent.unhover(toast);
    await waitFor(() => expect(alert).toBeEmptyDOMElement(), { timeout: 3000 });

    // The close button removes a toast at once.
    await userEvent.click(canvas.getByRole('button', { name: `error: ${outOfStock}` }));
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('toast.dismiss') }));
    await expect(alert).toBeEmptyDOMElement();
    await expect(args.onDismiss).toHaveBeenCalledTimes(3);
  },
};
