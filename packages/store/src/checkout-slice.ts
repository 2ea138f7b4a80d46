import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addPaymentInfo, addShippingInfo, type AnalyticsLine, beginCheckout, purchase } from '@storefront/analytics';
import type { CvsBrand, QrCodeData } from '@storefront/api-contract';
import type { PaymentMethod, ShippingMethod } from '@storefront/domain';
import { loggedIn, loggedOut } from './auth-slice.js';
import type { AppStartListening } from './root-reducer.js';
import { shopApi } from './shop-api.js';

/** An order placed and not yet reported as paid: what the purchase event reports once it is (spec 7). */
export interface PlacedPurchase {
  readonly purchaseId: string;
  /** The amount to pay, in TWD. */
  readonly value: number;
  /** The shipping charged, in TWD. */
  readonly shipping: number;
  readonly lines: readonly AnalyticsLine[];
}

/**
 * What a visitor has typed at checkout, kept for the session so a reload does not lose it: the
 * recipient, address, shipping method and pickup store, as the form names them ('' for nothing
 * typed). Not the customs identity, the payment method or a discount.
 */
export interface CheckoutDraft {
  readonly recipient_name: string;
  readonly recipient_phone_code: string;
  readonly recipient_mobile: string;
  readonly recipient_email: string;
  readonly country_code: string;
  readonly city: string;
  readonly area: string;
  readonly address: string;
  readonly postal_code: string;
  readonly shipping_method: ShippingMethod | '';
  readonly pickup_store: { readonly cvs_brand: CvsBrand; readonly store_id: string; readonly store_name: string } | null;
}

/** The checkout in progress: QR-code payment data, the lines being bought and the purchases reported. */
export interface CheckoutState {
  /** The QR code to pay by while a QR payment is pending (sessionStorage, spec 4). */
  readonly qrCode: QrCodeData | null;
  /** The lines of the checkout, from begin_checkout on (the selected cart lines or a buy-now product). */
  readonly lines: readonly AnalyticsLine[];
  /** The last order placed, until its purchase is reported (sessionStorage: a card payment leaves the page). */
  readonly placed: PlacedPurchase | null;
  /** Purchase ids already reported, so a purchase is reported once (sessionStorage). */
  readonly trackedPurchaseIds: readonly string[];
  /** The coupon the member chose in their coupon list for the next checkout (kept in memory only). */
  readonly chosenCouponId: string | null;
  /** A visitor's checkout typing (sessionStorage) until the order is placed or a session starts or ends. */
  readonly draft: CheckoutDraft | null;
}

/** How many reported purchase ids are remembered. */
const TRACKED_PURCHASES_KEPT = 20;

const initialState: CheckoutState = {
  qrCode: null,
  lines: [],
  placed: null,
  trackedPurchaseIds: [],
  chosenCouponId: null,
  draft: null,
};

/** The fields of a line analytics reports, so what is kept in session stays small. */
function toLine({ sku, display_name, marked_price, selling_price, amount }: AnalyticsLine): AnalyticsLine {
  return { sku, display_name, marked_price, selling_price, amount };
}

