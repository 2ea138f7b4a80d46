// The shell components of the kit; re-exported by src/index.ts.
export { Avatar, type AvatarLabels, AvatarPicture, type AvatarPictureProps, type AvatarProps } from '../avatar/Avatar.js';
export { CartIcon, type CartIconLabels, type CartIconProps } from '../cart-icon/CartIcon.js';
export { Footer, type FooterFollow, type FooterLabels, type FooterProps, type FooterTerms } from '../footer/Footer.js';
export { Header, type HeaderLabels, type HeaderProps } from '../header/Header.js';
export { LanguageSwitcher, type LanguageSwitcherLabels, type LanguageSwitcherProps } from '../language-switcher/LanguageSwitcher.js';
export { LoginButton, type LoginButtonLabels, type LoginButtonProps } from '../login-button/LoginButton.js';
export { Logo, type LogoProps } from '../logo/Logo.js';
export {
  NavMenu,
  type NavMenuCategory,
  type NavMenuItem,
  type NavMenuLabels,
  type NavMenuProps,
  type NavMenuTheme,
} from '../nav-menu/NavMenu.js';
export { SearchBox, type SearchBoxLabels, type SearchBoxProps } from '../search-box/SearchBox.js';
export type { RenderShellLink, ShellLinkProps } from '../shell-link/shell-link.js';
