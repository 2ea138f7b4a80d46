import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type {
  CountryCities,
  CountryCityDistricts,
  CurrencyRate,
  CvsBrand,
  ExpressFee,
  PhoneCountry,
  Promotion,
  TwCvsStore,
} from '@storefront/api-contract';
import { expressFeeTable, type ExpressFeeTable, type FreeShippingEvent, type Locale, type PhoneNumberRule } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { cities, countries, currencyRates, districts, expressFees, promotions, searchKeywords, twCvsStores } from '../db/schema.js';
import { containsPattern, inLocale, toTimestamp } from './localized.js';

const expressFeeColumns = {
  origin: expressFees.origin,
  country_code: expressFees.countryCode,
  shipping_method: expressFees.shippingMethod,
  fee: expressFees.fee,
  free_shipping_threshold: expressFees.freeShippingThreshold,
};

/** The whole shipping fee table, origin by origin, destinations in menu order. */
export async function listExpressFees(db: Database): Promise<ExpressFee[]> {
  return db
    .select(expressFeeColumns)
    .from(expressFees)
    .leftJoin(countries, eq(countries.countryCode, expressFees.countryCode))
    .orderBy(asc(expressFees.origin), asc(countries.position), asc(expressFees.countryCode), asc(expressFees.shippingMethod));
}

/** The express fee of each origin to one destination by one method, as the domain's fee table; an origin that does not ship there is absent. */
export async function expressFeeTableFor(
  db: Database,
  countryCode: string,
  shippingMethod: 'home_delivery' | 'cvs_pickup',
): Promise<ExpressFeeTable> {
  const rows = await db
    .select(expressFeeColumns)
    .from(expressFees)
    .where(and(eq(expressFees.countryCode, countryCode.toUpperCase()), eq(expressFees.shippingMethod, shippingMethod)));
  return expressFeeTable(rows, countryCode, shippingMethod);
}

/** The rates of the latest published day. */
export async function listCurrencyRates(db: Database): Promise<CurrencyRate[]> {
  return db
    .select({ exchange: currencyRates.exchange, exrate: currencyRates.exrate, date: currencyRates.rateDate })
    .from(currencyRates)
    .where(eq(currencyRates.rateDate, sql`(select max(${currencyRates.rateDate}) from ${currencyRates})`))
    .orderBy(asc(currencyRates.exchange));
}

function countryColumns(locale: Locale) {
  return {
    country_code: countries.countryCode,
    display_name: inLocale(locale, countries.nameZhTw, countries.nameZhCn, countries.nameEn),
  };
}

function cityColumns(locale: Locale) {
  return {
    country_code: cities.countryCode,
    city_code: cities.cityCode,
    display_name: inLocale(locale, cities.nameZhTw, cities.nameZhCn, cities.nameEn),
  };
}

/** Every destination country with its cities, in menu order. */
export async function listCountryCities(db: Database, locale: Locale): Promise<CountryCities[]> {
  const [countryRows, cityRows] = await Promise.all([
    db
      .select(countryColumns(locale))
      .from(countries)
      .where(sql`exists (select 1 from ${cities} where ${cities.countryCode} = ${countries.countryCode})`)
      .orderBy(asc(countries.position)),
    db.select(cityColumns(locale)).from(cities).orderBy(asc(cities.countryCode), asc(cities.position)),
  ]);
  return countryRows.map((country) => ({
    ...country,
    cities: cityRows
      .filter((city) => city.country_code === country.country_code)
      .map(({ city_code, display_name }) => ({ city_code, display_name })),
  }));
}

/** A country with its cities, districts and postal codes, or undefined when the shop does not ship there. */
export async function getCountryCityDistricts(
  db: Database,
  locale: Locale,
  countryCode: string,
): Promise<CountryCityDistricts | undefined> {
  const [country] = await db.select(countryColumns(locale)).from(countries).where(eq(countries.countryCode, countryCode));
  if (!country) return undefined;
  const cityRows = await db
    .select(cityColumns(locale))
    .from(cities)
    .where(eq(cities.countryCode, countryCode))
    .orderBy(asc(cities.position));
  const districtRows =
    cityRows.length === 0
      ? []
      : await db
          .select({
            city_code: districts.cityCode,
            district_code: districts.districtCode,
            display_name: inLocale(locale, districts.nameZhTw, districts.nameZhCn, districts.nameEn),
            postal_code: districts.postalCode,
          })
          .from(districts)
          .where(
            inArray(
              districts.cityCode,
              cityRows.map((city) => city.city_code),
            ),
          )
          .orderBy(asc(districts.position));
  const byCity = new Map<string, { district_code: string; display_name: string; postal_code: string }[]>();
  for (const { city_code, ...district } of districtRows) {
    byCity.set(city_code, [...(byCity.get(city_code) ?? []), district]);
  }
  return {
    ...country,
    cities: cityRows.map(({ city_code, display_name }) => ({
      city_code,
      display_name,
      districts: byCity.get(city_code) ?? [],
    })),
  };
}