/** The checkout slice: the lines of the funnel, the QR code of a pending payment and the purchases reported. */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** Checkout began with these lines (begin_checkout). */
    checkoutStarted(state, action: PayloadAction<readonly AnalyticsLine[]>) {
      state.lines = action.payload.map(toLine);
    },
    /** The QR payment is over or abandoned. */
    qrCodeCleared(state) {
      state.qrCode = null;
    },
    /** The member chose a coupon for the next checkout (null: none); checkout offers it first when it fits. */
    couponChosen(state, action: PayloadAction<string | null>) {
      state.chosenCouponId = action.payload;
    },
    /** A visitor typed at checkout: the form's shipping part as it now stands. */
    checkoutDraftSaved(state, action: PayloadAction<CheckoutDraft>) {
      state.draft = action.payload;
    },
    /** A purchase was reported to analytics. */
    purchaseTracked(state, action: PayloadAction<string>) {
      state.trackedPurchaseIds = [...state.trackedPurchaseIds, action.payload].slice(-TRACKED_PURCHASES_KEPT);
      if (state.placed?.purchaseId === action.payload) state.placed = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => {
        state.chosenCouponId = null;
        state.draft = null;
      })
      // A member's checkout starts from the profile: the visitor's typing is not kept under a member's session.
      .addCase(loggedIn, (state) => {
        state.draft = null;
      })
      .addMatcher(shopApi.endpoints.createOrder.matchFulfilled, (state, action) => {
        const { payment } = action.payload;
        const body = action.meta.arg.originalArgs;
        state.qrCode = payment.qr_code;
        state.draft = null;
        if (body.coupon_id !== undefined && body.coupon_id === state.chosenCouponId) state.chosenCouponId = null;
        state.placed = {
          purchaseId: payment.purchase_id,
          value: payment.amount,
          shipping: Math.max(0, body.expected.shipping_fee - body.expected.shipping_discount),
          lines: state.lines,
        };
      })
      .addMatcher(shopApi.endpoints.updateOrder.matchFulfilled, (state, action) => {
        const { order, payment } = action.payload;
        state.qrCode = payment?.qr_code ?? null;
        if (!payment) return;
        state.placed = {
          purchaseId: payment.purchase_id,
          value: payment.amount,
          shipping: Math.max(0, order.shipping_fee - order.shipping_discount),
          lines: order.items.map(toLine),
        };
      })
      .addMatcher(shopApi.endpoints.getPurchase.matchFulfilled, (state, action) => {
        const { status, qr_code } = action.payload;
        if (status !== 'pending') state.qrCode = null;
        else if (qr_code) state.qrCode = qr_code;
      });
  },
  selectors: {
    selectQrCode: (state) => state.qrCode,
    selectCheckoutLines: (state) => state.lines,
    selectChosenCouponId: (state) => state.chosenCouponId,
    selectCheckoutDraft: (state) => state.draft,
  },
});

export const { checkoutStarted, checkoutDraftSaved, couponChosen, qrCodeCleared, purchaseTracked } = checkoutSlice.actions;
export const { selectChosenCouponId, selectQrCode, selectCheckoutLines, selectCheckoutDraft } = checkoutSlice.selectors;

/** The shipping method and destination were chosen at checkout (add_shipping_info). */
export const shippingInfoAdded = createAction<{ readonly shippingMethod: ShippingMethod; readonly deliveryArea: string }>(
  'checkout/shippingInfoAdded',
);

/** The payment method was chosen at checkout (add_payment_info). */
export const paymentInfoAdded = createAction<{ readonly paymentMethod: PaymentMethod }>('checkout/paymentInfoAdded');

/**
 * The funnel's checkout events (spec 4, 7): begin_checkout, add_shipping_info, add_payment_info,
 * and purchase once per purchase, when the result page finds it paid. The purchase's lines are
 * those of the order placed, its coupon as the server names it (the order placed knows only a
 * chosen coupon's internal id).
 */
export function addCheckoutListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: checkoutStarted,
    effect: (_action, { getState, extra }) => {
      extra.analytics?.track(beginCheckout(selectCheckoutLines(getState())));
    },
  });
  startListening({
    actionCreator: shippingInfoAdded,
    effect: ({ payload }, { getState, extra }) => {
      extra.analytics?.track(addShippingInfo(selectCheckoutLines(getState()), payload.shippingMethod, payload.deliveryArea));
    },
  });
  startListening({
    actionCreator: paymentInfoAdded,
    effect: ({ payload }, { getState, extra }) => {
      extra.analytics?.track(addPaymentInfo(selectCheckoutLines(getState()), payload.paymentMethod));
    },
  });
  startListening({
    matcher: shopApi.endpoints.getPurchase.matchFulfilled,
    effect: ({ payload }, { getState, dispatch, extra }) => {
      const { checkout } = getState();
      if (payload.status !== 'paid' || checkout.trackedPurchaseIds.includes(payload.purchase_id)) return;
      const placed = checkout.placed?.purchaseId === payload.purchase_id ? checkout.placed : null;
      extra.analytics?.track(
        purchase({
          transactionId: payload.purchase_id,
          value: payload.amount,
          lines: placed?.lines ?? [],
          shipping: placed?.shipping,
          coupon: payload.coupon,
        }),
      );
      dispatch(purchaseTracked(payload.purchase_id));
    },
  });
}
