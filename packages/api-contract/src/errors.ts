/**
 * Named error codes of the v1 contract, one per user-visible message of spec 8.
 * A code has five digits: the first three are the HTTP status it is answered with (ERROR_STATUS),
 * the last two number the cases of that status. The failure body is `{ error_code, error_msg }`,
 * error_msg already in the request's language.
 */
export const ErrorCode = {
  /** Login failed: the account or the password is incorrect (HTTP 400). */
  LOGIN_FAILED: 40001,
  /** The e-mail verification code is wrong or has expired (HTTP 400). */
  VERIFICATION_FAILED: 40002,
  /** A reset or verification link (checksum) is invalid or used (HTTP 400). */
  LINK_INVALID: 40003,
  /** A request parameter is missing or malformed (HTTP 400). */
  PARAMETER_ERROR: 40004,
  /** The account is not a member: no such account to log in or reset (HTTP 400). */
  ACCOUNT_NOT_MEMBER: 40005,
  /** Adding to the cart failed for another reason than stock or limits (HTTP 400). */
  ADD_TO_CART_FAILED: 40006,
  /** Checkout failed for another reason than those below (HTTP 400). */
  CHECKOUT_FAILED: 40007,
  /** Some items of the order cannot ship to the chosen destination (HTTP 400). */
  AREA_NOT_SHIPPABLE: 40008,
  /** The discount code does not exist or does not apply to the order (HTTP 400). */
  DISCOUNT_CODE_INVALID: 40009,
  /** The coupon code to claim does not exist (HTTP 400). */
  COUPON_CODE_INVALID: 40010,
  /** The customs identity does not match the destination's rules (HTTP 400). */
  CUSTOMS_INFO_INVALID: 40011,
  /** The recipient's mobile does not fit the pattern of its calling code (system/valid-phone-number) (HTTP 400). */
  PHONE_NUMBER_INVALID: 40012,
  /** An address book entry breaks the checkout's address rules; error_fields names the fields (HTTP 400). */
  ADDRESS_INVALID: 40013,
  /** The session is no longer valid or missing on a login-only call: the client logs out (HTTP 403). */
  SESSION_INVALID: 40301,
  /** The route or resource does not exist: page not found (HTTP 404). */
  NOT_FOUND: 40401,
  /** The e-mail is already registered (HTTP 409). */
  EMAIL_IN_USE: 40901,
  /** The shipping fee changed since the client computed its totals: show the new ones (HTTP 409). */
  SHIPPING_FEE_CHANGED: 40902,
  /** The product is out of stock (HTTP 409). */
  OUT_OF_STOCK: 40903,
  /** Not enough stock for the amount, or the amount exceeds the purchase limit (HTTP 409). */
  INSUFFICIENT_STOCK: 40904,
  /** The cart holds the maximum number of lines (HTTP 409). */
  CART_LIMIT_REACHED: 40905,
  /** A product of the order is unavailable: off sale or expired (HTTP 409). */
  PRODUCT_UNAVAILABLE: 40906,
  /** The member already claimed this coupon (HTTP 409). */
  COUPON_ALREADY_CLAIMED: 40907,
  /** The coupon has no claims left (HTTP 409). */
  COUPON_CLAIM_LIMIT_REACHED: 40908,
  /** The product's sale has not started yet (sale_starts_at is still ahead) (HTTP 409). */
  SALE_NOT_STARTED: 40909,
  /** The member's address book holds the most entries (ADDRESS_BOOK_MAX_ENTRIES): delete one first (HTTP 409). */
  ADDRESS_BOOK_FULL: 40910,
  /** The event (sale, lucky bag, promotion) has ended (HTTP 410). */
  EVENT_ENDED: 41001,
  /** The coupon has expired (HTTP 410). */
  COUPON_EXPIRED: 41002,
  /** The daily limit of verification e-mails is reached (HTTP 429). */
  DAILY_VERIFICATION_LIMIT: 42901,
  /** Too many attempts in a short time: please try again later (HTTP 429). */
  TRY_AGAIN_LATER: 42902,
  /** A visitor holds the most unpaid orders allowed for the recipient e-mail or the client address: pay or cancel one first (HTTP 429). */
  UNPAID_ORDERS_LIMIT: 42903,
  /** The server failed; the message never carries internals (HTTP 500). */
  INTERNAL_ERROR: 50000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The name of an error code in the catalogue, e.g. 'LOGIN_FAILED'. */
export type ErrorCodeName = keyof typeof ErrorCode;

/** The HTTP status each error code is answered with (the code's first three digits). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  [ErrorCode.LOGIN_FAILED]: 400,
  [ErrorCode.VERIFICATION_FAILED]: 400,
  [ErrorCode.LINK_INVALID]: 400,
  [ErrorCode.PARAMETER_ERROR]: 400,
  [ErrorCode.ACCOUNT_NOT_MEMBER]: 400,
  [ErrorCode.ADD_TO_CART_FAILED]: 400,
  [ErrorCode.CHECKOUT_FAILED]: 400,
  [ErrorCode.AREA_NOT_SHIPPABLE]: 400,
  [ErrorCode.DISCOUNT_CODE_INVALID]: 400,
  [ErrorCode.COUPON_CODE_INVALID]: 400,
  [ErrorCode.CUSTOMS_INFO_INVALID]: 400,
  [ErrorCode.PHONE_NUMBER_INVALID]: 400,
  [ErrorCode.ADDRESS_INVALID]: 400,
  [ErrorCode.SESSION_INVALID]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.EMAIL_IN_USE]: 409,
  [ErrorCode.SHIPPING_FEE_CHANGED]: 409,
  [ErrorCode.OUT_OF_STOCK]: 409,
  [ErrorCode.INSUFFICIENT_STOCK]: 409,
  [ErrorCode.CART_LIMIT_REACHED]: 409,
  [ErrorCode.PRODUCT_UNAVAILABLE]: 409,
  [ErrorCode.COUPON_ALREADY_CLAIMED]: 409,
  [ErrorCode.COUPON_CLAIM_LIMIT_REACHED]: 409,
  [ErrorCode.SALE_NOT_STARTED]: 409,
  [ErrorCode.ADDRESS_BOOK_FULL]: 409,
  [ErrorCode.EVENT_ENDED]: 410,
  [ErrorCode.COUPON_EXPIRED]: 410,
  [ErrorCode.DAILY_VERIFICATION_LIMIT]: 429,
  [ErrorCode.TRY_AGAIN_LATER]: 429,
  [ErrorCode.UNPAID_ORDERS_LIMIT]: 429,
  [ErrorCode.INTERNAL_ERROR]: 500,
};

/**
 * The English message of each code: spec 8's messages written out as sentences (a capital, full
 * punctuation), the reference the translations in apps/api and @storefront/i18n start from; the
 * server sends its own text in the request's language.
 */
export const ERROR_MESSAGE: Readonly<Record<ErrorCode, string>> = {
  [ErrorCode.LOGIN_FAILED]: 'Login failed: the account or password is incorrect.',
  [ErrorCode.VERIFICATION_FAILED]: 'Verification failed: the code is incorrect or has expired.',
  [ErrorCode.LINK_INVALID]: 'This link is invalid.',
  [ErrorCode.PARAMETER_ERROR]: 'Parameter error: please check what you entered and try again.',
  [ErrorCode.ACCOUNT_NOT_MEMBER]: 'This account is not a member.',
  [ErrorCode.ADD_TO_CART_FAILED]: 'Adding to the cart failed. Please try again.',
  [ErrorCode.CHECKOUT_FAILED]: 'Checkout failed. Please check your order and try again.',
  [ErrorCode.AREA_NOT_SHIPPABLE]: 'Some items cannot ship to this area.',
  [ErrorCode.DISCOUNT_CODE_INVALID]: 'This discount code is invalid.',
  [ErrorCode.COUPON_CODE_INVALID]: 'This coupon code is invalid.',
  [ErrorCode.CUSTOMS_INFO_INVALID]: 'The customs information is incorrect.',
  [ErrorCode.PHONE_NUMBER_INVALID]: 'The mobile number does not match the format of its country code.',
  [ErrorCode.ADDRESS_INVALID]: 'The address is incomplete or incorrect: please check the marked fields.',
  [ErrorCode.SESSION_INVALID]: 'Your session has expired. Please log in again.',
  [ErrorCode.NOT_FOUND]: 'Page not found.',
  [ErrorCode.EMAIL_IN_USE]: 'This email is already in use.',
  [ErrorCode.SHIPPING_FEE_CHANGED]: 'Shipping costs have been updated.',
  [ErrorCode.OUT_OF_STOCK]: 'This item is out of stock.',
  [ErrorCode.INSUFFICIENT_STOCK]: 'Not enough stock, or the amount exceeds the purchase limit.',
  [ErrorCode.CART_LIMIT_REACHED]: 'Your cart has reached its limit.',
  [ErrorCode.PRODUCT_UNAVAILABLE]: 'This product is no longer available.',
  [ErrorCode.COUPON_ALREADY_CLAIMED]: 'You have already claimed this coupon.',
  [ErrorCode.COUPON_CLAIM_LIMIT_REACHED]: 'This coupon has reached its claim limit.',
  [ErrorCode.SALE_NOT_STARTED]: 'The sale of this product has not started yet.',
  [ErrorCode.ADDRESS_BOOK_FULL]: 'Your address book is full: delete an address before adding another.',
  [ErrorCode.EVENT_ENDED]: 'This event has ended.',
  [ErrorCode.COUPON_EXPIRED]: 'This coupon has expired.',
  [ErrorCode.DAILY_VERIFICATION_LIMIT]: 'You have reached the daily limit of verification emails. Please try again later.',
  [ErrorCode.TRY_AGAIN_LATER]: 'Please try again later.',
  [ErrorCode.UNPAID_ORDERS_LIMIT]: 'You have too many unpaid orders: please pay or cancel one first.',
  [ErrorCode.INTERNAL_ERROR]: 'An error occurred. Please try again later.',
};

/**
 * The same messages in Traditional Chinese for Taiwan (tw) and Simplified Chinese for the mainland
 * (cn): what the reference API answers as error_msg for the zh-TW and zh-CN locales, and what the
 * storefront's i18n resources say for each code. Keyed by every code, so none ships untranslated.
 */
export const ERROR_MESSAGE_ZH: Readonly<Record<ErrorCode, { readonly tw: string; readonly cn: string }>> = {
  [ErrorCode.LOGIN_FAILED]: { tw: '登入失敗，帳號或密碼錯誤', cn: '登录失败，账号或密码错误' },
  [ErrorCode.VERIFICATION_FAILED]: { tw: '驗證錯誤', cn: '验证错误' },
  [ErrorCode.LINK_INVALID]: { tw: '此連結已失效', cn: '此链接已失效' },
  [ErrorCode.PARAMETER_ERROR]: { tw: '參數錯誤，請重新輸入', cn: '参数错误，请重新输入' },
  [ErrorCode.ACCOUNT_NOT_MEMBER]: { tw: '此帳號不是會員', cn: '此账号不是会员' },
  [ErrorCode.ADD_TO_CART_FAILED]: { tw: '加入購物車失敗', cn: '加入购物车失败' },
  [ErrorCode.CHECKOUT_FAILED]: { tw: '結帳失敗', cn: '结账失败' },
  [ErrorCode.AREA_NOT_SHIPPABLE]: { tw: '商品無法配送至此地區', cn: '商品无法配送至该地区' },
  [ErrorCode.DISCOUNT_CODE_INVALID]: { tw: '無效的折扣碼', cn: '无效的折扣码' },
  [ErrorCode.COUPON_CODE_INVALID]: { tw: '無效的優惠券代碼', cn: '无效的优惠券代码' },
  [ErrorCode.CUSTOMS_INFO_INVALID]: { tw: '報關資料有誤', cn: '报关资料有误' },
  [ErrorCode.PHONE_NUMBER_INVALID]: { tw: '手機號碼與所選國碼的格式不符', cn: '手机号码与所选国家代码的格式不符' },
  [ErrorCode.ADDRESS_INVALID]: { tw: '地址不完整或有誤，請檢查標示的欄位', cn: '地址不完整或有误，请检查标示的字段' },
  [ErrorCode.SESSION_INVALID]: { tw: '登入已失效，請重新登入', cn: '登录已失效，请重新登录' },
  [ErrorCode.NOT_FOUND]: { tw: '找不到頁面', cn: '页面不存在' },
  [ErrorCode.EMAIL_IN_USE]: { tw: '此電子郵件已被使用', cn: '该邮箱已被使用' },
  [ErrorCode.SHIPPING_FEE_CHANGED]: { tw: '運費已更新', cn: '运费已更新' },
  [ErrorCode.OUT_OF_STOCK]: { tw: '商品已售完', cn: '商品已售罄' },
  [ErrorCode.INSUFFICIENT_STOCK]: { tw: '庫存不足或超過購買上限', cn: '库存不足或超过购买上限' },
  [ErrorCode.CART_LIMIT_REACHED]: { tw: '購物車已達上限', cn: '购物车已达上限' },
  [ErrorCode.PRODUCT_UNAVAILABLE]: { tw: '商品已下架', cn: '商品已下架' },
  [ErrorCode.COUPON_ALREADY_CLAIMED]: { tw: '已領取過此優惠券', cn: '已领取过该优惠券' },
  [ErrorCode.COUPON_CLAIM_LIMIT_REACHED]: { tw: '優惠券已領完', cn: '优惠券已领完' },
  [ErrorCode.SALE_NOT_STARTED]: { tw: '此商品尚未開賣', cn: '该商品尚未开售' },
  [ErrorCode.ADDRESS_BOOK_FULL]: { tw: '常用地址已達上限，請先刪除一筆再新增', cn: '常用地址已达上限，请先删除一条再新增' },
  [ErrorCode.EVENT_ENDED]: { tw: '活動已結束', cn: '活动已结束' },
  [ErrorCode.COUPON_EXPIRED]: { tw: '優惠券已過期', cn: '优惠券已过期' },
  [ErrorCode.DAILY_VERIFICATION_LIMIT]: { tw: '已達今日驗證次數上限', cn: '已达今日验证次数上限' },
  [ErrorCode.TRY_AGAIN_LATER]: { tw: '請稍後再試', cn: '请稍后再试' },
  [ErrorCode.UNPAID_ORDERS_LIMIT]: { tw: '未付款的訂單過多，請先付款或取消其中一筆', cn: '未付款的订单过多，请先付款或取消其中一笔' },
  [ErrorCode.INTERNAL_ERROR]: { tw: '發生錯誤，請稍後再試', cn: '发生错误，请稍后再试' },
};

/**
 * Error codes of the cloud storage upload (spec 8), raised by the upload client, not by the v1 API.
 * Their HTTP statuses, where the service answers one, are in STORAGE_ERROR_STATUS.
 */
export const StorageErrorCode = {
  /** No signed-in user: the upload needs the member's token (HTTP 401). */
  UNAUTHENTICATED: 'storage/unauthenticated',
  /** The bucket's quota is exceeded (HTTP 402). */
  QUOTA_EXCEEDED: 'storage/quota-exceeded',
  /** The user may not write this object (HTTP 403). */
  UNAUTHORIZED: 'storage/unauthorized',
  /** The network failed, or retries ran out (no HTTP status). */
  NETWORK_FAILURE: 'storage/network-failure',
  /** The user or the app cancelled the upload (no HTTP status). */
  CANCELED: 'storage/canceled',
  /** The service refused the upload for another reason (400 invalid, 404 no such bucket, 413 too large) or answered no object; the status varies. */
  UNKNOWN: 'storage/unknown',
} as const;
export type StorageErrorCode = (typeof StorageErrorCode)[keyof typeof StorageErrorCode];

/** The HTTP status behind each storage error code, or null when none was answered. */
export const STORAGE_ERROR_STATUS: Readonly<Record<StorageErrorCode, number | null>> = {
  [StorageErrorCode.UNAUTHENTICATED]: 401,
  [StorageErrorCode.QUOTA_EXCEEDED]: 402,
  [StorageErrorCode.UNAUTHORIZED]: 403,
  [StorageErrorCode.NETWORK_FAILURE]: null,
  [StorageErrorCode.CANCELED]: null,
  [StorageErrorCode.UNKNOWN]: null,
};

/** HTTP statuses after which a storage request is retried: these two plus every 5xx (500..599). */
export const STORAGE_RETRY_STATUSES: readonly number[] = [408, 429];
