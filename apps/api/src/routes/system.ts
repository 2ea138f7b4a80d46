import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { sendNotFound } from '../errors.js';
import { requestLocale } from '../locale.js';
import {
  getCountryCityDistricts,
  listCountryCities,
  listCurrencyRates,
  listExpressFees,
  listPhoneCountries,
  listPromotions,
  listSearchKeywords,
  listTwCvsStores,
} from '../services/system.js';
import { contractSchema } from './contract-route.js';

// The domestic address form's country when the query names none.
const DEFAULT_COUNTRY = 'TW';

/** The system/* reference data calls. */
export const systemRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(endpoints.getExpressFees.path, { schema: contractSchema(endpoints.getExpressFees) }, async () => ({
    data: await listExpressFees(db),
  }));

  app.get(endpoints.getCurrencyRates.path, { schema: contractSchema(endpoints.getCurrencyRates) }, async () => ({
    data: await listCurrencyRates(db),
  }));

  app.get(endpoints.getCountryCities.path, { schema: contractSchema(endpoints.getCountryCities) }, async (request) => ({
    data: await listCountryCities(db, requestLocale(request)),
  }));

  app.get(endpoints.getCountryCityDistricts.path, { schema: contractSchema(endpoints.getCountryCityDistricts) }, async (request, reply) => {
    const country = await getCountryCityDistricts(db, requestLocale(request), request.query.country_code ?? DEFAULT_COUNTRY);
    return country ? { data: [country] } : sendNotFound(request, reply);
  });

  app.get(endpoints.getPromotions.path, { schema: contractSchema(endpoints.getPromotions) }, async (request) => ({
    data: await listPromotions(db, requestLocale(request)),
  }));

  app.get(endpoints.getTwCvsStores.path, { schema: contractSchema(endpoints.getTwCvsStores) }, async (request) => {
    const { cvs_brand, city, area, keyword } = request.query;
    return { data: await listTwCvsStores(db, { cvsBrand: cvs_brand, city, area, keyword }) };
  });

  app.get(endpoints.getPhoneCountries.path, { schema: contractSchema(endpoints.getPhoneCountries) }, async (request) => ({
    data: await listPhoneCountries(db, requestLocale(request)),
  }));

  app.get(endpoints.getSearchKeywords.path, { schema: contractSchema(endpoints.getSearchKeywords) }, async (request) => ({
    data: await listSearchKeywords(db, requestLocale(request)),
  }));
};
