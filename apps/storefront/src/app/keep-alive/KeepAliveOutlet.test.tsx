import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@storefront/api-client';
import type { ArticleList } from '@storefront/api-contract';
import { makeStore } from '@storefront/store';
import { useShopQuery } from '@storefront/store/react';
import type { RouteHandle } from '../route-handle.js';
import { useClearCachedPages } from './keep-alive-context.js';
import { KeepAliveOutlet } from './KeepAliveOutlet.js';
import { KeepAliveScope } from './KeepAliveScope.js';
import { KEEP_ALIVE_LIMIT } from './page-cache.js';
import { LAYOUT_ROUTE_ID, RootOutlet } from './RootOutlet.js';

const articles: ArticleList = {
  items: [{ article_id: 'n-1', title: 'Lucky bags are back', summary: '', cover_image_url: null, published_at: 1_700_000_000 }],
  total: 1,
  page: 1,
  page_size: 10,
};

/** What the cached pages' effects did, in order: an effect connecting and disconnecting, an interval's ticks. */
const effects = vi.fn<(what: string) => void>();

/** A cached page with state of its own (a counter, a text box), its location, data from the shop API, an effect and an interval. */
function CountingPage() {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const [note, setNote] = useState('');
  const { data } = useShopQuery('listArticles', { page: 1 });
  useEffect(() => {
    effects(`connected ${pathname}`);
    const ticking = setInterval(() => effects(`tick ${pathname}`), 1000);
    return () => {
      clearInterval(ticking);
      effects(`disconnected ${pathname}`);
    };
  }, [pathname]);
  return (
    <section>
      <p>Made for {pathname}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <p>{data ? data.items[0]?.title : 'Loading news'}</p>
    </section>
  );
}

/** The header's part: a menu item that clears the cached pages before it navigates. */
function MenuItem({ to }: { readonly to: string }) {
  const clear = useClearCachedPages();
  return (
    <Link to={to} onClick={clear}>
      Menu item to {to}
    </Link>
  );
}

function TestLayout() {
  return (
    <KeepAliveScope>
      <nav>
        <MenuItem to="/other" />
        <MenuItem to="/list/1" />
      </nav>
      <KeepAliveOutlet />
    </KeepAliveScope>
  );
}

const cached: RouteHandle = { titleKey: 'title.newsList', keepAlive: true };

const routes: RouteObject[] = [
  {
    Component: TestLayout,
    children: [
      { path: 'list/:n', handle: cached, Component: CountingPage },
      { path: 'other', handle: { titleKey: 'title.home' } satisfies RouteHandle, Component: () => <p>Another page</p> },
    ],
  },
];

/** The same layout under the app's root, beside a page outside it (as login is). */
const rootedRoutes: RouteObject[] = [
  {
    Component: RootOutlet,
    children: [
      { ...routes[0], id: LAYOUT_ROUTE_ID },
      { path: 'login', Component: () => <p>Log in here</p> },
    ],
  },
];

/** Renders the test routes at path with a shop API whose article list answers at once, counting the calls. */
function renderAt(path: string, table: RouteObject[] = routes) {
  const listArticles = vi.fn<ApiClient['listArticles']>(async () => articles);
  const api = new Proxy({ listArticles } as Partial<ApiClient>, {
    get: (target, name: string) => target[name as keyof ApiClient] ?? (() => new Promise(() => {})),
  }) as ApiClient;
  const store = makeStore({ locale: { value: 'en' } }, { api });
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const go = (to: string | number) => act(async () => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  return { router, listArticles, go };
}

/** The visible page's counter button (a hidden page's is not in the accessibility tree). */
const counter = () => screen.getByRole('button', { name: /^Clicked/ });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  effects.mockReset();
});

