import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopLink } from './ShopLink.js';

afterEach(cleanup);

/** Where the router is, and a link to /product/p-1 (extra props on the link as the test says). */
function Page(props: { readonly replace?: boolean; readonly onClick?: (event: React.MouseEvent) => void; readonly target?: string }) {
  const location = useLocation();
  return (
    <>
      <p>At {location.pathname}</p>
      <ShopLink to="/product/p-1" className="card" {...props}>
        Figure
      </ShopLink>
    </>
  );
}

function renderAtHome(props: Parameters<typeof Page>[0] = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Page {...props} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ShopLink', () => {
  it('is an anchor to the path that the router follows without a page load', () => {
    const router = renderAtHome();
    const link = screen.getByRole('link', { name: 'Figure' });
    expect(link.getAttribute('href')).toBe('/product/p-1');
    expect(link.className).toBe('card');
    // fireEvent answers false when the click's default (the page load) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByText('At /product/p-1')).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when asked', () => {
    const router = renderAtHome({ replace: true });
    fireEvent.click(screen.getByRole('link', { name: 'Figure' }));
    expect(router.state.location.pathname).toBe('/product/p-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces the entry of the page it is on rather than repeat it', () => {
    const router = createMemoryRouter([{ path: '*', element: <ShopLink to="/">Home</ShopLink> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    // jsdom's address is / too, like the browser's under the shop's browser router.
    expect(window.location.pathname).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a modifier key (new tab)', { ctrlKey: true }],
    ['the middle button', { button: 1 }],
    ['shift (new window)', { shiftKey: true }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    renderAtHome();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Figure' }), init)).toBe(true);
    expect(screen.getByText('At /')).toBeTruthy();
  });

  it('runs its own click handler first, which may keep the shopper where they are', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAtHome({ onClick });
    fireEvent.click(screen.getByRole('link', { name: 'Figure' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('At /')).toBeTruthy();
  });

  it('leaves a link for another window to the browser', () => {
    renderAtHome({ target: '_blank' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Figure' }))).toBe(true);
    expect(screen.getByText('At /')).toBeTruthy();
  });

  it('works under a plain router too (tests, stories)', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Figure' }));
    expect(screen.getByText('At /product/p-1')).toBeTruthy();
  });
});
