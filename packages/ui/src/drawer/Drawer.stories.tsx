import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { Drawer, type DrawerProps } from './Drawer.js';

type I18n = ReturnType<typeof createI18n>;

const CATEGORIES = ['茶葉', '茶具', '點心', '禮盒', '聯名商品', '周邊', '預購', '福袋', '限定'];

/** The mobile menu as the header draws it: a menu button, and the drawer's open state. */
function MenuDemo({ open: initiallyOpen, onClose, i18n, children }: DrawerProps & { readonly i18n: I18n }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" aria-label={i18n.t('nav.openMenu')} onClick={() => setOpen(true)}>
        ☰
      </button>
      <Drawer
        open={open}
        title={i18n.t('nav.menu')}
        labels={{ close: i18n.t('nav.closeMenu') }}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {children}
      </Drawer>
    </>
  );
}

/** What the mobile menu holds: search, the login button and the navigation. */
function MenuContent({ i18n, categories }: { readonly i18n: I18n; readonly categories: readonly string[] }): ReactNode {
  const link = { color: 'inherit', display: 'block', padding: 'var(--sf-space-2) 0' };
  return (
    <>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          aria-label={i18n.t('header.searchLabel')}
          placeholder={i18n.t('header.searchPlaceholder')}
          style={{
            boxSizing: 'border-box',
            inlineSize: '100%',
            minBlockSize: '2.75rem',
            font: 'inherit',
          }}
        />
      </form>
      <Button fullWidth>{i18n.t('header.login')}</Button>
      <nav aria-label={i18n.t('nav.label')}>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <a style={link} href="#/news-list">
              {i18n.t('nav.hotNews')}
            </a>
          </li>
          <li>
            {i18n.t('nav.products')}
            <ul style={{ margin: 0, paddingInlineStart: 'var(--sf-space-4)', listStyle: 'none' }}>
              {categories.map((name, index) => (
                <li key={name}>
                  <a style={link} href={`#/product-list/c-${index + 1}`}>
                    {name}
                  </a>
                </li>
              ))}
              <li>
                <a style={link} href="#/product-list/all">
                  {i18n.t('nav.all')}
                </a>
              </li>
            </ul>
          </li>
          <li>
            <a style={link} href="#/theme">
              {i18n.t('nav.popular')}
            </a>
          </li>
          <li>
            <a style={link} href="#/lucky-bag">
              {i18n.t('nav.luckyBag')}
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: false, title: '', onClose: fn() },
  argTypes: { open: { control: false }, title: { control: false } },
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <MenuDemo {...args} i18n={i18n}>
        <MenuContent i18n={i18n} categories={CATEGORIES.slice(0, 3)} />
      </MenuDemo>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The mobile menu: slides in from the left, 320 px wide, takes focus, keeps Tab inside, closes on
 * Escape and on the overlay, and gives focus back to the menu button. Left open for review.
 */
export const MobileMenu: Story = {
  play: async ({ canvas, args, globals }) => {
    const i18n = createI18n(globals['locale']);
    const opener = canvas.getByRole('button', { name: i18n.t('nav.openMenu') });
    await userEvent.click(opener);

    const drawer = canvas.getByRole('dialog', { name: i18n.t('nav.menu') });
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(Math.min(320, window.innerWidth));
    await expect(box.height).toBe(window.innerHeight);

    const close = within(drawer).getByRole('button', { name: i18n.t('nav.closeMenu') });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    const last = within(drawer).getByRole('link', { name: i18n.t('nav.luckyBag') });
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('searchbox', { name: i18n.t('header.searchLabel') })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(canvas.getByRole('dialog'));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: i18n.t('nav.closeMenu') }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** More entries than the screen holds: the sheet scrolls under its sticky header, the page does not. */
export const LongMenu: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <MenuDemo {...args} i18n={i18n}>
        <MenuContent i18n={i18n} categories={[...CATEGORIES, ...CATEGORIES.map((name) => `${name} 2`)]} />
      </MenuDemo>
    );
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.openMenu') }));

    const drawer = canvas.getByRole('dialog', { name: i18n.t('nav.menu') });
    const panel = drawer.firstElementChild;
    await expect(panel?.scrollHeight).toBeGreaterThan(panel?.clientHeight ?? 0);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

    const all = within(drawer).getByRole('link', { name: i18n.t('nav.all') });
    all.focus();
    await expect(panel?.scrollTop).toBeGreaterThan(0);
    const heading = within(drawer).getByRole('heading', { name: i18n.t('nav.menu') });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
