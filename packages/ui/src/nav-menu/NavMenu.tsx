import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { opensInThisTab, renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './NavMenu.css';

/** A product category as the menu lists it; the catalogue's category type satisfies it as is. */
export interface NavMenuCategory {
  readonly category_id: string;
  readonly display_name: string;
}

/** A theme (popular zone) as the menu lists it; the catalogue's theme type satisfies it as is. */
export interface NavMenuTheme {
  readonly theme_id: string;
  readonly display_name: string;
}

/** A destination of the menu, as onNavigate receives it. */
export interface NavMenuItem {
  readonly label: string;
  readonly href: string;
}

/** Texts of the menu; the app passes them translated. */
export interface NavMenuLabels {
  /** Name of the navigation landmark. */
  readonly menuLabel: string;
  readonly hotNews: string;
  readonly products: string;
  readonly popular: string;
  readonly luckyBag: string;
  /** Last child of Products and of Popular, leading to the whole list. */
  readonly all: string;
}

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  readonly categories: readonly NavMenuCategory[];
  /** Themes in display order; the menu shows the first 10 (spec 9). */
  readonly themes: readonly NavMenuTheme[];
  /** horizontal: a row with drop-down lists (desktop header); vertical: a column with lists that expand in place (mobile drawer). */
  readonly orientation?: 'horizontal' | 'vertical';
  /** Path of the current page: its link is marked as the current page. */
  readonly currentPath?: string;
  /**
   * Called on a click that opens a destination in this tab, before the navigation; the app clears
   * cached pages. A click with Ctrl, Cmd, Shift or Alt (a new tab or window, a download) is not one.
   */
  readonly onNavigate?: (item: NavMenuItem) => void;
  readonly renderLink?: RenderShellLink;
  readonly labels?: Partial<NavMenuLabels>;
}

const DEFAULT_LABELS: NavMenuLabels = {
  menuLabel: 'Main menu',
  hotNews: 'Hot news',
  products: 'Products',
  popular: 'Popular',
  luckyBag: 'Lucky bag',
  all: 'All',
};

/** How many themes the Popular list shows (spec 9). */
const MENU_THEME_COUNT = 10;

type Group = 'products' | 'popular';

interface DisclosureProps {
  readonly label: string;
  readonly listId: string;
  readonly expanded: boolean;
  /** A horizontal drop-down closes when focus leaves it; a vertical list stays open. */
  readonly closeOnBlur: boolean;
  readonly onToggle: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A button that shows and hides its list of links (the disclosure pattern, not an ARIA menu). */
function Disclosure({ label, listId, expanded, closeOnBlur, onToggle, onClose, children }: DisclosureProps) {
  const button = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    // Handled here only: an Escape that closes a list must not also close the drawer around it.
    event.preventDefault();
    event.stopPropagation();
    onClose();
    button.current?.focus();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!closeOnBlur || !expanded) return;
    if (!event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <li className="sf-nav-menu__entry" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button ref={button} type="button" className="sf-nav-menu__toggle" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        {label}
        <svg className="sf-nav-menu__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3.3 5.8 8 10.5l4.7-4.7 1 1L8 12.5 2.3 6.8z" />
        </svg>
      </button>
      <ul id={listId} className="sf-nav-menu__submenu" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}

/**
 * The main menu of spec 2: Hot news, Products (categories and All), Popular (up to 10 themes and
 * All) and Lucky bag, in a row for the desktop header or a column for the mobile drawer.
 */
export function NavMenu({
  categories,
  themes,
  orientation = 'horizontal',
  currentPath,
  onNavigate,
  renderLink = renderAnchor,
  labels,
}: NavMenuProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [open, setOpen] = useState<Group | null>(null);
  const nav = useRef<HTMLElement>(null);
  const id = useId();
  const horizontal = orientation === 'horizontal';

  // A click on something that takes no focus (text, the page) closes an open drop-down too.
  useEffect(() => {
    if (!horizontal || open === null) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [horizontal, open]);

  const link = (item: NavMenuItem, className: string) =>
    renderLink({
      href: item.href,
      className,
      children: item.label,
      onClick: (event) => {
        setOpen(null);
        if (opensInThisTab(event)) onNavigate?.(item);
      },
      'aria-current': item.href === currentPath ? 'page' : undefined,
    });

  const group = (name: Group, label: string, items: readonly NavMenuItem[]) => (
    <Disclosure
      label={label}
      listId={`${id}-${name}`}
      expanded={open === name}
      closeOnBlur={horizontal}
      onToggle={() => setOpen(open === name ? null : name)}
      onClose={() => setOpen(null)}
    >
      {items.map((item) => (
        <li key={item.href}>{link(item, 'sf-nav-menu__sublink')}</li>
      ))}
    </Disclosure>
  );

  const products: NavMenuItem[] = [
    ...categories.map((category) => ({
      label: category.display_name,
      href: `/product-list/${encodeURIComponent(category.category_id)}`,
    })),
    { label: text.all, href: '/product-list/all' },
  ];
  const popular: NavMenuItem[] = [
    ...themes.slice(0, MENU_THEME_COUNT).map((theme) => ({
      label: theme.display_name,
      href: `/theme/${encodeURIComponent(theme.theme_id)}`,
    })),
    { label: text.all, href: '/theme' },
  ];

  return (
    <nav ref={nav} className={`sf-nav-menu sf-nav-menu--${orientation}`} aria-label={text.menuLabel}>
      <ul className="sf-nav-menu__list">
        <li className="sf-nav-menu__entry">{link({ label: text.hotNews, href: '/news-list' }, 'sf-nav-menu__link')}</li>
        {group('products', text.products, products)}
        {group('popular', text.popular, popular)}
        <li className="sf-nav-menu__entry">{link({ label: text.luckyBag, href: '/lucky-bag' }, 'sf-nav-menu__link')}</li>
      </ul>
    </nav>
  );
}
