export {
  canSelectWith,
  cartLineKey,
  checkoutProblem,
  defaultSelection,
  exceedsPurchaseLimit,
  groupByOrigin,
  isOrigin,
  isPurchasable,
  lineTotal,
  ORIGINS,
  productState,
  purchaseLimitLeft,
  saleStarted,
  subtotal,
  type CartLine,
  type CheckoutProblem,
  type Origin,
  type OriginGroup,
  type ProductState,
  type Stocked,
  type SubProductInfo,
} from './cart.js';
export {
  isEnglishOnly,
  PAYMENT_METHODS,
  requiresEnglishAddress,
  SHIPPING_METHODS,
  type PaymentMethod,
  type ShippingMethod,
} from './checkout.js';
export {
  bestCoupon,
  couponDiscount,
  couponDisplayState,
  couponIneligibility,
  isCouponEligible,
  rankCoupons,
  type Coupon,
  type CouponDiscount,
  type CouponDisplayState,
  type CouponIneligibility,
  type CouponOrder,
  type RankedCoupon,
} from './coupon.js';
export {
  isValidEmail,
  isValidPassword,
  isValidVerificationCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './credentials.js';
export {
  CUSTOMS_COUNTRIES,
  isCustomsCountry,
  isValidCustomsId,
  normalizeCustomsId,
  requiresCustomsId,
  type CustomsCountry,
} from './customs-id.js';
export {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  setPasswordSchema,
  type ChangePasswordValues,
  type ForgotPasswordValues,
  type LoginValues,
  type RegisterValues,
  type ResetPasswordValues,
  type SetPasswordValues,
} from './forms/auth.js';
export {
  ADDRESS_BOOK_MAX_ENTRIES,
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  addressBookEntrySchema,
  addressBookEntrySchemaFor,
  type AddressBookEntryValues,
  checkoutShippingSchema,
  checkoutShippingSchemaFor,
  CITY_MAX_LENGTH,
  CUSTOMS_ID_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  type CheckoutShippingValues,
  type PickupStoreValue,
} from './forms/checkout-shipping.js';
export {
  choiceField,
  confirmPasswordField,
  emailField,
  FORM_ERROR_PATH,
  passwordField,
  textField,
  verificationCodeField,
  type TextFieldOptions,
} from './forms/fields.js';
export {
  FIELD_LABELS_EN,
  formatValidationMessage,
  isValidationMessage,
  translateEnglish,
  VALIDATION_MESSAGES_EN,
  validationMessage,
  type FieldLabelKey,
  type Translate,
  type ValidationMessage,
  type ValidationMessageKey,
  type ValidationMessageValues,
} from './forms/messages.js';
export { ACCOUNT_NAME_MAX_LENGTH, GENDERS, profileEditSchema, type ProfileEditValues } from './forms/profile.js';
export { COUPON_CODE_MAX_LENGTH, couponClaimSchema, type CouponClaimValues } from './forms/coupon.js';
export { orderLookupSchema, type OrderLookupValues } from './forms/order-lookup.js';
export { isBlank } from './forms/blank.js';
export { checkKeyword, KEYWORD_MAX_LENGTH, type KeywordCheck } from './forms/keyword.js';
export { searchSchema, type SearchValues } from './forms/search.js';
export { toWebp } from './image-url.js';
export {
  addressLocale,
  isIndexablePath,
  languageAlternates,
  LOCALE_PARAM,
  localizedAddress,
  NOT_INDEXED_PATHS,
  type LanguageAlternate,
} from './indexing.js';
export {
  DEFAULT_LOCALE,
  detectLocale,
  fromLanguageTag,
  isSupportedLocale,
  LOCALES,
  toLanguageTag,
  type LanguageTag,
  type Locale,
} from './locale.js';
export { approximateCurrency, convert, findRate, isExchangeRateFresh, type ExchangeRate } from './money/exchange-rate.js';
export {
  isFinalOrderStatus,
  isOrderStatus,
  ORDER_STATUS_LABELS_EN,
  ORDER_STATUSES,
  orderStatusKey,
  type OrderStatus,
  type OrderStatusKey,
} from './order-status.js';
export { isValidPhoneNumber, type PhoneNumberRule } from './phone.js';
export { effectivePrice, formatTwd, groupDigits, lineDiscount, type Priced } from './price.js';
export { priceCheckout, type CheckoutContext, type CheckoutPricing, type CheckoutTotals, type PricedOrder } from './pricing.js';
export {
  expressFeeTable,
  refusedReturnFee,
  runningFreeShippingEvent,
  type ExpressFee,
  type ExpressFeeRow,
  type ExpressFeeTable,
  type FreeShippingEvent,
  type ShippingPromotion,
  type FreeShippingReason,
} from './shipping.js';
export { ELLIPSIS, truncate, TRUNCATE_LENGTH } from './text.js';
export { isSameUtcDay, toMilliseconds, utcDay } from './time.js';
export { formatFormErrors, validateForm, type FormValidation } from './forms/validate-form.js';
export { missingVariantGroups, variantSelectionError, type VariantChoices } from './forms/variants.js';
