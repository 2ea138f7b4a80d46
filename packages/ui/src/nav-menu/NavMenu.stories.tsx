import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { headerLabels, storyLink, storyLocale } from '../shell-stories/story-support.js';
import { NavMenu, type NavMenuCategory, type NavMenuTheme } from './NavMenu.js';

const categories: NavMenuCategory[] = [
  { category_id: 'tea', display_name: '茶葉' },
  { category_id: 'teaware', display_name: '茶具' },
  { category_id: 'snacks', display_name: '茶點' },
];

const themes: NavMenuTheme[] = [
  { theme_id: 't-spring', display_name: '春茶上市' },
  { theme_id: 't-gift', display_name: '送禮首選' },
  { theme_id: 't-collab', display_name: '聯名限定' },
];

// Twelve themes: the menu shows the first ten (spec 9).
const manyThemes: NavMenuTheme[] = Array.from({ length: 12 }, (_, index) => ({
  theme_id: `t-${index + 1}`,
  display_name: `主題 ${index + 1}`,
}));

const meta = {
  title: 'Shell/NavMenu',
  component: NavMenu,
  args: { categories, themes, onNavigate: fn(), renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  render: (args, { globals }) => <NavMenu {...args} labels={headerLabels(storyLocale(globals))} />,
} satisfies Meta<typeof NavMenu>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The desktop row: Hot news, Products, Popular and Lucky bag; the lists are closed. */
export const Horizontal: Story = {
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByRole('navigation', { name: text.menuLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.hotNews })).toHaveAttribute('href', '/news-list');
    await expect(canvas.getByRole('link', { name: text.luckyBag })).toHaveAttribute('href', '/lucky-bag');
    for (const name of [text.products, text.popular]) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryByRole('link', { name: '茶葉' })).toBeNull();
  },
};

/** By keyboard: Enter opens Products, Tab reaches its links, Escape closes it and focus goes back to the button. */
export const Keyboard: Story = {
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const products = canvas.getByRole('button', { name: text.products });

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.hotNews })).toHaveFocus();
    await userEvent.tab();
    await expect(products).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(products).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '茶葉' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: '茶葉' })).toBeNull();
  },
};

/** Products open: the categories, then All; Popular opening closes it; a click elsewhere closes Popular. */
export const ProductsOpen: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const products = canvas.getByRole('button', { name: text.products });
    const popular = canvas.getByRole('button', { name: text.popular });

    await userEvent.click(products);
    const list = canvasElement.querySelector(`#${CSS.escape(products.getAttribute('aria-controls') ?? '')}`);
    const links = [...(list?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['茶葉', '/product-list/tea'],
      ['茶具', '/product-list/teaware'],
      ['茶點', '/product-list/snacks'],
      [text.all, '/product-list/all'],
    ]);

    await userEvent.click(popular);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(popular).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(popular).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** A click on a destination calls onNavigate with it (the app clears cached pages) and closes the list. */
export const Navigate: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const popular = canvas.getByRole('button', { name: text.popular });

    await userEvent.click(popular);
    await userEvent.click(canvas.getByRole('link', { name: '送禮首選' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: '送禮首選', href: '/theme/t-gift' });
    await expect(popular).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(canvas.getByRole('link', { name: text.hotNews }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ label: text.hotNews, href: '/news-list' });
  },
};

/** More than ten themes: Popular lists the first ten, then All. */
export const TenThemesAtMost: Story = {
  args: { themes: manyThemes },
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await userEvent.click(canvas.getByRole('button', { name: text.popular }));
    await expect(canvas.getByRole('link', { name: '主題 10' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '主題 11' })).toBeNull();
    const all = canvas.getByRole('link', { name: text.all });
    await expect(all).toHaveAttribute('href', '/theme');
  },
};

/** Before the categories and themes load, each list holds All alone. */
export const NothingLoadedYet: Story = {
  args: { categories: [], themes: [] },
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await userEvent.click(canvas.getByRole('button', { name: text.products }));
    await expect(canvas.getByRole('link', { name: text.all })).toHaveAttribute('href', '/product-list/all');
  },
};

/** The current page's link is marked as such. */
export const CurrentPage: Story = {
  args: { currentPath: '/lucky-bag' },
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByRole('link', { name: text.luckyBag })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.hotNews })).not.toHaveAttribute('aria-current');
  },
};

/** The mobile drawer's column (320 wide): lists open in place, and stay open when focus moves on. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '320px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const products = canvas.getByRole('button', { name: text.products });

    await userEvent.click(products);
    await expect(canvas.getByRole('link', { name: '茶具' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.popular })).toHaveFocus();
    await expect(products).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Escape}');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toHaveFocus();
  },
};
