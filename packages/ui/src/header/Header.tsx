import type { Locale } from '@storefront/domain';
import { Avatar, type AvatarLabels } from '../avatar/Avatar.js';
import { CartIcon, type CartIconLabels } from '../cart-icon/CartIcon.js';
import { LanguageSwitcher, type LanguageSwitcherLabels } from '../language-switcher/LanguageSwitcher.js';
import { LoginButton, type LoginButtonLabels } from '../login-button/LoginButton.js';
import { Logo } from '../logo/Logo.js';
import { NavMenu, type NavMenuCategory, type NavMenuItem, type NavMenuLabels, type NavMenuTheme } from '../nav-menu/NavMenu.js';
import { SearchBox, type SearchBoxLabels } from '../search-box/SearchBox.js';
import { renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './Header.css';

/** Texts of the header: its own and those of the parts it composes; the app passes them translated. */
export interface HeaderLabels
  extends NavMenuLabels, SearchBoxLabels, CartIconLabels, AvatarLabels, LoginButtonLabels, LanguageSwitcherLabels {
  /** Name of the mobile menu button. */
  readonly openMenu: string;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The shop's name, for the logo. */
  readonly shopName: string;
  readonly locale: Locale;
  readonly categories: readonly NavMenuCategory[];
  readonly themes: readonly NavMenuTheme[];
  /** Suggested keywords; the first one is the search box's placeholder. */
  readonly searchSuggestions?: readonly string[];
  readonly hasCartItems: boolean;
  /** A member sees the avatar, a visitor the login icon. */
  readonly signedIn: boolean;
  /** The member's picture; empty or missing: the default picture. */
  readonly avatarSrc?: string | null;
  /** Where the avatar leads (/member/orders on large screens, /member on small ones). */
  readonly memberHref: string;
  /** The login page's address, with the redirect back where the app wants it. */
  readonly loginHref: string;
  /** Path of the current page, marked in the menu. */
  readonly currentPath?: string;
  /** True while the drawer the menu button opens is open. */
  readonly menuOpen?: boolean;
  /** True while the app switches language. */
  readonly languageSwitching?: boolean;
  /**
   * The phone form only: the menu, search box and language switcher are not rendered at all, for an
   * app that shows them in the drawer on small screens (and re-renders the header when the screen
   * grows). Default false: they are rendered and CSS hides them below 64em.
   */
  readonly compact?: boolean;
  readonly onNavigate?: (item: NavMenuItem) => void;
  readonly onSearch: (keyword: string) => void;
  readonly onLocaleChange: (locale: Locale) => void;
  /** The mobile menu button's click: the app opens the drawer with the vertical NavMenu. */
  readonly onOpenMenu: () => void;
  readonly renderLink?: RenderShellLink;
  readonly labels?: Partial<HeaderLabels>;
}

const DEFAULT_OPEN_MENU = 'Open menu';

/**
 * The shop's header: on phones a row with the menu button, logo, cart and account; from tablet
 * landscape up the logo, menu, search box, language switcher, cart and account in one row.
 */
export function Header({
  shopName,
  locale,
  categories,
  themes,
  searchSuggestions,
  hasCartItems,
  signedIn,
  avatarSrc,
  memberHref,
  loginHref,
  currentPath,
  menuOpen = false,
  languageSwitching,
  compact = false,
  onNavigate,
  onSearch,
  onLocaleChange,
  onOpenMenu,
  renderLink = renderAnchor,
  labels,
}: HeaderProps) {
  return (
    <header className="sf-header">
      <div className="sf-header__bar">
        <button
          type="button"
          className="sf-header__menu-button"
          aria-label={labels?.openMenu ?? DEFAULT_OPEN_MENU}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z" />
          </svg>
        </button>
        <Logo name={shopName} renderLink={renderLink} />
        {!compact && (
          <>
            <div className="sf-header__nav">
              <NavMenu
                categories={categories}
                themes={themes}
                currentPath={currentPath}
                onNavigate={onNavigate}
                renderLink={renderLink}
                labels={labels}
              />
            </div>
            <div className="sf-header__search">
              <SearchBox onSearch={onSearch} suggestions={searchSuggestions} labels={labels} />
            </div>
            <div className="sf-header__language">
              <LanguageSwitcher value={locale} onChange={onLocaleChange} switching={languageSwitching} labels={labels} />
            </div>
          </>
        )}
        <div className="sf-header__actions">
          <CartIcon hasItems={hasCartItems} renderLink={renderLink} labels={labels} />
          {signedIn ? (
            <Avatar src={avatarSrc} href={memberHref} renderLink={renderLink} labels={labels} />
          ) : (
            <LoginButton href={loginHref} renderLink={renderLink} labels={labels} />
          )}
        </div>
      </div>
    </header>
  );
}
