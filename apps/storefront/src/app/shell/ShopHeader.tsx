import { search } from '@storefront/analytics';
import type { Locale } from '@storefront/domain';
import {
  localeChanged,
  selectCartHasItems,
  selectIsAuthorized,
  selectLocale,
  selectUser,
} from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopQuery } from '@storefront/store/react';
import { Avatar, Drawer, Header, LanguageSwitcher, LoginButton, NavMenu, SearchBox } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../app-context.js';
import { useClearCachedPages } from '../keep-alive/keep-alive-context.js';
import { loginHref } from './auth-paths.js';
import { renderRouterLink } from './links.js';
import { useMediaQuery } from './use-media-query.js';
import './ShopHeader.css';

/** Where the header turns into its one-row desktop form (the kit's Header breakpoint). */
export const LARGE_SCREEN_QUERY = '(min-width: 64em)';

/** The menu asks for this many themes (spec 9). */
export const MENU_THEME_COUNT = 10;

/**
 * The header of spec 1 and 2 with its data: categories and the first ten themes for the menu, the
 * first keyword suggestion as placeholder, the cart dot, avatar or login, the language switcher,
 * and on small screens the 320-wide drawer with search, login and navigation.
 */
export function ShopHeader() {
  const { t } = useTranslation();
  const { analytics } = useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const clearCachedPages = useClearCachedPages();
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectIsAuthorized);
  const user = useAppSelector(selectUser);
  const hasCartItems = useAppSelector(selectCartHasItems);
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY);
  const categories = useShopQuery('listCategories', undefined).data ?? [];
  const themes = useShopQuery('listThemes', { count: MENU_THEME_COUNT }).data ?? [];
  const keywords = useShopQuery('getSearchKeywords', undefined).data ?? [];
  const [menuOpen, setMenuOpen] = useState(false);
  const [switching, setSwitching] = useState(false);

  // A page change closes the drawer.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const labels = {
    menuLabel: t('nav.label'),
    hotNews: t('nav.hotNews'),
    products: t('nav.products'),
    popular: t('nav.popular'),
    luckyBag: t('nav.luckyBag'),
    all: t('nav.all'),
    searchLabel: t('header.searchLabel'),
    searchPlaceholder: t('header.searchPlaceholder'),
    searchSubmit: t('header.searchSubmit'),
    cart: t('header.cart'),
    cartWithItems: t('header.cartWithItems'),
    member: t('header.member'),
    login: t('header.login'),
    languageLabel: t('language.label'),
    switching: t('language.switching'),
    openMenu: t('nav.openMenu'),
  };

  const onSearch = (keyword: string) => {
    analytics.track(search(keyword));
    clearCachedPages();
    setMenuOpen(false);
    void navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  const onNavigate = () => {
    clearCachedPages();
    setMenuOpen(false);
  };
  const onLocaleChange = (next: Locale) => {
    setSwitching(true);
    dispatch(localeChanged(next));
  };
  const memberHref = largeScreen ? '/member/orders' : '/member';
  const login = loginHref(location.pathname, location.search);

  return (
    <>
      <Header
        shopName={t('app.name')}
        locale={locale}
        categories={categories}
        themes={themes}
        searchSuggestions={keywords}
        hasCartItems={hasCartItems}
        signedIn={signedIn}
        avatarSrc={user?.avatar_picture}
        memberHref={memberHref}
        loginHref={login}
        currentPath={location.pathname}
        menuOpen={menuOpen}
        languageSwitching={switching}
        onNavigate={onNavigate}
        onSearch={onSearch}
        onLocaleChange={onLocaleChange}
        onOpenMenu={() => setMenuOpen(true)}
        renderLink={renderRouterLink}
        labels={labels}
      />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t('nav.menu')} labels={{ close: t('nav.closeMenu') }}>
        <div className="sf-shop-drawer">
          <SearchBox onSearch={onSearch} suggestions={keywords} labels={labels} />
          {signedIn ? (
            <Avatar src={user?.avatar_picture} href="/member" renderLink={renderRouterLink} labels={labels} />
          ) : (
            <LoginButton href={login} variant="full" renderLink={renderRouterLink} labels={labels} />
          )}
          <NavMenu
            categories={categories}
            themes={themes}
            orientation="vertical"
            currentPath={location.pathname}
            onNavigate={onNavigate}
            renderLink={renderRouterLink}
            labels={labels}
          />
          <LanguageSwitcher value={locale} onChange={onLocaleChange} switching={switching} labels={labels} />
        </div>
      </Drawer>
    </>
  );
}
