// Stories only: the shell components' labels translated the way the app builds them, for the
// locale the Storybook toolbar picked, and a link that stays in the story as a router link would.
// Components never import i18n; their stories do.
import { createElement, type MouseEvent, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import type { FooterLabels } from '../footer/Footer.js';
import type { HeaderLabels } from '../header/Header.js';
import type { ShellLinkProps } from '../shell-link/shell-link.js';

/** A stand-in for a router link: runs onClick, then stays on the story instead of loading href. */
export function storyLink({ onClick, ...props }: ShellLinkProps): ReactNode {
  return createElement('a', {
    ...props,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onClick?.(event);
    },
  });
}

/** The toolbar's locale from a story's globals; the default locale when it is unset. */
export function storyLocale(globals: Readonly<Record<string, unknown>>): Locale {
  const locale = globals['locale'];
  return isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The shop's name in a locale, as the logo and the footer show it. */
export function shopName(locale: Locale): string {
  return createI18n(locale).t('app.name');
}

/** Every label of the header and its parts in a locale. */
export function headerLabels(locale: Locale): HeaderLabels {
  const i18n = createI18n(locale);
  return {
    menuLabel: i18n.t('nav.label'),
    hotNews: i18n.t('nav.hotNews'),
    products: i18n.t('nav.products'),
    popular: i18n.t('nav.popular'),
    luckyBag: i18n.t('nav.luckyBag'),
    all: i18n.t('nav.all'),
    openMenu: i18n.t('nav.openMenu'),
    searchLabel: i18n.t('header.searchLabel'),
    searchPlaceholder: i18n.t('header.searchPlaceholder'),
    searchSubmit: i18n.t('header.searchSubmit'),
    searchBlank: i18n.t('header.searchBlank'),
    cart: i18n.t('header.cart'),
    cartWithItems: i18n.t('header.cartWithItems'),
    login: i18n.t('header.login'),
    member: i18n.t('header.member'),
    languageLabel: i18n.t('language.label'),
    switching: i18n.t('language.switching'),
  };
}

/** Every label of the footer in a locale; supportEmail keeps its {email} placeholder. */
export function footerLabels(locale: Locale): FooterLabels {
  const i18n = createI18n(locale);
  return {
    about: i18n.t('footer.about'),
    shopping: i18n.t('footer.shopping'),
    contact: i18n.t('footer.contact'),
    partners: i18n.t('footer.partners'),
    follow: i18n.t('footer.follow'),
    aboutUs: i18n.t('footer.aboutUs'),
    privacy: i18n.t('footer.privacy'),
    shippingTerms: i18n.t('footer.shippingTerms'),
    returnPolicy: i18n.t('footer.returnPolicy'),
    supportEmail: i18n.t('footer.supportEmail'),
    businessHours: i18n.t('footer.businessHours'),
    partnerSite: i18n.t('footer.partnerSite'),
    facebook: i18n.t('footer.facebook'),
    instagram: i18n.t('footer.instagram'),
    newTab: i18n.t('footer.newTab'),
    rights: i18n.t('footer.rights'),
  };
}
