import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.js';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Avatar', () => {
  it('is a link named after the member centre, its picture decorative', () => {
    const { container } = render(<Avatar src="/v1/avatars/u-1.webp" href="/member/orders" />);

    const link = screen.getByRole('link', { name: 'Member centre' });
    expect(link.getAttribute('href')).toBe('/member/orders');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it.each([undefined, null, ''])('draws the default silhouette when the picture is %j', (src) => {
    const { container } = render(<Avatar src={src} href="/member" />);

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.sf-avatar__picture')).not.toBeNull();
  });

  it('falls back to the silhouette when the picture fails, and tries a new picture again', () => {
    const { container, rerender } = render(<Avatar src="/broken.webp" href="/member" />);

    const broken = container.querySelector('img');
    if (broken === null) throw new Error('no picture drawn');
    fireEvent.error(broken);
    expect(container.querySelector('img')).toBeNull();

    rerender(<Avatar src="/v1/avatars/u-1.webp" href="/member" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/v1/avatars/u-1.webp');
  });
});
