import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardLinkProps, type ProductCardProduct } from './ProductCard.js';

const tea: ProductCardProduct = {
  product_id: 'p-1001',
  display_name: 'Alishan oolong tea 150 g',
  marked_price: 1500,
  selling_price: 1280,
  images: ['/v1/images/p-1001.webp', '/v1/images/p-1001-side.webp'],
  stock: 12,
};

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('ProductCard', () => {
  it('is one link to the product page, named by the product and what it costs', () => {
    render(<ProductCard product={tea} locale="tw" href="/product/p-1001" />);

    const link = screen.getByRole('link', {
      name: 'Alishan oolong tea 150 g NT$1,280 Original price NT$1,500',
    });
    expect(screen.getAllByRole('link')).toEqual([link]);
    expect(link.getAttribute('href')).toBe('/product/p-1001');
    expect(link.className).toBe('sf-product-card');
  });

  it('draws the first image lazily, sized to reserve its box, without repeating the name', () => {
    const { container } = render(<ProductCard product={tea} locale="tw" href="/product/p-1001" />);

    // alt="" takes the image out of the accessibility tree, hence no query by role.
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/v1/images/p-1001.webp');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('480');
    expect(image?.getAttribute('height')).toBe('480');
  });

  it('fetches the picture at once and first when the card has priority (a first row)', () => {
    const { container } = render(<ProductCard product={tea} locale="tw" href="/product/p-1001" priority />);

    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the selling price and strikes through the marked price when discounted', () => {
    render(<ProductCard product={tea} locale="en" href="/product/p-1001" />);

    expect(screen.getByText('NT$1,280').className).toContain('sf-price-tag__price--sale');
    const marked = screen.getByText('NT$1,500');
    expect(marked.tagName).toBe('S');
  });

  it.each([
    ['missing', null],
    ['zero', 0],
  ])('shows the marked price alone when the selling price is %s', (_, selling_price) => {
    render(<ProductCard product={{ ...tea, selling_price }} locale="cn" href="/product/p-1001" />);

    expect(screen.getByRole('link', { name: 'Alishan oolong tea 150 g NT$1,500' })).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
  });

  it('does not strike anything when the selling price is above the marked price', () => {
    render(<ProductCard product={{ ...tea, selling_price: 1600 }} locale="tw" href="/product/p-1001" />);

    expect(screen.getByText('NT$1,600').className).toBe('sf-price-tag__price');
    expect(document.querySelector('s')).toBeNull();
  });

  it('marks a product without stock as sold out, in the link name too', () => {
    render(<ProductCard product={{ ...tea, selling_price: null, stock: 0 }} locale="tw" href="/p" />);

    expect(screen.getByText('Sold out')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Alishan oolong tea 150 g NT$1,500 Sold out' });
    expect(link.className).toContain('sf-product-card--dimmed');
  });

  it.each([
    ['pre-order, sold regardless of stock', { pre_order: true, stock: 0 }, 'Pre-order', 'sf-product-card'],
    ['unavailable once taken off sale', { available: false }, 'Unavailable', 'sf-product-card sf-product-card--dimmed'],
    [
      'unavailable once expired, even as a pre-order',
      { expired: true, pre_order: true },
      'Unavailable',
      'sf-product-card sf-product-card--dimmed',
    ],
  ])('marks a product %s', (_, flags, badge, className) => {
    render(<ProductCard product={{ ...tea, selling_price: null, ...flags }} locale="en" href="/p" />);

    const link = screen.getByRole('link', { name: `Alishan oolong tea 150 g NT$1,500 ${badge}` });
    expect(link.className).toBe(className);
  });

  it('veils an age-restricted product: blurred picture marked adults only, name and price kept', () => {
    render(<ProductCard product={tea} locale="tw" href="/product/p-1001" veiled labels={{ adultsBadge: '18+', adultsOnly: '限制級' }} />);

    // The mark comes first, as it sits on the picture: a screen reader hears it before the name.
    const link = screen.getByRole('link', { name: '限制級 Alishan oolong tea 150 g NT$1,280 Original price NT$1,500' });
    expect(link.className).toBe('sf-product-card sf-product-card--veiled');
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('18+');
  });

  it('shows no badge on sale', () => {
    const { container } = render(<ProductCard product={tea} locale="en" href="/p" />);

    expect(container.querySelector('.sf-badge')).toBeNull();
  });

  it('requests a jpg, png or gif image as webp', () => {
    const { container } = render(<ProductCard product={{ ...tea, images: ['/v1/images/p-1001.JPG?v=2'] }} locale="en" href="/p" />);

    expect(container.querySelector('img')?.getAttribute('src')).toBe('/v1/images/p-1001.webp?v=2');
  });

  it('takes translated labels from the app', () => {
    render(<ProductCard product={{ ...tea, stock: 0 }} locale="tw" href="/p" labels={{ soldOut: '已售完', originalPrice: '原價' }} />);

    const name = 'Alishan oolong tea 150 g NT$1,280 原價 NT$1,500 已售完';
    expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('keeps the square box but draws no image when the product has none', () => {
    const { container } = render(<ProductCard product={{ ...tea, images: [] }} locale="tw" href="/p" />);

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.sf-product-card__media')).not.toBeNull();
  });

  it('renders its link through renderLink, e.g. a router link', () => {
    const calls: ProductCardLinkProps[] = [];
    render(
      <ProductCard
        product={tea}
        locale="tw"
        href="/product/p-1001"
        renderLink={(props) => {
          calls.push(props);
          const { href, ...rest } = props;
          return <a data-to={href} href={`#${href}`} {...rest} />;
        }}
      />,
    );

    const link = screen.getByRole('link', { name: /^Alishan oolong tea 150 g/ });
    expect(link.getAttribute('data-to')).toBe('/product/p-1001');
    expect(link.getAttribute('href')).toBe('#/product/p-1001');
    expect(calls[0]?.className).toBe('sf-product-card');
  });
});
