import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavMenu, type NavMenuItem, type NavMenuProps } from './NavMenu.js';

const categories = [
  { category_id: 'tea', display_name: 'Tea' },
  { category_id: 'gift sets/2024', display_name: 'Gift sets' },
];
const themes = Array.from({ length: 12 }, (_, index) => ({
  theme_id: `t-${index + 1}`,
  display_name: `Theme ${index + 1}`,
}));

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderMenu(props: Partial<NavMenuProps> = {}) {
  return render(<NavMenu categories={categories} themes={themes} {...props} />);
}

function hrefsOf(button: HTMLElement): (string | null)[] {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  return [...(list?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
}

describe('NavMenu', () => {
  it('links Hot news and Lucky bag, and keeps Products and Popular closed at first', () => {
    renderMenu();

    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hot news' }).getAttribute('href')).toBe('/news-list');
    expect(screen.getByRole('link', { name: 'Lucky bag' }).getAttribute('href')).toBe('/lucky-bag');
    for (const name of ['Products', 'Popular']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('lists the categories then All under Products, with the ids encoded into the path', () => {
    renderMenu();

    const products = screen.getByRole('button', { name: 'Products' });
    fireEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(hrefsOf(products)).toEqual(['/product-list/tea', '/product-list/gift%20sets%2F2024', '/product-list/all']);
  });

  it('lists the first ten themes then All under Popular', () => {
    renderMenu();

    const popular = screen.getByRole('button', { name: 'Popular' });
    fireEvent.click(popular);
    const hrefs = hrefsOf(popular);
    expect(hrefs).toHaveLength(11);
    expect(hrefs.at(-2)).toBe('/theme/t-10');
    expect(hrefs.at(-1)).toBe('/theme');
  });

  it('opens one list at a time and closes it on a second click', () => {
    renderMenu();

    const products = screen.getByRole('button', { name: 'Products' });
    const popular = screen.getByRole('button', { name: 'Popular' });
    fireEvent.click(products);
    fireEvent.click(popular);
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(popular.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(popular);
    expect(popular.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])(
    'does not call onNavigate for a click that opens the destination elsewhere (%o)',
    (modifier) => {
      const visited: NavMenuItem[] = [];
      renderMenu({ onNavigate: (item) => visited.push(item) });

      fireEvent.click(screen.getByRole('link', { name: 'Hot news' }), modifier);
      expect(visited).toEqual([]);
      fireEvent.click(screen.getByRole('link', { name: 'Hot news' }));
      expect(visited).toEqual([{ label: 'Hot news', href: '/news-list' }]);
    },
  );

  it('closes an open list on Escape and gives focus back to its button', () => {
    renderMenu();

    const products = screen.getByRole('button', { name: 'Products' });
    fireEvent.click(products);
    const tea = screen.getByRole('link', { name: 'Tea' });
    tea.focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      tea.dispatchEvent(escape);
    });

    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(products);
    // Taken: the drawer around a vertical menu must not close on the same key.
    expect(escape.defaultPrevented).toBe(true);
  });

  it('leaves Escape alone when no list is open', () => {
    renderMenu();

    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      screen.getByRole('button', { name: 'Products' }).dispatchEvent(escape);
    });
    expect(escape.defaultPrevented).toBe(false);
  });

  it.each([
    ['horizontal', 'false'],
    ['vertical', 'true'],
  ] as const)('in the %s variant, focus leaving an open list leaves it expanded=%s', (orientation, expanded) => {
    renderMenu({ orientation });

    const products = screen.getByRole('button', { name: 'Products' });
    fireEvent.click(products);
    fireEvent.blur(products, { relatedTarget: screen.getByRole('link', { name: 'Lucky bag' }) });
    expect(products.getAttribute('aria-expanded')).toBe(expanded);
  });

  it('closes a horizontal list on a pointer down outside the menu', () => {
    renderMenu();

    const products = screen.getByRole('button', { name: 'Products' });
    fireEvent.click(products);
    fireEvent.pointerDown(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(products.getAttribute('aria-expanded')).toBe('false');
  });

  it('calls onNavigate with the clicked destination and closes the list', () => {
    const visited: NavMenuItem[] = [];
    renderMenu({ onNavigate: (item) => visited.push(item), labels: { all: '全部' } });

    const popular = screen.getByRole('button', { name: 'Popular' });
    fireEvent.click(popular);
    fireEvent.click(screen.getByRole('link', { name: '全部' }));
    fireEvent.click(screen.getByRole('link', { name: 'Hot news' }));

    expect(visited).toEqual([
      { label: '全部', href: '/theme' },
      { label: 'Hot news', href: '/news-list' },
    ]);
    expect(popular.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the current page and renders every link through renderLink', () => {
    const renderLink = vi.fn(({ href, ...rest }) => <a data-to={href} href={`#${href}`} {...rest} />);
    renderMenu({ currentPath: '/lucky-bag', renderLink });

    const luckyBag = screen.getByRole('link', { name: 'Lucky bag' });
    expect(luckyBag.getAttribute('aria-current')).toBe('page');
    expect(luckyBag.getAttribute('data-to')).toBe('/lucky-bag');
    expect(screen.getByRole('link', { name: 'Hot news' }).hasAttribute('aria-current')).toBe(false);
    expect(renderLink).toHaveBeenCalledTimes(2 + categories.length + 1 + 10 + 1);
  });
});
