import { selectFooterFollowUs, selectFooterPartners, selectFooterTerms } from '@storefront/analytics';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { Footer } from '@storefront/ui';
import { useApp } from '../app-context.js';
import { shopConfig } from '../shop-config.js';
import { renderRouterLink } from './links.js';

/** The footer of spec 1: its policy, partner and follow links record an analytics click. */
export function ShopFooter() {
  const { t } = useTranslation();
  const { analytics } = useApp();
  const locale = useAppSelector(selectLocale);
  const partnerUrl = shopConfig.partnerUrls[locale];
  return (
    <Footer
      shopName={t('app.name')}
      locale={locale}
      supportEmail={shopConfig.supportEmail}
      partnerUrls={shopConfig.partnerUrls}
      facebookUrl={shopConfig.facebookUrl}
      instagramUrl={shopConfig.instagramUrl}
      onTermsClick={(terms) => analytics.track(selectFooterTerms(terms))}
      onFollowClick={(network) => analytics.track(selectFooterFollowUs(network))}
      onPartnersClick={() => analytics.track(selectFooterPartners(partnerUrl))}
      renderLink={renderRouterLink}
      labels={{
        about: t('footer.about'),
        shopping: t('footer.shopping'),
        contact: t('footer.contact'),
        partners: t('footer.partners'),
        follow: t('footer.follow'),
        aboutUs: t('footer.aboutUs'),
        privacy: t('footer.privacy'),
        shippingTerms: t('footer.shippingTerms'),
        returnPolicy: t('footer.returnPolicy'),
        // The footer puts the address link where {email} stands.
        supportEmail: t('footer.supportEmail', { email: '{email}' }),
        businessHours: t('footer.businessHours'),
        partnerSite: t('footer.partnerSite'),
        facebook: t('footer.facebook'),
        instagram: t('footer.instagram'),
        newTab: t('footer.newTab'),
        rights: t('footer.rights'),
      }}
    />
  );
}
