import { cleanup, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { QrPaymentPanel, type QrPaymentData } from './QrPaymentPanel.js';

const wechat: QrPaymentData = {
  amount: 1280,
  type: 'wechat_pay',
  QRCode: 'weixin://wxpay/bizpayurl?pr=Qx7fA3kZ9',
};

/** The modules an SVG path of `M{x} {y}h{n}v1h-{n}z` runs paints, as the matrix uqr returns. */
function paintedModules(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dx = 0; dx < Number(run); dx += 1) {
      const row = matrix[Number(y)];
      if (row) row[Number(x) + dx] = true;
    }
  }
  return matrix;
}

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('QrPaymentPanel', () => {
  it('draws exactly the modules of the QR code, inside a 4-module quiet zone', () => {
    render(<QrPaymentPanel qrCode={wechat} locale="tw" />);

    const code = screen.getByRole('img');
    const expected = encode(wechat.QRCode, { ecc: 'M', boostEcc: true, border: 4 });
    expect(code.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`);
    const path = code.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.replace(/M\d+ \d+h(\d+)v1h-\1z/g, '')).toBe('');
    const painted = paintedModules(path, expected.size);
    expect(painted).toEqual(expected.data);
    expect(painted.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(
      painted
        .map((row) => row.slice(0, 4))
        .flat()
        .some(Boolean),
    ).toBe(false);
  });

  it('gives the code a text alternative naming the payment type and the amount', () => {
    render(<QrPaymentPanel qrCode={wechat} locale="en" />);

    expect(screen.getByRole('img', { name: 'Payment QR code: WeChat Pay, NT$1,280' })).toBeTruthy();
    expect(screen.getByText('Scan the QR code with WeChat Pay to pay.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for payment…');
    expect(screen.getByText('Please do not close this page until payment completes.')).toBeTruthy();
  });

  it('fills {method} of a translated instruction, and takes a filled one as is', () => {
    const labels = {
      scanWith: '請使用{method}掃描 QR Code 付款。',
      methods: {
        credit_card: '信用卡',
        wechat_pay: '微信支付',
        alipay: '支付寶',
        unionpay: '銀聯卡',
      },
    };
    const alipay = { ...wechat, type: 'alipay' as const };
    const { rerender } = render(<QrPaymentPanel qrCode={alipay} locale="tw" labels={labels} />);
    expect(screen.getByText('請使用支付寶掃描 QR Code 付款。')).toBeTruthy();

    rerender(<QrPaymentPanel qrCode={alipay} locale="tw" labels={{ ...labels, scanWith: '請使用支付寶付款。' }} />);
    expect(screen.getByText('請使用支付寶付款。')).toBeTruthy();
  });

  it.each([
    ['paid', 'Paid'],
    ['failed', 'Payment failed'],
  ] as const)('says %s on the status line and drops the do-not-close notice', (status, said) => {
    render(<QrPaymentPanel qrCode={wechat} locale="tw" status={status} />);

    expect(screen.getByRole('status').textContent).toBe(said);
    expect(screen.queryByText('Please do not close this page until payment completes.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Scan to pay' }).className).toContain(`sf-qr-payment--${status}`);
  });

  it('shows the deadline it is given while waiting, and not once paid or failed', () => {
    const deadline = <p>Pay within 15:00</p>;
    const { rerender } = render(<QrPaymentPanel qrCode={wechat} locale="en" deadline={deadline} />);
    expect(screen.getByRole('region').textContent).toContain('Pay within 15:00');
    rerender(<QrPaymentPanel qrCode={wechat} locale="en" status="paid" deadline={deadline} />);
    expect(screen.queryByText('Pay within 15:00')).toBeNull();
    rerender(<QrPaymentPanel qrCode={wechat} locale="en" status="failed" deadline={deadline} />);
    expect(screen.queryByText('Pay within 15:00')).toBeNull();
  });
});
