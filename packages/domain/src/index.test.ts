import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import * as domain from './index.js';

/** The names issue #3 asks the package to export, plus those other packages already use. */
const REQUIRED = [
  'DEFAULT_LOCALE',
  'LOCALES',
  'detectLocale',
  'fromLanguageTag',
  'isSupportedLocale',
  'toLanguageTag',
  'effectivePrice',
  'formatTwd',
  'groupDigits',
  'lineDiscount',
  'toMilliseconds',
  'truncate',
  'toWebp',
  'isValidPassword',
  'isValidVerificationCode',
  'isValidEmail',
  'isValidCustomsId',
  'requiresCustomsId',
  'refusedReturnFee',
  'isSameUtcDay',
  'convert',
  'couponDisplayState',
  'couponIneligibility',
  'isCouponEligible',
  'couponDiscount',
  'bestCoupon',
  'rankCoupons',
  'groupByOrigin',
  'checkoutProblem',
  'productState',
  'subtotal',
  'priceCheckout',
  'ORDER_STATUSES',
  'orderStatusKey',
  'loginSchema',
  'registerSchema',
  'setPasswordSchema',
  'forgotPasswordSchema',
  'resetPasswordSchema',
  'profileEditSchema',
  'couponClaimSchema',
  'orderLookupSchema',
  'checkoutShippingSchema',
  'searchSchema',
  'VALIDATION_MESSAGES_EN',
  'FIELD_LABELS_EN',
  'formatValidationMessage',
  'validateForm',
  'formatFormErrors',
  'changePasswordSchema',
  'expressFeeTable',
  'variantSelectionError',
];

describe('@storefront/domain', () => {
  it.each(REQUIRED)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });

  it('exports only named values, no default', () => {
    expect(domain).not.toHaveProperty('default');
  });

  it('has no runtime dependency but yup', () => {
    expect(Object.keys(packageJson.dependencies)).toEqual(['yup']);
    expect(packageJson).not.toHaveProperty('peerDependencies');
  });
});
