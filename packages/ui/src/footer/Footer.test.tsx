import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, type FooterProps } from './Footer.js';

const props: FooterProps = {
  shopName: 'Storefront',
  locale: 'en',
  supportEmail: 'service@shop.example',
  partnerUrls: {
    tw: 'https://partners.example/tw',
    cn: 'https://partners.example/cn',
    en: 'https://partners.example/en',
  },
  facebookUrl: 'https://facebook.example/shop',
  instagramUrl: 'https://instagram.example/shop',
};

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Footer', () => {
  it('links the support address by mailto: where the sentence puts it', () => {
    render(<Footer {...props} labels={{ supportEmail: 'Write to {email} any time' }} />);

    const email = screen.getByRole('link', { name: 'service@shop.example' });
    expect(email.getAttribute('href')).toBe('mailto:service@shop.example');
    expect(email.parentElement?.textContent).toBe('Write to service@shop.example any time');
  });

  it.each(['tw', 'cn', 'en'] as const)('links the partner site of the %s language', (locale) => {
    render(<Footer {...props} locale={locale} />);

    const partner = screen.getByRole('link', { name: 'Partner site (opens in a new tab)' });
    expect(partner.getAttribute('href')).toBe(props.partnerUrls[locale]);
  });

  it('opens the partner and social links in a new tab without a handle on the shop', () => {
    render(<Footer {...props} />);

    for (const name of ['Partner site', 'Facebook', 'Instagram']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('reports clicks on the policy, partner and social links', () => {
    const onTermsClick = vi.fn();
    const onFollowClick = vi.fn();
    const onPartnersClick = vi.fn();
    render(<Footer {...props} onTermsClick={onTermsClick} onFollowClick={onFollowClick} onPartnersClick={onPartnersClick} />);

    // The new-tab links would open a tab; the click handlers run all the same.
    const click = (name: string) => {
      const link = screen.getByRole('link', { name });
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
    };
    click('Privacy policy');
    click('Shipping terms');
    click('Return policy');
    click('Partner site (opens in a new tab)');
    click('Facebook (opens in a new tab)');
    click('Instagram (opens in a new tab)');
    click('About us');

    expect(onTermsClick.mock.calls).toEqual([['privacy'], ['shipping'], ['return']]);
    expect(onFollowClick.mock.calls).toEqual([['facebook'], ['instagram']]);
    expect(onPartnersClick).toHaveBeenCalledOnce();
  });

  it('renders the in-shop links through renderLink and the others as plain anchors', () => {
    const renderLink = vi.fn(({ href, ...rest }) => <a data-to={href} href={`#${href}`} {...rest} />);
    render(<Footer {...props} renderLink={renderLink} />);

    const hrefs = renderLink.mock.calls.map(([link]) => link.href);
    expect(hrefs).toEqual(['/about-us', '/privacy', '/shipping-terms', '/return-policy']);
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('data-to')).toBe('/about-us');
  });
});