describe('KeepAliveOutlet', () => {
  it('shows a cached page as it was left when the shopper comes back, without loading it again', async () => {
    const { go, listArticles } = renderAt('/list/1');
    expect(await screen.findByText('Lucky bags are back')).toBeTruthy();
    fireEvent.click(counter());
    fireEvent.click(counter());
    await go('/other');
    expect(screen.getByText('Another page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Clicked/ })).toBeNull();
    await go(-1);
    expect(counter().textContent).toBe('Clicked 2 times');
    expect(screen.getByText('Lucky bags are back')).toBeTruthy();
    expect(listArticles).toHaveBeenCalledTimes(1);
  });

  it('keeps one page per address, each seeing the location it was made for while hidden', async () => {
    const { go } = renderAt('/list/1');
    fireEvent.click(counter());
    await go('/list/2');
    expect(screen.getByText('Made for /list/2')).toBeTruthy();
    // The first page is still mounted (hidden) and still renders its own address.
    expect(screen.getByText('Made for /list/1')).toBeTruthy();
    expect(counter().textContent).toBe('Clicked 0 times');
    expect(screen.getAllByRole('button', { name: /^Clicked/, hidden: true }).map((button) => button.textContent)).toEqual([
      'Clicked 1 times',
      'Clicked 0 times',
    ]);
  });

  it('drops every cached page at the navigation after a clear, and the next visit loads afresh', async () => {
    const { go, listArticles } = renderAt('/list/1');
    await screen.findByText('Lucky bags are back');
    fireEvent.click(counter());
    fireEvent.click(screen.getByRole('link', { name: 'Menu item to /other' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(screen.queryByText('Made for /list/1')).toBeNull();
    await go(-1);
    expect(counter().textContent).toBe('Clicked 0 times');
    expect(await screen.findByText('Lucky bags are back')).toBeTruthy();
    expect(listArticles).toHaveBeenCalledTimes(2);
  });

  it('remounts the page on screen when a menu item leads to the same address', async () => {
    const { listArticles } = renderAt('/list/1');
    await screen.findByText('Lucky bags are back');
    fireEvent.click(counter());
    fireEvent.click(screen.getByRole('link', { name: 'Menu item to /list/1' }));
    expect(await screen.findByText('Clicked 0 times')).toBeTruthy();
    expect(await screen.findByText('Lucky bags are back')).toBeTruthy();
    expect(listArticles).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${KEEP_ALIVE_LIMIT} pages, dropping the least recently shown`, async () => {
    const { go } = renderAt('/list/1');
    fireEvent.click(counter());
    for (let n = 2; n <= KEEP_ALIVE_LIMIT + 1; n += 1) await go(`/list/${n}`);
    expect(screen.getAllByRole('button', { name: /^Clicked/, hidden: true })).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(screen.queryByText('Made for /list/1')).toBeNull();
    expect(screen.getByText('Made for /list/2')).toBeTruthy();
    await go('/list/1');
    expect(counter().textContent).toBe('Clicked 0 times');
    expect(screen.queryByText('Made for /list/2')).toBeNull();
  });

  it('keeps a hidden page’s data however long the shopper stays away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { go, listArticles } = renderAt('/list/1');
    await screen.findByText('Lucky bags are back');
    await go('/other');
    // RTK Query forgets an answer nobody subscribes to after 60 s.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    await go(-1);
    expect(screen.getByText('Lucky bags are back')).toBeTruthy();
    expect(listArticles).toHaveBeenCalledTimes(1);
  });

  it('keeps what the shopper typed on a hidden page', async () => {
    const { go } = renderAt('/list/1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'for my sister' } });
    await go('/other');
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await go(-1);
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('for my sister');
  });

  it('pauses a hidden page’s effects (its interval stops) and starts them again when it is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { go } = renderAt('/list/1');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(effects.mock.calls.flat().filter((what) => what === 'tick /list/1')).toHaveLength(2);

    await go('/other');
    expect(effects).toHaveBeenLastCalledWith('disconnected /list/1');
    effects.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(effects).not.toHaveBeenCalled();
    // The page is still there, hidden, with its state.
    expect(screen.getByText('Made for /list/1')).toBeTruthy();

    await go(-1);
    expect(effects.mock.calls.flat()).toEqual(['connected /list/1']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(effects).toHaveBeenLastCalledWith('tick /list/1');
  });
});

describe('RootOutlet', () => {
  it('keeps the layout’s cached pages, as they were, while the shopper is on a page outside it', async () => {
    const { go, listArticles } = renderAt('/list/1', rootedRoutes);
    expect(await screen.findByText('Lucky bags are back')).toBeTruthy();
    fireEvent.click(counter());
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'for my sister' } });
    await go('/login');
    expect(screen.getByText('Log in here')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Menu item to /other' })).toBeNull();
    await go(-1);
    expect(counter().textContent).toBe('Clicked 1 times');
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('for my sister');
    expect(screen.getByText('Lucky bags are back')).toBeTruthy();
    expect(listArticles).toHaveBeenCalledTimes(1);
  });

  it('keeps the page that was on screen and its data however long the shopper stays outside the layout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { go, listArticles } = renderAt('/list/1', rootedRoutes);
    await screen.findByText('Lucky bags are back');
    await go('/login');
    // RTK Query forgets an answer nobody subscribes to after 60 s.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    // Another cached page asking for the same answer finds it there.
    await go('/list/2');
    await go('/list/1');
    expect(screen.getAllByText('Lucky bags are back')).toHaveLength(2);
    expect(listArticles).toHaveBeenCalledTimes(1);
  });

  it('pauses the layout’s effects while it is hidden and starts them again when it is shown', async () => {
    const { go } = renderAt('/list/1', rootedRoutes);
    expect(effects).toHaveBeenLastCalledWith('connected /list/1');
    await go('/login');
    expect(effects).toHaveBeenLastCalledWith('disconnected /list/1');
    await go(-1);
    expect(effects).toHaveBeenLastCalledWith('connected /list/1');
  });
});
