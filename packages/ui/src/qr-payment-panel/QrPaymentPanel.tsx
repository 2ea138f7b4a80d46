import { useId, useMemo, type ReactNode } from 'react';
import { encode } from 'uqr';
import { formatTwd, type Locale, type PaymentMethod } from '@storefront/domain';
import './QrPaymentPanel.css';

/** The QR-code payment data of spec 3 (the API's QrCodeData): amount in TWD, payment type, QR content. */
export interface QrPaymentData {
  readonly amount: number;
  readonly type: PaymentMethod;
  readonly QRCode: string;
}

/** Where the payment stands: waiting for the shopper to pay, paid, or failed. */
export type QrPaymentStatus = 'waiting' | 'paid' | 'failed';

/** Texts of the panel; the app passes them translated. */
export interface QrPaymentPanelLabels {
  readonly title: string;
  /** The instruction; `{method}` is replaced by the payment type's name. */
  readonly scanWith: string;
  /** Label of the amount. */
  readonly amount: string;
  /** Start of the QR code's text alternative, followed by the type's name and the amount. */
  readonly qrCode: string;
  /** Spec 4: the shopper must not close the page until payment completes. */
  readonly doNotClose: string;
  /** Where to look once paid: the order record. */
  readonly afterPaying: string;
  readonly waiting: string;
  readonly paid: string;
  readonly failed: string;
  /** The payment types' names. */
  readonly methods: Readonly<Record<PaymentMethod, string>>;
}

/** Props of {@link QrPaymentPanel}. */
export interface QrPaymentPanelProps {
  readonly qrCode: QrPaymentData;
  readonly locale: Locale;
  /** Defaults to waiting. */
  readonly status?: QrPaymentStatus;
  /** What to do next, e.g. a link to the order record; the app passes it. */
  readonly action?: ReactNode;
  /** The payment deadline, e.g. a Countdown with what happens after it; shown under the amount while waiting. */
  readonly deadline?: ReactNode;
  readonly labels?: Partial<QrPaymentPanelLabels>;
}

const DEFAULT_LABELS: QrPaymentPanelLabels = {
  title: 'Scan to pay',
  scanWith: 'Scan the QR code with {method} to pay.',
  amount: 'Amount to pay',
  qrCode: 'Payment QR code',
  doNotClose: 'Please do not close this page until payment completes.',
  afterPaying: 'After paying, check the order in your order record.',
  waiting: 'Waiting for payment…',
  paid: 'Paid',
  failed: 'Payment failed',
  methods: {
    credit_card: 'Credit card',
    wechat_pay: 'WeChat Pay',
    alipay: 'Alipay',
    unionpay: 'UnionPay card',
  },
};

// The quiet zone the QR standard asks for around the code, in modules.
const QUIET_ZONE = 4;

// The dark modules of a QR code as one SVG path, a rectangle per horizontal run, and the side of
// the square they sit in (quiet zone included). One path instead of a rect per module keeps the
// DOM small: a payment URL gives a code of some 30 x 30 modules.
function qrPath(content: string): { readonly size: number; readonly path: string } {
  // M (15 %) error correction, raised when the same code size allows more.
  const { size, data } = encode(content, { ecc: 'M', boostEcc: true, border: QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: runs.join('') };
}

// The status line is a live region, so a change to paid or failed is announced. Once paid or
// failed the code is dimmed and the do-not-close notice goes.
/** The QR-code payment step (spec 4): code to scan, amount in TWD, payment type, notice and status. */
export function QrPaymentPanel({ qrCode, locale, status = 'waiting', action, deadline, labels }: QrPaymentPanelProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const method = text.methods[qrCode.type];
  const amount = formatTwd(qrCode.amount, locale);
  const { size, path } = useMemo(() => qrPath(qrCode.QRCode), [qrCode.QRCode]);
  const waiting = status === 'waiting';
  const titleId = useId();

  return (
    <section className={`sf-qr-payment sf-qr-payment--${status}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-qr-payment__title">
        {text.title}
      </h2>
      <p className="sf-qr-payment__method">{method}</p>
      <p className="sf-qr-payment__amount">
        <span className="sf-qr-payment__amount-label">{text.amount}</span> <span className="sf-qr-payment__amount-value">{amount}</span>
      </p>
      {waiting && deadline !== undefined ? <div className="sf-qr-payment__deadline">{deadline}</div> : null}
      <svg
        className="sf-qr-payment__code"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`${text.qrCode}: ${method}, ${amount}`}
        shapeRendering="crispEdges"
      >
        {/* Black on white whatever the theme: scanners read dark modules on a light ground. */}
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <p className="sf-qr-payment__instruction">{text.scanWith.replace('{method}', method)}</p>
      <p className="sf-qr-payment__status" role="status">
        <span className="sf-qr-payment__status-icon" aria-hidden="true" />
        {text[status]}
      </p>
      {waiting ? <p className="sf-qr-payment__notice">{text.doNotClose}</p> : null}
      <p className="sf-qr-payment__after">{text.afterPaying}</p>
      {action === undefined ? null : <div className="sf-qr-payment__action">{action}</div>}
    </section>
  );
}
