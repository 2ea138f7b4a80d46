import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { createI18n } from '@storefront/i18n';
import { Button } from '../button/Button.js';
import { EmptyState } from './EmptyState.js';

const cartIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </svg>
);

const searchIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5 5" />
  </svg>
);

const onContinue = fn();

const meta = {
  title: 'Overlays/EmptyState',
  component: EmptyState,
  args: { title: '' },
  argTypes: { title: { control: false }, icon: { control: false }, action: { control: false } },
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <EmptyState
        {...args}
        icon={searchIcon}
        title={i18n.t('search.resultsFor', { keyword: '烏龍茶' })}
        text={i18n.t('search.empty', { keyword: '烏龍茶' })}
        action={
          <Button variant="secondary" href="#/product-list/all">
            {i18n.t('productList.all')}
          </Button>
        }
      />
    );
  },
} satisfies Meta<typeof EmptyState>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Everything: icon, title, a line of text and a link to go on; keyboard users reach it with Tab. */
export const NoSearchResults: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const i18n = createI18n(globals['locale']);
    const title = i18n.t('search.resultsFor', { keyword: '烏龍茶' });
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.getByText(i18n.t('search.empty', { keyword: '烏龍茶' }))).toBeVisible();
    await expect(canvasElement.querySelector('.sf-empty-state__icon')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: i18n.t('productList.all') })).toHaveFocus();
  },
};

/** A button as the action: the app's callback runs on click. */
export const EmptyCart: Story = {
  render: (args, { globals }) => {
    const i18n = createI18n(globals['locale']);
    return (
      <EmptyState
        {...args}
        icon={cartIcon}
        title={i18n.t('cart.empty')}
        action={<Button onClick={onContinue}>{i18n.t('cart.continueShopping')}</Button>}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n(globals['locale']);
    await expect(canvas.getByRole('heading', { name: i18n.t('cart.empty') })).toBeVisible();
    onContinue.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('cart.continueShopping') }));
    await expect(onContinue).toHaveBeenCalledOnce();
  },
};

/** The title alone, here a level-3 heading inside a member-centre section. */
export const TitleOnly: Story = {
  args: { headingLevel: 3 },
  render: (args, { globals }) => <EmptyState {...args} title={createI18n(globals['locale']).t('orders.empty')} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent(createI18n(globals['locale']).t('orders.empty'));
    await expect(canvasElement.querySelector('.sf-empty-state')?.childElementCount).toBe(1);
  },
};
