import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CartLine, type CheckoutSource, ErrorCode, type OrderCreated } from '@storefront/api-contract';
import {
  checkoutShippingSchema,
  checkoutShippingSchemaFor,
  type CheckoutShippingValues,
  CUSTOMS_COUNTRIES,
  type CustomsCountry,
  isCustomsCountry,
  PAYMENT_METHODS,
  type PaymentMethod,
  requiresEnglishAddress,
  SHIPPING_METHODS,
  type ShippingMethod,
} from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { checkoutStarted, paymentInfoAdded, selectToken, shippingInfoAdded, type ShopApiError } from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopMutation } from '@storefront/store/react';
import { Button, RadioGroup, type RadioGroupProps } from '@storefront/ui';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';
import { AddressBookPicker, useAddressBookSave } from './AddressBookPicker.js';
import {
  type CheckoutDiscount,
  checkoutItems,
  checkoutTotalsFor,
  couponOrderFor,
  orderRequest,
  type OrderRequest,
} from './checkout-order.js';
import { HOME_COUNTRY, useCheckoutLists } from './checkout-prefetch.js';
import { CheckoutMemory } from './CheckoutMemory.js';
import { CheckoutSummary } from './CheckoutSummary.js';
import { DiscountSection } from './DiscountSection.js';
import { PaymentGate } from './PaymentGate.js';
import { PickupStoreField } from './PickupStoreField.js';
import { shippingProblems } from './shipping-problems.js';
import { ShippingAddressFields, taiwanRegions } from './ShippingAddressFields.js';
import { useCheckoutStart } from './use-checkout-draft.js';

const INITIAL: CheckoutShippingValues = {
  recipient_name: '',
  recipient_phone_code: '+886',
  recipient_mobile: '',
  recipient_email: '',
  country_code: HOME_COUNTRY,
  customs_id: '',
  city: '',
  area: '',
  address: '',
  postal_code: '',
  shipping_method: '',
  pickup_store: null,
  payment_method: '',
  discount_code: '',
};

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  readonly lines: readonly CartLine[];
  readonly source: CheckoutSource;
  /** Asks for the lines again (prices, stock) after the server said the totals changed. */
  readonly refreshLines: () => void;
}

/** How the payment begins once the order is placed: the card pages, or the result page with the QR code. */
function startPayment({ payment }: OrderCreated, navigate: (to: string) => void): void {
  if (payment.payment_url !== null) window.location.assign(payment.payment_url);
  else navigate(`/result?purchase_id=${encodeURIComponent(payment.purchase_id)}`);
}

