import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, AvatarPicture } from './Avatar.js';

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

describe('AvatarPicture', () => {
  it('draws the picture at the size asked, named when given a text', () => {
    render(<AvatarPicture src="/v1/avatars/u-1.webp" size={96} alt="Your avatar" />);

    const picture = screen.getByRole('img', { name: 'Your avatar' });
    expect(picture.getAttribute('width')).toBe('96');
    expect(picture.getAttribute('src')).toBe('/v1/avatars/u-1.webp');
  });

  it('names the default silhouette too, so a screen reader hears the same with or without a picture', () => {
    render(<AvatarPicture size={96} alt="Default avatar" />);

    expect(screen.getByRole('img', { name: 'Default avatar' }).tagName.toLowerCase()).toBe('svg');
  });
});
