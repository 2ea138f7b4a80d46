import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { isSupportedLocale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { Pagination, type PaginationLabels, type PaginationProps } from './Pagination.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
function labelsFor(globals: Readonly<Record<string, unknown>>): PaginationLabels {
  const { t } = createI18n(isSupportedLocale(globals['locale']) ? globals['locale'] : undefined);
  return {
    label: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page) => t('pagination.page', { page }),
  };
}

/** Keeps the page in state, as the app does, and reports each change to the story's spy. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  args: { page: 10, totalPages: 20, onPageChange: fn() },
  argTypes: { labels: { control: false, description: 'Set from the toolbar locale' } },
  // The key starts the state afresh when the page is changed from the controls.
  render: (args, { globals }) => <StatefulPagination key={args.page} {...args} labels={labelsFor(globals)} />,
} satisfies Meta<typeof Pagination>;

export default meta;

type Story = StoryObj<typeof meta>;

/** In the middle of a long list: both ends, the current page with its neighbours, gaps between. */
export const Middle: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const labels = labelsFor(globals);
    await expect(canvas.getByRole('navigation', { name: labels.label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.page(10) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['', '1', '9', '10', '11', '20', '']);

    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(canvas.getByRole('button', { name: labels.page(11) })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: labels.page(20) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['', '1', '16', '17', '18', '19', '20', '']);
  },
};

/** The first page: previous is aria-disabled, keeps focus, and does nothing. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const labels = labelsFor(globals);
    const previous = canvas.getByRole('button', { name: labels.previous });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.page(1) }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** The last page, reached by keyboard: next turns aria-disabled and focus stays on it. */
export const LastPage: Story = {
  args: { page: 19 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const labels = labelsFor(globals);
    const next = canvas.getByRole('button', { name: labels.next });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

/** Seven pages or fewer: every page, no gaps. */
export const FewPages: Story = {
  args: { page: 3, totalPages: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
    await expect(canvas.queryByText('…')).toBeNull();
  },
};

/** One page: nothing to paginate, nothing drawn. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** On a phone: nine targets of 32 px fit the narrowest column. */
export const Phone: Story = {
  args: { page: 50, totalPages: 120 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.sf-pagination__list');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(375);
  },
};