/** The same key while the same order is retried (a lost answer, a double click), a new one once anything changes. */
function useIdempotencyKey(): (request: OrderRequest) => string {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return (request) => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * The checkout form (spec 3, 4, 5): recipient and address (Taiwan's counties, areas and postal
 * codes from lists; overseas in English), the shipping method before the payment method, the
 * convenience store for pickup, the customs ID the destination asks for, a coupon or code, and the
 * totals as the server will compute them. Placing the order starts the payment: the card pages,
 * or the QR code on the result page. The payment method opens once the shipping part is complete
 * (PaymentGate lists what is missing); a member's form starts from the profile and the last
 * shipping method, a visitor's from their draft (CheckoutMemory).
 */
export function CheckoutForm({ lines, source, refreshLines }: CheckoutFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [createOrder] = useShopMutation('createOrder');
  const navigate = useNavigate();
  const member = useAppSelector(selectToken) !== null;
  const { fees, promotions, countries, phones, taiwan } = useCheckoutLists();
  const [discount, setDiscount] = useState<CheckoutDiscount | null>(null);
  const [totalsChanged, setTotalsChanged] = useState(false);
  const [now] = useState(() => Date.now());
  const idempotencyKey = useIdempotencyKey();
  const addressBookSave = useAddressBookSave();
  const initialValues = useCheckoutStart(INITIAL, member);
  const headingIds = { address: useId(), delivery: useId(), payment: useId(), discount: useId() };

  // begin_checkout once, with the lines this checkout started with.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(checkoutStarted(lines));
  }, [dispatch, lines]);

  // add_shipping_info for the shipping that the payment follows: sent when a method is picked, and
  // before add_payment_info when the form opened with a method already chosen (the last order's,
  // a visitor's draft) or the destination changed since it was reported.
  const reportedShipping = useRef<string | null>(null);
  const reportShipping = (shippingMethod: ShippingMethod, deliveryArea: string) => {
    const shipping = `${shippingMethod}|${deliveryArea}`;
    if (reportedShipping.current === shipping) return;
    reportedShipping.current = shipping;
    dispatch(shippingInfoAdded({ shippingMethod, deliveryArea }));
  };

  const regions = taiwanRegions(taiwan.data);
  // The mobile is judged by its calling code's pattern once the list is in; until then (or if it fails) the server judges it.
  const schema = useMemo(
    () => (phones.data === undefined ? checkoutShippingSchema : checkoutShippingSchemaFor(phones.data)),
    [phones.data],
  );
  const customsLabels = Object.fromEntries(CUSTOMS_COUNTRIES.map((code) => [code, t(`checkout.customsId.${code}`)])) as Record<
    CustomsCountry,
    string
  >;

  return (
    <SchemaForm<CheckoutShippingValues>
      schema={schema}
      initialValues={initialValues}
      className="sf-checkout__form"
      onSubmit={async (values, { setStatus, setFieldError }) => {
        const totals = checkoutTotalsFor(lines, {
          fees: fees.data ?? [],
          promotions: promotions.data ?? [],
          countryCode: values.country_code ?? HOME_COUNTRY,
          shippingMethod: values.shipping_method as ShippingMethod,
          discount,
          now: Date.now(),
        });
        if (totals === null) return;
        const request = orderRequest(values, { lines, source, totals, discount });
        try {
          const created = await createOrder({ ...request, idempotency_key: idempotencyKey(request) });
          await addressBookSave.afterOrder(values);
          startPayment(created, (to) => void navigate(to));
        } catch (error) {
          if ((error as ShopApiError).code === ErrorCode.SHIPPING_FEE_CHANGED) {
            // Spec 8 'shipping costs updated' (toasted): fees, promotions and prices are asked again, the shopper reviews the new total.
            setTotalsChanged(true);
            fees.refetch();
            promotions.refetch();
            refreshLines();
          }
          // The server's table judged the mobile otherwise than the list the form had: said under the field.
          if ((error as ShopApiError).code === ErrorCode.PHONE_NUMBER_INVALID) setFieldError('recipient_mobile', t('errors.40012'));
          setStatus(formStatusOf(error));
        }
      }}
    >
      {({ values, isSubmitting, setFieldValue }) => {
        const country = (values.country_code ?? '').toUpperCase();
        const shippingMethod = (SHIPPING_METHODS as readonly string[]).includes(values.shipping_method ?? '')
          ? (values.shipping_method as ShippingMethod)
          : null;
        const totalsInput =
          shippingMethod === null || fees.data === undefined || promotions.data === undefined
            ? null
            : { fees: fees.data, promotions: promotions.data, countryCode: country, shippingMethod, discount, now };
        const totals = totalsInput === null ? null : checkoutTotalsFor(lines, totalsInput);
        const couponOrder = totalsInput === null ? null : couponOrderFor(lines, { ...totalsInput, discount: null });
        const unshippable = shippingMethod !== null && fees.data !== undefined && totals === null;
        const problems = shippingProblems(schema, values);
        return (
          <div className="sf-checkout__layout">
            <CheckoutMemory member={member} />
            <div className="sf-checkout__sections">
              <section className="sf-checkout__section" aria-labelledby={headingIds.address}>
                <h2 id={headingIds.address} className="sf-checkout__heading">
                  {t('checkout.recipient')}
                </h2>
                {member ? <AddressBookPicker save={addressBookSave} /> : null}
                <ShippingAddressFields
                  lists={{ countries: countries.data, phones: phones.data, taiwan: taiwan.data }}
                  homeDelivery={shippingMethod !== 'cvs_pickup'}
                />
              </section>

              <section className="sf-checkout__section" aria-labelledby={headingIds.delivery}>
                <h2 id={headingIds.delivery} className="sf-checkout__heading">
                  {t('checkout.delivery')}
                </h2>
                <ShopField<RadioGroupProps>
                  name="shipping_method"
                  control={RadioGroup}
                  label={t('label.shippingMethod')}
                  required
                  options={SHIPPING_METHODS.map((method) => ({
                    value: method,
                    label: t(`checkout.shippingMethod.${method}`),
                    disabled: method === 'cvs_pickup' && country !== HOME_COUNTRY,
                  }))}
                  onChange={(event) => {
                    const method = event.target.value as ShippingMethod;
                    setDiscount(null);
                    reportShipping(method, country);
                    if (method === 'home_delivery') void setFieldValue('pickup_store', null, false);
                  }}
                />
                {shippingMethod === 'cvs_pickup' ? <PickupStoreField cities={regions} /> : null}
                {unshippable ? (
                  <p className="sf-checkout__problem" role="alert">
                    {t('errors.40008')}
                  </p>
                ) : null}
              </section>

              <section className="sf-checkout__section" aria-labelledby={headingIds.payment}>
                <h2 id={headingIds.payment} className="sf-checkout__heading">
                  {t('checkout.payment')}
                </h2>
                <PaymentGate
                  problems={problems}
                  labels={{
                    recipient_name: t('label.recipientName'),
                    recipient_phone_code: t('label.phoneCode'),
                    recipient_mobile: t('label.recipientMobile'),
                    recipient_email: t('label.recipientEmail'),
                    country_code: t('label.country'),
                    city: t('label.city'),
                    area: t('label.area'),
                    address: t('label.address'),
                    postal_code: t('label.postalCode'),
                    customs_id: isCustomsCountry(country) ? customsLabels[country] : t('label.idNumber'),
                    shipping_method: t('label.shippingMethod'),
                    pickup_store: t('label.pickupStore'),
                  }}
                />
                <ShopField<RadioGroupProps>
                  name="payment_method"
                  control={RadioGroup}
                  label={t('label.paymentMethod')}
                  required
                  disabled={problems.length > 0}
                  options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`checkout.paymentMethod.${method}`) }))}
                  onChange={(event) => {
                    if (shippingMethod === null) return;
                    reportShipping(shippingMethod, country);
                    dispatch(paymentInfoAdded({ paymentMethod: event.target.value as PaymentMethod }));
                  }}
                />
              </section>

              <section className="sf-checkout__section" aria-labelledby={headingIds.discount}>
                <h2 id={headingIds.discount} className="sf-checkout__heading">
                  {t('checkout.discount')}
                </h2>
                <DiscountSection
                  key={`${country}|${shippingMethod ?? ''}`}
                  member={member}
                  items={checkoutItems(lines)}
                  countryCode={country}
                  shippingMethod={shippingMethod}
                  discount={discount}
                  couponOrder={couponOrder}
                  now={now}
                  onChange={setDiscount}
                />
              </section>
            </div>

            <div className="sf-checkout__aside">
              <CheckoutSummary lines={lines} totals={totals} />
              {totalsChanged ? (
                <p className="sf-checkout__problem" role="status">
                  {t('checkout.reviewTotal')}
                </p>
              ) : null}
              <ul className="sf-checkout__notes">
                {lines.some((line) => line.pre_order) ? <li>{t('checkout.preOrderRule')}</li> : null}
                {new Set(lines.map((line) => line.origin)).size > 1 ? <li>{t('checkout.splitOrders')}</li> : null}
                {requiresEnglishAddress(country) ? <li>{t('checkout.refusedReturnNote')}</li> : null}
                {source === 'buy_now' && !member ? <li>{t('checkout.guestNotice')}</li> : null}
              </ul>
              <Button type="submit" fullWidth size="lg" loading={isSubmitting} disabled={unshippable}>
                {t('checkout.placeOrder')}
              </Button>
            </div>
          </div>
        );
      }}
    </SchemaForm>
  );
}
