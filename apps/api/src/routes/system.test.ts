import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  CountryCityDistrictListResponse,
  type CountryCityDistricts,
  CountryCityListResponse,
  CurrencyRateListResponse,
  ExpressFeeListResponse,
  PhoneCountryListResponse,
  PromotionListResponse,
  SearchKeywordListResponse,
  TwCvsStoreListResponse,
} from '@storefront/api-contract';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

describe('GET /v1/system/*', () => {
  it('express-fee: the fee table from both origins to every destination', async () => {
    const body = (await seeded.get('/v1/system/express-fee')).json();
    expect(Value.Check(ExpressFeeListResponse, body)).toBe(true);
    const countries = new Set(body.data.map((fee: { country_code: string }) => fee.country_code));
    for (const code of ['TW', 'CN', 'HK', 'MO', 'KR', 'JP', 'SG', 'MY', 'TH', 'VN', 'ID', 'PH', 'US', 'MX', 'BR']) {
      expect(countries.has(code), code).toBe(true);
    }
    expect(body.data).toContainEqual({
      origin: 'TW',
      country_code: 'TW',
      shipping_method: 'cvs_pickup',
      fee: 60,
      free_shipping_threshold: 999,
    });
  });

  it('currency-rates: the latest day only, with exchange and exrate', async () => {
    const body = (await seeded.get('/v1/system/currency-rates')).json();
    expect(Value.Check(CurrencyRateListResponse, body)).toBe(true);
    expect(body.data).toContainEqual({ exchange: 'CNY', exrate: 0.2231, date: '2026-11-20' });
    expect(body.data.every((rate: { date: string }) => rate.date === '2026-11-20')).toBe(true);
    expect(body.data.map((rate: { exchange: string }) => rate.exchange)).toEqual(expect.arrayContaining(['USD', 'HKD', 'JPY', 'KRW']));
  });

  it('country-city: destinations with their cities, Taiwan from the postal data', async () => {
    const body = (await seeded.get('/v1/system/country-city', 'en')).json();
    expect(Value.Check(CountryCityListResponse, body)).toBe(true);
    expect(body.data[0]).toMatchObject({ country_code: 'TW', display_name: 'Taiwan' });
    expect(body.data[0].cities[0]).toEqual({ city_code: 'tw-taipei-city', display_name: 'Taipei City' });
    expect(body.data[0].cities.length).toBe(22);
    expect(body.data.find((country: { country_code: string }) => country.country_code === 'JP').cities).toContainEqual({
      city_code: 'jp-tokyo',
      display_name: 'Tokyo',
    });
  });

  it.each([
    ['zh-TW', '臺北市', '中正區'],
    ['zh-CN', '台北市', '中正区'],
    ['en', 'Taipei City', 'Zhongzheng District'],
  ])('country-city-district: Taiwan by default, names in %s', async (locale, city, district) => {
    const body = (await seeded.get('/v1/system/country-city-district', locale)).json();
    expect(Value.Check(CountryCityDistrictListResponse, body)).toBe(true);
    expect(body.data).toHaveLength(1);
    const [taiwan] = body.data;
    expect(taiwan.cities[0].display_name).toBe(city);
    expect(taiwan.cities[0].districts[0]).toMatchObject({ display_name: district, postal_code: '100' });
    const districts = taiwan.cities.flatMap((entry: { districts: unknown[] }) => entry.districts);
    expect(districts.length).toBeGreaterThan(360);
  });

  it('country-city-district: all 371 districts of the 22 counties and cities named in Latin letters in English, in Chinese only in Chinese', async () => {
    const taiwanIn = async (locale: string) =>
      (await seeded.get('/v1/system/country-city-district', locale)).json<{ data: CountryCityDistricts[] }>().data[0]!;
    // Each county's or district's name by its code, in one language.
    const namesIn = async (locale: string) =>
      new Map(
        (await taiwanIn(locale)).cities.flatMap((city) => [
          [city.city_code, city.display_name] as const,
          ...city.districts.map((district) => [district.district_code, district.display_name] as const),
        ]),
      );
    const [en, zhTw, zhCn] = await Promise.all([taiwanIn('en'), namesIn('zh-TW'), namesIn('zh-CN')]);
    const place = (code: string) => ({ code, en: '', zhTw: zhTw.get(code) ?? '', zhCn: zhCn.get(code) ?? '' });
    const counties = en.cities.map((city) => ({ ...place(city.city_code), en: city.display_name }));
    const districts = en.cities.flatMap((city) =>
      city.districts.map((district) => ({ ...place(district.district_code), en: district.display_name, postalCode: district.postal_code })),
    );
    expect(counties).toHaveLength(22);
    expect(districts).toHaveLength(371);

    // The unit the Chinese name ends in, in English: 區 District, 鄉 and 鎮 Township, 市 City, 縣 County, 列嶼 and 群島 Islands.
    const UNITS: readonly (readonly [RegExp, string])[] = [
      [/[區区]$/, 'District'],
      [/[鄉乡鎮镇]$/, 'Township'],
      [/市$/, 'City'],
      [/[縣县]$/, 'County'],
      [/(列嶼|列屿|群島|群岛)$/, 'Islands'],
    ];
    // Capitalised words of Latin letters (an apostrophe or hyphen inside), one space apart, then the unit.
    const ENGLISH = /^(?:[A-Z][a-z]*(?:['-][a-z]+)* )+(District|Township|City|County|Islands)$/;
    const HAN = /^\p{Script=Han}+$/u;
    // Every misnamed place at once, rather than the first.
    const problems: string[] = [];
    const stems = new Map<string, string>();
    for (const { code, en: english, zhTw: traditional, zhCn: simplified } of [...counties, ...districts]) {
      const unit = UNITS.find(([suffix]) => suffix.test(traditional));
      if (!ENGLISH.test(english)) problems.push(`${code}: '${english}' is not Latin words ending in a unit`);
      if (!HAN.test(traditional) || !HAN.test(simplified)) problems.push(`${code}: '${traditional}' / '${simplified}' is not only Chinese`);
      if (!unit || !english.endsWith(` ${unit[1]}`)) problems.push(`${code}: '${english}' does not end in the unit of ${traditional}`);
      if (unit && UNITS.find(([suffix]) => suffix.test(simplified))?.[1] !== unit[1])
        problems.push(`${code}: ${simplified} is not a ${unit[1]}`);
      if (!unit) continue;
      // One place name, one spelling: 大同區 and 大同鄉 are both Datong.
      const stem = traditional.replace(unit[0], '');
      const englishStem = english.replace(/ \S+$/, '');
      const earlier = stems.get(stem);
      if (earlier !== undefined && earlier !== englishStem)
        problems.push(`${code}: ${stem} is '${englishStem}' here, '${earlier}' elsewhere`);
      stems.set(stem, earlier ?? englishStem);
    }
    expect(problems).toEqual([]);
    expect(counties.find((county) => county.zhTw === '新竹縣')?.en).toBe('Hsinchu County');
    const byName = new Map(districts.map((district) => [`${district.postalCode} ${district.zhTw}`, district.en]));
    expect(['103 大同區', '108 萬華區', '231 新店區', '510 員林市', '290 釣魚臺列嶼'].map((key) => byName.get(key))).toEqual([
      'Datong District',
      'Wanhua District',
      'Xindian District',
      'Yuanlin City',
      'Diaoyutai Islands',
    ]);
  });

  it('country-city-district: another country, unknown (404) and malformed (400) codes', async () => {
    const hongKong = (await seeded.get('/v1/system/country-city-district?country_code=HK')).json();
    expect(hongKong.data[0].cities.map((city: { display_name: string }) => city.display_name)).toEqual(['香港島', '九龍', '新界']);
    expect((await seeded.get('/v1/system/country-city-district?country_code=ZZ')).statusCode).toBe(404);
    expect((await seeded.get('/v1/system/country-city-district?country_code=tw')).json().error_code).toBe(40004);
  });

  it('promote: only the promotions running now', async () => {
    const body = (await seeded.get('/v1/system/promote', 'en')).json();
    expect(Value.Check(PromotionListResponse, body)).toBe(true);
    expect(body.data.map((promotion: { promote_id: string }) => promotion.promote_id)).toEqual(['free-shipping-tw', 'lucky-bag-week']);
    expect(body.data[0]).toMatchObject({ free_shipping_threshold: 1500, origins: ['TW'], ends_at: Date.parse('2099-12-31T15:59:59Z') });
  });

  it('tw-cvs: every store, or those of a chain, city, area or keyword', async () => {
    const all = (await seeded.get('/v1/system/tw-cvs')).json();
    expect(Value.Check(TwCvsStoreListResponse, all)).toBe(true);
    expect(all.data.length).toBeGreaterThanOrEqual(30);
    const family = (await seeded.get('/v1/system/tw-cvs?cvs_brand=family_mart')).json().data;
    expect(family.every((store: { cvs_brand: string }) => store.cvs_brand === 'family_mart')).toBe(true);
    const query = `?city=${encodeURIComponent('臺北市')}&area=${encodeURIComponent('大安區')}`;
    expect((await seeded.get(`/v1/system/tw-cvs${query}`)).json().data.map((store: { store_id: string }) => store.store_id)).toEqual([
      '008734',
      '141829',
    ]);
    const keyword = (await seeded.get(`/v1/system/tw-cvs?keyword=${encodeURIComponent('巨蛋')}`)).json().data;
    expect(keyword).toEqual([
      {
        cvs_brand: 'seven_eleven',
        store_id: '258830',
        store_name: '高雄巨蛋門市',
        address: '高雄市左營區博愛二路 777 號',
        city: '高雄市',
        area: '左營區',
      },
    ]);
    expect((await seeded.get('/v1/system/tw-cvs?cvs_brand=lawson')).json().error_code).toBe(40004);
  });

  it('valid-phone-number: countries with dialling codes and number patterns', async () => {
    const body = (await seeded.get('/v1/system/valid-phone-number', 'zh-CN')).json();
    expect(Value.Check(PhoneCountryListResponse, body)).toBe(true);
    expect(body.data[0]).toEqual({ country_code: 'TW', display_name: '台湾', phone_code: '+886', number_pattern: '^09[0-9]{8}$' });
    expect(new RegExp(body.data[0].number_pattern).test('0912345678')).toBe(true);
    expect(body.data.map((country: { phone_code: string }) => country.phone_code)).toContain('+86');
  });

  it.each([
    ['zh-TW', '星穹旅人'],
    ['en', 'Star Voyager'],
  ])('search-keyword: keywords in %s, each finding products', async (locale, first) => {
    const body = (await seeded.get('/v1/system/search-keyword', locale)).json();
    expect(Value.Check(SearchKeywordListResponse, body)).toBe(true);
    expect(body.data[0]).toBe(first);
    for (const keyword of body.data) {
      const found = (await seeded.get(`/v1/product?keyword=${encodeURIComponent(keyword)}`, locale)).json();
      expect(found.data.total, keyword).toBeGreaterThan(0);
    }
  });
});
