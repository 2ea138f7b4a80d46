import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { Countdown } from '../countdown/Countdown.js';
import { QrPaymentPanel, type QrPaymentPanelProps } from './QrPaymentPanel.js';

type I18n = ReturnType<typeof createI18n>;

function labels(i18n: I18n): QrPaymentPanelProps['labels'] {
  return {
    title: i18n.t('qrPayment.title'),
    scanWith: i18n.t('qrPayment.scanWith'),
    amount: i18n.t('qrPayment.amount'),
    qrCode: i18n.t('qrPayment.qrCode'),
    doNotClose: i18n.t('qrPayment.doNotClose'),
    afterPaying: i18n.t('qrPayment.afterPaying'),
    waiting: i18n.t('qrPayment.waiting'),
    paid: i18n.t('payment.status.paid'),
    failed: i18n.t('payment.status.failed'),
    methods: {
      credit_card: i18n.t('checkout.paymentMethod.credit_card'),
      wechat_pay: i18n.t('checkout.paymentMethod.wechat_pay'),
      alipay: i18n.t('checkout.paymentMethod.alipay'),
      unionpay: i18n.t('checkout.paymentMethod.unionpay'),
    },
  };
}

const orderRecord = (i18n: I18n) => (
  <Button variant="secondary" href="#/member/orders">
    {i18n.t('qrPayment.viewOrders')}
  </Button>
);

/** The checkout's payment step: the store's status turns from waiting to paid while the shopper pays. */
function PaymentDemo(props: QrPaymentPanelProps & { readonly i18n: I18n }) {
  const { i18n, ...panel } = props;
  const [status, setStatus] = useState<QrPaymentPanelProps['status']>('waiting');
  return (
    <>
      <QrPaymentPanel {...panel} status={status} />
      <Button variant="secondary" onClick={() => setStatus('paid')}>
        {i18n.t('payment.status.paid')}
      </Button>
    </>
  );
}

const meta = {
  title: 'Overlays/QrPaymentPanel',
  component: QrPaymentPanel,
  args: {
    qrCode: { amount: 1280, type: 'wechat_pay', QRCode: 'weixin://wxpay/bizpayurl?pr=Qx7fA3kZ9' },
    locale: 'tw',
    status: 'waiting',
  },
  argTypes: { locale: { control: false, description: 'Set from the toolbar' } },
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <QrPaymentPanel {...args} labels={labels(i18n)} action={orderRecord(i18n)} />;
  },
} satisfies Meta<typeof QrPaymentPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * WeChat Pay, waiting: the code with its text alternative, the amount in TWD, the instruction
 * naming the payment type, the status line and the notice not to close the page.
 */
export const Waiting: Story = {
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const method = i18n.t('checkout.paymentMethod.wechat_pay');
    const panel = canvas.getByRole('region', { name: i18n.t('qrPayment.title') });
    const code = within(panel).getByRole('img', {
      name: `${i18n.t('qrPayment.qrCode')}: ${method}, NT$1,280`,
    });
    await expect(code.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    await expect(code.getBoundingClientRect().height).toBe(code.getBoundingClientRect().width);
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);

    await expect(within(panel).getByText('NT$1,280')).toBeVisible();
    await expect(within(panel).getByText(method)).toBeVisible();
    await expect(within(panel).getByText(i18n.t('qrPayment.scanWith', { method }))).toBeVisible();
    await expect(within(panel).getByRole('status')).toHaveTextContent(i18n.t('qrPayment.waiting'));
    await expect(within(panel).getByText(i18n.t('qrPayment.doNotClose'))).toBeVisible();
    await expect(within(panel).getByRole('link', { name: i18n.t('qrPayment.viewOrders') })).toHaveAttribute('href', '#/member/orders');
  },
};

/** Waiting with the payment deadline the app passes: the time left under the amount, and what happens after it. */
export const WithDeadline: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    const until = Date.now() + 15 * 60_000;
    const deadline = (
      <>
        <Countdown until={until} labels={{ label: i18n.t('payment.deadline.label') }} />
        <p>{i18n.t('payment.deadline.after', { time: new Date(until).toLocaleString() })}</p>
      </>
    );
    return <QrPaymentPanel {...args} labels={labels(i18n)} deadline={deadline} />;
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const panel = canvas.getByRole('region', { name: i18n.t('qrPayment.title') });
    await expect(within(panel).getByRole('timer', { name: i18n.t('payment.deadline.label') })).toHaveTextContent(/1[45]:\d\d$/);
  },
};

/** Paid with a deadline given: the deadline no longer matters and is not shown. */
export const PaidWithDeadline: Story = {
  args: { status: 'paid' },
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <QrPaymentPanel {...args} labels={labels(i18n)} deadline={<Countdown until={Date.now() + 60_000} />} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Alipay: another type's name, another code. */
export const Alipay: Story = {
  args: {
    qrCode: {
      amount: 36800,
      type: 'alipay',
      QRCode: 'https://qr.alipay.com/bax08431vbtm2kmxdaj2404f',
    },
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const method = i18n.t('checkout.paymentMethod.alipay');
    await expect(canvas.getByRole('img', { name: `${i18n.t('qrPayment.qrCode')}: ${method}, NT$36,800` })).toBeVisible();
    await expect(canvas.getByText(i18n.t('qrPayment.scanWith', { method }))).toBeVisible();
  },
};

/** Paid: the code dims, the status says so and the notice not to close the page goes. */
export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvas, canvasElement, globals }) => {
    const i18n = createI18n(globals['locale']);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('payment.status.paid'));
    await expect(canvas.queryByText(i18n.t('qrPayment.doNotClose'))).toBeNull();
    const code = canvasElement.querySelector('.sf-qr-payment__code');
    await expect(Number(code === null ? 1 : getComputedStyle(code).opacity)).toBeLessThan(1);
  },
};

/** Failed: the status in the error colour; the order record is where to pay again. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('payment.status.failed'));
    await expect(canvas.getByRole('link', { name: i18n.t('qrPayment.viewOrders') })).toBeVisible();
  },
};

/** The status line is one live region that stays: its change from waiting to paid is announced. */
export const PaymentCompletes: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return <PaymentDemo {...args} i18n={i18n} labels={labels(i18n)} />;
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(i18n.t('qrPayment.waiting'));

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('payment.status.paid') }));
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent(i18n.t('payment.status.paid'));
  },
};
