import { Type, type Static } from 'typebox';
import { CountryCode, Id, Nullable, PhoneCode, ShipOrigin, Timestamp, Twd, Url } from './common.js';
import { CVS_BRANDS, SHIPPING_METHODS } from './constants.js';
import { Envelope } from './envelope.js';

// The system/* calls: reference data the app loads in the background. All are "no global error"
// calls (spec 7): a failure is handled by the caller, never as a toast.

/** How an order is delivered. */
export const ShippingMethod = Type.Enum(SHIPPING_METHODS);
export type ShippingMethod = Static<typeof ShippingMethod>;

/** One row of the shipping fee table: what shipping from an origin to a country by a method costs. */
export const ExpressFee = Type.Object({
  origin: ShipOrigin,
  country_code: CountryCode,
  shipping_method: ShippingMethod,
  /** The fee of one order (per ship-from origin) in TWD. */
  fee: Twd,
  /** Goods amount in TWD from which this route ships free; null: never free. */
  free_shipping_threshold: Nullable(Twd),
});
export type ExpressFee = Static<typeof ExpressFee>;

/** GET /system/express-fee answer: the whole shipping fee table. */
export const ExpressFeeList = Type.Array(ExpressFee);
export type ExpressFeeList = Static<typeof ExpressFeeList>;
/** GET /system/express-fee response body. */
export const ExpressFeeListResponse = Envelope(ExpressFeeList);

/** One currency rate: exchange is the ISO 4217 code, exrate how many units of it one TWD buys. */
export const CurrencyRate = Type.Object({
  exchange: Type.String({ pattern: '^[A-Z]{3}$' }),
  exrate: Type.Number({ exclusiveMinimum: 0 }),
  /** The UTC day the rate was published, YYYY-MM-DD. */
  date: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
});
export type CurrencyRate = Static<typeof CurrencyRate>;

/** GET /system/currency-rates answer: today's rate of every currency shown. */
export const CurrencyRateList = Type.Array(CurrencyRate);
export type CurrencyRateList = Static<typeof CurrencyRateList>;
/** GET /system/currency-rates response body. */
export const CurrencyRateListResponse = Envelope(CurrencyRateList);

/** A city or county of a destination country; display_name in the request's language. */
export const City = Type.Object({
  city_code: Id,
  display_name: Type.String(),
});
export type City = Static<typeof City>;

/** A destination country with its cities, for the overseas address form. */
export const CountryCities = Type.Object({
  country_code: CountryCode,
  display_name: Type.String(),
  cities: Type.Array(City),
});
export type CountryCities = Static<typeof CountryCities>;

/** GET /system/country-city answer: every country the shop ships to, with its cities. */
export const CountryCityList = Type.Array(CountryCities);
export type CountryCityList = Static<typeof CountryCityList>;
/** GET /system/country-city response body. */
export const CountryCityListResponse = Envelope(CountryCityList);

/** A district (the checkout's "area") with its postal code. */
export const District = Type.Object({
  district_code: Id,
  display_name: Type.String(),
  postal_code: Type.String({ minLength: 1, maxLength: 12 }),
});
export type District = Static<typeof District>;

/** A city or county with its districts. */
export const CityDistricts = Type.Object({
  city_code: Id,
  display_name: Type.String(),
  districts: Type.Array(District),
});
export type CityDistricts = Static<typeof CityDistricts>;

/** A country with its cities and their districts, for the domestic address form. */
export const CountryCityDistricts = Type.Object({
  country_code: CountryCode,
  display_name: Type.String(),
  cities: Type.Array(CityDistricts),
});
export type CountryCityDistricts = Static<typeof CountryCityDistricts>;

/** GET /system/country-city-district query: one country (default TW). */
export const CountryCityDistrictQuery = Type.Object({
  country_code: Type.Optional(CountryCode),
});
export type CountryCityDistrictQuery = Static<typeof CountryCityDistrictQuery>;

/** GET /system/country-city-district answer: countries with cities, districts and postal codes. */
export const CountryCityDistrictList = Type.Array(CountryCityDistricts);
export type CountryCityDistrictList = Static<typeof CountryCityDistrictList>;
/** GET /system/country-city-district response body. */
export const CountryCityDistrictListResponse = Envelope(CountryCityDistrictList);

/** A site-wide promotion; a free-shipping event sets free_shipping_threshold (overseas-tax items never take part, spec 9). */
export const Promotion = Type.Object({
  promote_id: Id,
  display_name: Type.String(),
  /** Plain text shown with the promotion. */
  content: Type.String(),
  image_url: Nullable(Url),
  link_url: Nullable(Url),
  /** Goods amount in TWD from which orders ship free during the event; null: not a free-shipping event. */
  free_shipping_threshold: Nullable(Twd),
  /** Ship-from origins it applies to; empty: all. */
  origins: Type.Array(ShipOrigin),
  starts_at: Nullable(Timestamp),
  ends_at: Nullable(Timestamp),
});
export type Promotion = Static<typeof Promotion>;

/** GET /system/promote answer: the promotions running now. */
export const PromotionList = Type.Array(Promotion);
export type PromotionList = Static<typeof PromotionList>;
/** GET /system/promote response body. */
export const PromotionListResponse = Envelope(PromotionList);

/** A Taiwan convenience-store chain. */
export const CvsBrand = Type.Enum(CVS_BRANDS);
export type CvsBrand = Static<typeof CvsBrand>;

/** A Taiwan convenience store where an order can be picked up. */
export const TwCvsStore = Type.Object({
  cvs_brand: CvsBrand,
  store_id: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9]+$' }),
  store_name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  area: Type.String(),
});
export type TwCvsStore = Static<typeof TwCvsStore>;

/** GET /system/tw-cvs query: narrows the stores by chain, city, area or a keyword of name or address. */
export const TwCvsQuery = Type.Object({
  cvs_brand: Type.Optional(CvsBrand),
  city: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  area: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type TwCvsQuery = Static<typeof TwCvsQuery>;

/** GET /system/tw-cvs answer: the matching stores. */
export const TwCvsStoreList = Type.Array(TwCvsStore);
export type TwCvsStoreList = Static<typeof TwCvsStoreList>;
/** GET /system/tw-cvs response body. */
export const TwCvsStoreListResponse = Envelope(TwCvsStoreList);

/** A country whose phone numbers are accepted, with its dialling code. */
export const PhoneCountry = Type.Object({
  country_code: CountryCode,
  display_name: Type.String(),
  phone_code: PhoneCode,
  /** A regular expression (source) a local number of this country matches; null: any 4 to 15 digits. */
  number_pattern: Nullable(Type.String({ minLength: 1, maxLength: 200 })),
});
export type PhoneCountry = Static<typeof PhoneCountry>;

/** GET /system/valid-phone-number answer: the accepted countries and their dialling codes. */
export const PhoneCountryList = Type.Array(PhoneCountry);
export type PhoneCountryList = Static<typeof PhoneCountryList>;
/** GET /system/valid-phone-number response body. */
export const PhoneCountryListResponse = Envelope(PhoneCountryList);

/** GET /system/search-keyword answer: suggested keywords, the first is the search box placeholder. */
export const SearchKeywordList = Type.Array(Type.String({ minLength: 1, maxLength: 100 }));
export type SearchKeywordList = Static<typeof SearchKeywordList>;
/** GET /system/search-keyword response body. */
export const SearchKeywordListResponse = Envelope(SearchKeywordList);
