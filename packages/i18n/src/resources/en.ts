/** English texts; the spec's English wording is used verbatim where it gives one. */
export const en = {
  app: {
    name: 'Storefront',
    skipToContent: 'Skip to content',
  },
  title: {
    home: 'Home',
    notFound: 'Page not found',
  },
  home: {
    heading: 'New arrivals',
    empty: 'No products yet. Please come back soon.',
  },
  product: {
    soldOut: 'Sold out',
    originalPrice: 'Original price',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    loadFailed: 'some data failed to load, please refresh or try again later',
  },
  validation: {
    required: 'please enter {label}',
    min: 'at least {min} characters',
    max: 'at most {max} characters',
    pattern: 'input error, please check again',
    invalidMail: 'Invalid mail',
    requiredFields: 'Required fields',
    fillInNumber: 'Please fill in number',
    fillInError: 'Fill in error',
    englishOnly: 'Please enter in English only',
    selectAllItems: 'Please select all items',
    password: 'The password must be 6~20 characters mixed with English and numbers',
    passwordMismatch: 'The passwords do not match',
    verificationCode: 'The verification code is 6 digits',
    customsId: 'customs info incorrect',
    atLeastOneField: 'Please fill in at least one field',
    shippingBeforePayment: 'Please choose a shipping method before the payment method',
  },
  field: {
    account: 'email',
    password: 'password',
    oldPassword: 'old password',
    confirmPassword: 'confirm password',
    verificationCode: 'verification code',
    accountName: 'name',
    phoneCode: 'country code',
    phoneNumber: 'phone number',
    gender: 'gender',
    birthday: 'birthday',
    recipientName: 'recipient name',
    recipientMobile: 'recipient mobile number',
    recipientEmail: 'recipient email',
    idNumber: 'ID number',
    country: 'country',
    city: 'county or city',
    area: 'area',
    address: 'detailed address',
    postalCode: 'postal code',
    pickupStore: 'pickup store',
    shippingMethod: 'shipping method',
    paymentMethod: 'payment method',
    discountCode: 'discount code',
    keyword: 'keyword',
  },
  order: {
    status: {
      pending_activation: 'Order established',
      picking: 'Stock up',
      shipped: 'Shipped',
      finished: 'Completed',
      canceled: 'Canceled',
    },
  },
  notFound: {
    heading: 'Page not found',
    backHome: 'Back to home',
  },
};

/** The shape every language's resources must have. */
export type Resources = typeof en;
