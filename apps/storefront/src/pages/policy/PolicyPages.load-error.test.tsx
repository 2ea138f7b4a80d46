import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.js';

// The first download of the language's texts fails (a dropped connection), the retry succeeds.
vi.mock('./content/load-policy-content.js', async (importActual) => {
  const actual = await importActual<typeof import('./content/load-policy-content.js')>();
  return {
    ...actual,
    loadPolicyContent: vi.fn(actual.loadPolicyContent).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')),
  };
});

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

afterEach(cleanup);

describe('a policy page whose texts fail to download', () => {
  it('keeps its title, offers a retry, and shows the texts once they arrive', async () => {
    renderRoute('/return-policy', {}, { locale: 'en' });

    const message = await screen.findByText('Some data failed to load. Please refresh or try again later.', undefined, PAGE_LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Return policy' })).toBeTruthy();
    fireEvent.click(within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByText('Some data failed to load. Please refresh or try again later.')).toBeNull();
  });
});
