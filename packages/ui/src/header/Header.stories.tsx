import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Drawer } from '../drawer/Drawer.js';
import { LanguageSwitcher } from '../language-switcher/LanguageSwitcher.js';
import { LoginButton } from '../login-button/LoginButton.js';
import { NavMenu } from '../nav-menu/NavMenu.js';
import { SearchBox } from '../search-box/SearchBox.js';
import { headerLabels, shopName, storyLink } from '../shell-stories/story-support.js';
import { Header, type HeaderProps } from './Header.js';

// Stories run offline, so the member's picture is an inline SVG.
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<rect width="64" height="64" fill="#dfe9d8"/>',
    '<circle cx="32" cy="26" r="12" fill="#5d7a4e"/>',
    '<rect x="12" y="44" width="40" height="24" rx="12" fill="#9c4a2f"/>',
    '</svg>',
  ].join(''),
)}`;

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    shopName: 'Storefront',
    locale: 'tw',
    categories: [
      { category_id: 'tea', display_name: '茶葉' },
      { category_id: 'teaware', display_name: '茶具' },
    ],
    themes: [
      { theme_id: 't-spring', display_name: '春茶上市' },
      { theme_id: 't-gift', display_name: '送禮首選' },
    ],
    searchSuggestions: ['東方美人茶'],
    hasCartItems: false,
    signedIn: false,
    memberHref: '/member/orders',
    loginHref: '/login?redirect=%2F',
    onNavigate: fn(),
    onSearch: fn(),
    onLocaleChange: fn(),
    onOpenMenu: fn(),
    renderLink: storyLink,
  },
  argTypes: {
    locale: { control: false, description: 'Set from the toolbar' },
    shopName: { control: false, description: 'The shop name (app.name) in the toolbar locale' },
    renderLink: { control: false },
  },
  render: (args) => <Header {...args} shopName={shopName(args.locale)} labels={headerLabels(args.locale)} />,
} satisfies Meta<typeof Header>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Desktop, a visitor: logo, menu, search box, language, cart and the login icon in one row. */
export const DesktopVisitor: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvas }) => {
    const text = headerLabels(args.locale);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: shopName(args.locale) })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: text.menuLabel })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: text.searchLabel })).toHaveAttribute('placeholder', '東方美人茶');
    await expect(canvas.getByRole('combobox', { name: text.languageLabel })).toHaveValue(args.locale);
    await expect(canvas.getByRole('link', { name: text.cart })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: text.login })).toHaveAttribute('href', '/login?redirect=%2F');
    await expect(canvas.queryByRole('button', { name: text.openMenu })).toBeNull();
  },
};

/** Desktop, a member with items in the cart: the avatar and the cart's dot; search and menu reach the app. */
export const DesktopMember: Story = {
  args: { signedIn: true, avatarSrc: PICTURE, hasCartItems: true, currentPath: '/news-list' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvas }) => {
    const text = headerLabels(args.locale);
    await expect(canvas.getByRole('link', { name: text.member })).toHaveAttribute('href', '/member/orders');
    await expect(canvas.getByRole('link', { name: text.cartWithItems })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text.login })).toBeNull();

    await userEvent.type(canvas.getByRole('searchbox', { name: text.searchLabel }), '鐵觀音{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('鐵觀音');

    await userEvent.click(canvas.getByRole('button', { name: text.products }));
    await userEvent.click(canvas.getByRole('link', { name: '茶具' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: '茶具', href: '/product-list/teaware' });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.languageLabel }), 'en');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

/** Phone, a visitor: the menu button opens the drawer; the menu, search and language live there. */
export const PhoneVisitor: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas }) => {
    const text = headerLabels(args.locale);
    const menuButton = canvas.getByRole('button', { name: text.openMenu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.getByRole('link', { name: text.cart })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.login })).toBeVisible();

    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

/** Phone, a member without a picture, the drawer open: the default avatar leads to /member. */
export const PhoneMemberMenuOpen: Story = {
  args: { signedIn: true, avatarSrc: '', hasCartItems: true, memberHref: '/member', menuOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, canvasElement }) => {
    const text = headerLabels(args.locale);
    await expect(canvas.getByRole('button', { name: text.openMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: text.member })).toHaveAttribute('href', '/member');
    await expect(canvasElement.querySelector('svg.sf-avatar__picture')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.cartWithItems })).toBeVisible();
  },
};

/** The header and the drawer as the app puts them together on a phone. */
function PhoneShell(props: HeaderProps) {
  const [open, setOpen] = useState(false);
  const text = headerLabels(props.locale);
  const i18n = createI18n(props.locale);
  const close = () => setOpen(false);
  return (
    <>
      <Header
        {...props}
        shopName={shopName(props.locale)}
        labels={text}
        compact
        menuOpen={open}
        onOpenMenu={() => {
          props.onOpenMenu();
          setOpen(true);
        }}
      />
      <Drawer open={open} onClose={close} title={i18n.t('nav.menu')} labels={{ close: i18n.t('nav.closeMenu') }}>
        <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
          <SearchBox
            suggestions={props.searchSuggestions}
            labels={text}
            onSearch={(keyword) => {
              props.onSearch(keyword);
              close();
            }}
          />
          <LoginButton variant="full" href={props.loginHref} renderLink={storyLink} labels={text} />
          <NavMenu
            orientation="vertical"
            categories={props.categories}
            themes={props.themes}
            renderLink={storyLink}
            labels={text}
            onNavigate={(item) => {
              props.onNavigate?.(item);
              close();
            }}
          />
          <LanguageSwitcher value={props.locale} onChange={props.onLocaleChange} labels={text} />
        </div>
      </Drawer>
    </>
  );
}

/**
 * Phone, the header compact as the app draws it there: the menu button opens the drawer (another
 * group's Drawer) with the search box, the login button, the vertical menu and the language.
 * Escape in an open list closes the list, not the drawer; a second Escape closes the drawer; a
 * menu click navigates and closes it.
 */
export const PhoneMenuInDrawer: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <PhoneShell {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const text = headerLabels(args.locale);
    const i18n = createI18n(args.locale);
    const menuButton = canvas.getByRole('button', { name: text.openMenu });
    // Compact: the header holds no menu, search or language of its own, hidden or not.
    const header = canvasElement.querySelector('header')!;
    await expect(header.querySelector('nav, form, select')).toBeNull();

    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = within(canvas.getByRole('dialog', { name: i18n.t('nav.menu') }));
    await expect(drawer.getByRole('searchbox', { name: text.searchLabel })).toBeVisible();
    await expect(drawer.getByRole('link', { name: text.login })).toBeVisible();

    const products = drawer.getByRole('button', { name: text.products });
    await userEvent.click(products);
    await userEvent.tab();
    await expect(drawer.getByRole('link', { name: '茶葉' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toHaveFocus();
    await expect(canvas.getByRole('dialog')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    const reopened = within(canvas.getByRole('dialog'));
    await userEvent.click(reopened.getByRole('button', { name: text.popular }));
    await userEvent.click(reopened.getByRole('link', { name: '春茶上市' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: '春茶上市', href: '/theme/t-spring' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(2);
  },
};
