import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { I18nProvider } from '@storefront/i18n/react';
import { BANNER_INTERVAL_MS, BannerCarousel } from './BannerCarousel.js';

const banners: Banner[] = [
  {
    banner_id: 'b-1',
    display_name: 'Winter sale',
    location: 'home_carousel',
    image_url: '/v1/images/banners/b-1-1.png',
    mobile_image_url: '/v1/images/banners/b-1-2.png',
    link_url: '/lucky-bag',
  },
  {
    banner_id: 'b-2',
    display_name: 'New figures',
    location: 'home_carousel',
    image_url: '/v1/images/banners/b-2-1.jpg',
    mobile_image_url: null,
    link_url: 'https://partner.example/figures',
  },
  {
    banner_id: 'b-3',
    display_name: 'Tea week',
    location: 'home_carousel',
    image_url: '/v1/images/banners/b-3-1.png',
    mobile_image_url: null,
    link_url: null,
  },
];

function renderCarousel(list: readonly Banner[] = banners, onBannerClick = vi.fn()) {
  render(
    <I18nProvider i18n={createI18n('en')}>
      <MemoryRouter>
        <BannerCarousel banners={list} onBannerClick={onBannerClick} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { onBannerClick, carousel: screen.getByRole('region', { name: 'Featured' }) };
}

/** The caption of the banner shown now: the one slide that is not inert. */
function shownBanner(): string | undefined {
  const shown = screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0]?.querySelector('.sf-carousel__caption')?.textContent ?? undefined;
}

function currentDot(): string | null {
  const dots = screen.getAllByRole('button', { name: /^Show banner/ });
  return dots.find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label') ?? null;
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => mockReducedMotion(false));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the banner carousel', () => {
  it('shows each banner as a labelled slide with its picture as WebP, the first one fetched first', () => {
    const { carousel } = renderCarousel();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(shownBanner()).toBe('Winter sale');
    const images = carousel.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe('/v1/images/banners/b-1-1.webp');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('width')).toBe('1200');
    expect(images[0]?.getAttribute('height')).toBe('450');
    expect(carousel.querySelector('source')?.getAttribute('srcset')).toBe('/v1/images/banners/b-1-2.webp');
  });

  it('fetches the other banners’ pictures once the first is on the screen', async () => {
    const { carousel } = renderCarousel();
    expect(carousel.querySelectorAll('img')).toHaveLength(1);
    fireEvent.load(carousel.querySelector('img')!);
    await waitFor(() => expect(carousel.querySelectorAll('img')).toHaveLength(3));
    const images = carousel.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[1]?.getAttribute('src')).toBe('/v1/images/banners/b-2-1.webp');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });

  it('fetches them when the first picture fails, or when the shopper moves on before it is in', async () => {
    const failed = renderCarousel();
    fireEvent.error(failed.carousel.querySelector('img')!);
    await waitFor(() => expect(failed.carousel.querySelectorAll('img')).toHaveLength(3));
    cleanup();

    const { carousel } = renderCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    expect(carousel.querySelectorAll('img')).toHaveLength(3);
  });

  it('fetches them when it rotates to the next banner before the first picture is in', () => {
    vi.useFakeTimers();
    const { carousel } = renderCarousel();
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownBanner()).toBe('New figures');
    expect(carousel.querySelectorAll('img')).toHaveLength(3);
  });

  it('links a banner inside the shop, opens another site in a new tab, and reports the click', () => {
    const { onBannerClick } = renderCarousel();
    const internal = screen.getByRole('link', { name: 'Winter sale' });
    expect(internal.getAttribute('href')).toBe('/lucky-bag');
    expect(internal.getAttribute('target')).toBeNull();
    fireEvent.click(internal);
    expect(onBannerClick).toHaveBeenCalledWith(banners[0]);
    // The other slides are inert: hidden from the accessibility tree until shown.
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    const external = screen.getByRole('link', { name: 'New figures (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownBanner()).toBe('Tea week');
    expect(screen.queryByRole('link', { name: 'Tea week' })).toBeNull();
  });

  it('moves with the previous and next buttons, the dots and the arrow keys, wrapping at both ends', () => {
    const { carousel } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownBanner()).toBe('Tea week');
    expect(currentDot()).toBe('Show banner 3: Tea week');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownBanner()).toBe('Winter sale');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2: New figures' }));
    expect(shownBanner()).toBe('New figures');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownBanner()).toBe('Tea week');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownBanner()).toBe('Winter sale');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownBanner()).toBe('Tea week');
  });

  it('rotates on its own, pauses while hovered, and the rotation button stops and starts it', () => {
    vi.useFakeTimers();
    const { carousel } = renderCarousel();
    expect(carousel.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownBanner()).toBe('New figures');

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(shownBanner()).toBe('New figures');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownBanner()).toBe('Tea week');

    fireEvent.click(screen.getByRole('button', { name: 'Pause banner rotation' }));
    expect(carousel.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(shownBanner()).toBe('Tea week');
    fireEvent.click(screen.getByRole('button', { name: 'Play banner rotation' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownBanner()).toBe('Winter sale');
  });

  it('stops rotating when keyboard focus moves into it, until the shopper starts it again', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    expect(screen.getByRole('button', { name: 'Play banner rotation' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(shownBanner()).toBe('Winter sale');
    const play = screen.getByRole('button', { name: 'Play banner rotation' });
    act(() => play.focus());
    fireEvent.click(play);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownBanner()).toBe('New figures');
  });

  it('does not move by itself for a shopper who prefers reduced motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shownBanner()).toBe('Winter sale');
    expect(screen.getByRole('button', { name: 'Play banner rotation' })).toBeTruthy();
  });

  it('has no controls for a single banner', () => {
    renderCarousel(banners.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Winter sale' })).toBeTruthy();
  });
});