// A promotion runs from its start (or always) until its end (or forever).
const promotionRunning = sql<boolean>`coalesce(${promotions.startsAt} <= now(), true) and coalesce(${promotions.endsAt} > now(), true)`;

/** The promotions whose period includes now, in display order. */
export async function listPromotions(db: Database, locale: Locale): Promise<Promotion[]> {
  const rows = await db
    .select({
      promote_id: promotions.promoteId,
      display_name: inLocale(locale, promotions.nameZhTw, promotions.nameZhCn, promotions.nameEn),
      content: inLocale(locale, promotions.contentZhTw, promotions.contentZhCn, promotions.contentEn),
      image_url: promotions.imageUrl,
      link_url: promotions.linkUrl,
      free_shipping_threshold: promotions.freeShippingThreshold,
      origins: promotions.origins,
      starts_at: promotions.startsAt,
      ends_at: promotions.endsAt,
    })
    .from(promotions)
    .where(promotionRunning)
    .orderBy(asc(promotions.position));
  return rows.map((row) => ({ ...row, starts_at: toTimestamp(row.starts_at), ends_at: toTimestamp(row.ends_at) }));
}

/** The running site-wide free-shipping promotion with the lowest threshold, if any. */
export async function runningFreeShippingEvent(db: Database): Promise<FreeShippingEvent | null> {
  const [event] = await db
    .select({ threshold: promotions.freeShippingThreshold, origins: promotions.origins })
    .from(promotions)
    .where(and(isNotNull(promotions.freeShippingThreshold), promotionRunning))
    .orderBy(asc(promotions.freeShippingThreshold))
    .limit(1);
  return event ? { threshold: event.threshold ?? undefined, origins: event.origins } : null;
}

/** Taiwan pickup stores narrowed by chain, city, area (exact, zh-TW spelling) and a keyword of name or address. */
export async function listTwCvsStores(
  db: Database,
  filter: { cvsBrand?: CvsBrand | undefined; city?: string | undefined; area?: string | undefined; keyword?: string | undefined },
): Promise<TwCvsStore[]> {
  const pattern = filter.keyword === undefined ? undefined : containsPattern(filter.keyword.trim());
  return db
    .select({
      cvs_brand: twCvsStores.cvsBrand,
      store_id: twCvsStores.storeId,
      store_name: twCvsStores.storeName,
      address: twCvsStores.address,
      city: twCvsStores.city,
      area: twCvsStores.area,
    })
    .from(twCvsStores)
    .where(
      and(
        filter.cvsBrand === undefined ? undefined : eq(twCvsStores.cvsBrand, filter.cvsBrand),
        filter.city === undefined ? undefined : eq(twCvsStores.city, filter.city),
        filter.area === undefined ? undefined : eq(twCvsStores.area, filter.area),
        pattern === undefined
          ? undefined
          : or(sql`${twCvsStores.storeName} ilike ${pattern}`, sql`${twCvsStores.address} ilike ${pattern}`),
      ),
    )
    .orderBy(asc(twCvsStores.cvsBrand), asc(twCvsStores.storeId));
}

/** Countries whose phone numbers are accepted, with dialling code and number pattern. */
export async function listPhoneCountries(db: Database, locale: Locale): Promise<PhoneCountry[]> {
  const rows = await db
    .select({ ...countryColumns(locale), phone_code: countries.phoneCode, number_pattern: countries.phoneNumberPattern })
    .from(countries)
    .where(isNotNull(countries.phoneCode))
    .orderBy(asc(countries.position));
  return rows.flatMap(({ phone_code, ...country }) => (phone_code === null ? [] : [{ ...country, phone_code }]));
}

/** The calling codes and their number patterns, the rules a recipient's mobile is checked by (domain isValidPhoneNumber). */
export async function phoneNumberRules(db: Database): Promise<PhoneNumberRule[]> {
  const rows = await db
    .select({ phone_code: countries.phoneCode, number_pattern: countries.phoneNumberPattern })
    .from(countries)
    .where(isNotNull(countries.phoneCode));
  return rows.flatMap(({ phone_code, number_pattern }) => (phone_code === null ? [] : [{ phone_code, number_pattern }]));
}

/** Suggested search keywords in the locale, the placeholder first. */
export async function listSearchKeywords(db: Database, locale: Locale): Promise<string[]> {
  const rows = await db
    .select({ keyword: inLocale(locale, searchKeywords.keywordZhTw, searchKeywords.keywordZhCn, searchKeywords.keywordEn) })
    .from(searchKeywords)
    .orderBy(asc(searchKeywords.position));
  return rows.map((row) => row.keyword);
}
