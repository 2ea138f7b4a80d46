import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { search } from '@storefront/analytics';
import type { Locale } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { localeChanged, selectCartHasItems, selectIsAuthorized, selectLocale, selectUser } from '@storefront/store';
import { useAppDispatch, useAppSelector, useShopQuery } from '@storefront/store/react';
import { Avatar, Drawer, Header, LanguageSwitcher, LoginButton, NavMenu, SearchBox, type ShellLinkProps } from '@storefront/ui';
import { useApp } from '../app-context.js';
import { useClearCachedPages } from '../keep-alive/keep-alive-context.js';
import { loginHref } from './auth-paths.js';
import { renderRouterLink } from './links.js';
import { MENU_THEMES_QUERY } from './menu-query.js';
import { useMediaQuery } from './use-media-query.js';
import './ShopHeader.css';

/** Where the header turns into its one-row desktop form (the kit's Header breakpoint). */
export const LARGE_SCREEN_QUERY = '(min-width: 64em)';

/**
 * The header of spec 1 and 2 with its data: categories and the first ten themes for the menu, the
 * first keyword suggestion as placeholder, the cart dot, avatar or login, the language switcher,
 * and on small screens the 320-wide drawer with search, login and navigation. On small screens the
 * header leaves its own menu, search and language out (compact): the drawer has them, and the
 * header is drawn again for each of its three answers.
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
  const themes = useShopQuery('listThemes', MENU_THEMES_QUERY).data ?? [];
  const keywords = useShopQuery('getSearchKeywords', undefined).data ?? [];
  // The drawer is open on the page where it was opened: any page change closes it, and so does a
  // screen wide enough for the full header.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key && !largeScreen;
  const closeMenu = () => setMenuOpenAt(null);
  const [switching, setSwitching] = useState(false);

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
    searchBlank: t('header.searchBlank'),
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
    closeMenu();
    void navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  const onNavigate = () => {
    clearCachedPages();
    closeMenu();
  };
  // A link chosen in the drawer closes it before the page changes, so going back does not find it open.
  const renderDrawerLink = (props: ShellLinkProps) =>
    renderRouterLink({
      ...props,
      onClick: (event) => {
        props.onClick?.(event);
        closeMenu();
      },
    });
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
        compact={!largeScreen}
        onNavigate={onNavigate}
        onSearch={onSearch}
        onLocaleChange={onLocaleChange}
        onOpenMenu={() => setMenuOpenAt(location.key)}
        renderLink={renderRouterLink}
        labels={labels}
      />
      <Drawer open={menuOpen} onClose={closeMenu} title={t('nav.menu')} labels={{ close: t('nav.closeMenu') }}>
        <div className="sf-shop-drawer">
          <SearchBox onSearch={onSearch} suggestions={keywords} labels={labels} />
          {signedIn ? (
            <Avatar src={user?.avatar_picture} href="/member" renderLink={renderDrawerLink} labels={labels} />
          ) : (
            <LoginButton href={login} variant="full" renderLink={renderDrawerLink} labels={labels} />
          )}
          <NavMenu
            categories={categories}
            themes={themes}
            orientation="vertical"
            currentPath={location.pathname}
            onNavigate={onNavigate}
            renderLink={renderDrawerLink}
            labels={labels}
          />
          <LanguageSwitcher value={locale} onChange={onLocaleChange} switching={switching} labels={labels} />
        </div>
      </Drawer>
    </>
  );
}
