import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { Dialog, type DialogProps } from './Dialog.js';

/** The dialog as an app uses it: an opener button, and open state the dialog's callbacks change. */
function DialogDemo({
  opener,
  open: initiallyOpen,
  onClose,
  ...props
}: DialogProps & {
  readonly opener: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={
          onClose &&
          (() => {
            onClose();
            setOpen(false);
          })
        }
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: false, title: '', onClose: fn() },
  argTypes: { open: { control: false }, title: { control: false } },
  render: ({ onClose, ...args }, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <DialogDemo
        {...args}
        opener={i18n.t('order.cancel')}
        title={i18n.t('order.cancel')}
        description={i18n.t('order.cancelConfirm')}
        labels={{ close: i18n.t('common.close') }}
        onClose={onClose}
      />
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A confirmation: opens on its button, takes focus, keeps Tab inside, closes on Escape and gives
 * focus back to the button. The play function leaves it open for review.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const opener = canvas.getByRole('button', { name: i18n.t('order.cancel') });
    await userEvent.click(opener);

    const dialog = canvas.getByRole('dialog', { name: i18n.t('order.cancel') });
    await expect(dialog).toHaveAccessibleDescription(i18n.t('order.cancelConfirm'));
    const close = within(dialog).getByRole('button', { name: i18n.t('common.close') });
    await expect(close).toHaveFocus();

    // The close button is the only stop: Tab and Shift+Tab stay on it.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** A form inside: Tab wraps from the last control to the first and back; the backdrop closes it. */
export const WithForm: Story = {
  render: ({ onClose, ...args }, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <DialogDemo
        {...args}
        opener={i18n.t('arrivalNotice.open')}
        title={i18n.t('arrivalNotice.title')}
        description={i18n.t('arrivalNotice.description')}
        labels={{ close: i18n.t('common.close') }}
        onClose={onClose}
        actions={<Button onClick={fn()}>{i18n.t('arrivalNotice.submit')}</Button>}
      >
        <label style={{ display: 'grid', gap: 'var(--sf-space-1)' }}>
          {i18n.t('label.account')}
          <input type="email" autoComplete="email" style={{ font: 'inherit', minBlockSize: '2.75rem' }} />
        </label>
      </DialogDemo>
    );
  },
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const opener = canvas.getByRole('button', { name: i18n.t('arrivalNotice.open') });
    await userEvent.click(opener);

    const dialog = canvas.getByRole('dialog', { name: i18n.t('arrivalNotice.title') });
    const close = within(dialog).getByRole('button', { name: i18n.t('common.close') });
    const email = within(dialog).getByRole('textbox', { name: i18n.t('label.account') });
    const submit = within(dialog).getByRole('button', { name: i18n.t('arrivalNotice.submit') });

    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'mei@example.com');
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();

    // A text selection dragged out of the panel ends on the backdrop: that does not close it.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: email },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await waitFor(() => expect(canvas.getByRole('dialog')).toBeVisible());
  },
};

/**
 * Without onClose only the dialog's own actions close it: no close button, and neither Escape
 * nor the backdrop does anything.
 */
export const NotDismissible: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <ConfirmDemo {...args} i18n={i18n} />;
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const opener = canvas.getByRole('button', { name: i18n.t('order.cancel') });
    await userEvent.click(opener);

    const dialog = canvas.getByRole('dialog', { name: i18n.t('order.cancel') });
    await expect(within(dialog).queryByRole('button', { name: i18n.t('common.close') })).toBeNull();
    const back = within(dialog).getByRole('button', { name: i18n.t('common.back') });
    await expect(back).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('open');

    await userEvent.click(back);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** The not-dismissible confirmation: its two actions are the only way out. */
function ConfirmDemo({
  open: initiallyOpen,
  i18n,
}: DialogProps & {
  readonly i18n: ReturnType<typeof createI18n>;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {i18n.t('order.cancel')}
      </Button>
      <Dialog
        open={open}
        title={i18n.t('order.cancel')}
        description={i18n.t('order.cancelConfirm')}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {i18n.t('common.back')}
            </Button>
            <Button variant="danger" onClick={close}>
              {i18n.t('order.cancel')}
            </Button>
          </>
        }
      />
    </>
  );
}

/**
 * A page kept alive by React's Activity is hidden while its dialog is still open (the age gate's
 * Leave goes back to the page before): the dialog closes with it and leaves the rest of the
 * document usable, and comes back open when the page is shown again.
 */
export const HiddenWhileOpen: Story = {
  render: (_args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <HiddenWhileOpenDemo i18n={i18n} />;
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const i18n = createI18n(globals['locale']);
    const dialog = canvas.getByRole('dialog', { name: i18n.t('order.cancel') });
    // The close event comes after the click, as a task of its own: wait for it before looking.
    const closed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.back') }));
    await closed;

    await expect(canvasElement.ownerDocument.querySelector('dialog:modal')).toBeNull();
    const show = canvas.getByRole('button', { name: i18n.t('common.next') });
    await userEvent.click(show);
    await expect(canvas.getByRole('dialog', { name: i18n.t('order.cancel') })).toBeVisible();
  },
};

/** A not-dismissible dialog on a page that its own action hides, and a button outside that shows the page again. */
function HiddenWhileOpenDemo({ i18n }: { readonly i18n: ReturnType<typeof createI18n> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown(true)}>
        {i18n.t('common.next')}
      </Button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <Dialog
          open
          title={i18n.t('order.cancel')}
          description={i18n.t('order.cancelConfirm')}
          actions={
            <Button variant="secondary" onClick={() => setShown(false)}>
              {i18n.t('common.back')}
            </Button>
          }
        />
      </Activity>
    </>
  );
}
