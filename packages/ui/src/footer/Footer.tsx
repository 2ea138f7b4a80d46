import type { ReactNode } from 'react';
import type { Locale } from '@storefront/domain';
import { renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './Footer.css';

/** The policy pages whose footer links record an analytics click. */
export type FooterTerms = 'privacy' | 'shipping' | 'return';

/** The social networks the footer links to. */
export type FooterFollow = 'facebook' | 'instagram';

/** Texts of the footer; the app passes them translated. */
export interface FooterLabels {
  readonly about: string;
  readonly shopping: string;
  readonly contact: string;
  readonly partners: string;
  readonly follow: string;
  readonly aboutUs: string;
  readonly privacy: string;
  readonly shippingTerms: string;
  readonly returnPolicy: string;
  /** The support sentence with {email} where the address goes, e.g. t('footer.supportEmail') without values. */
  readonly supportEmail: string;
  readonly businessHours: string;
  readonly partnerSite: string;
  readonly facebook: string;
  readonly instagram: string;
  /** Read after the name of each link that opens a new tab. */
  readonly newTab: string;
  readonly rights: string;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The shop's name, in the copyright line. */
  readonly shopName: string;
  /** The interface language: it picks the partner site's address. */
  readonly locale: Locale;
  /** The customer service address, shown as a mailto: link. */
  readonly supportEmail: string;
  /** The partner site's address in each language. */
  readonly partnerUrls: Readonly<Record<Locale, string>>;
  readonly facebookUrl: string;
  readonly instagramUrl: string;
  /** Click on a policy link, for analytics; the navigation follows. */
  readonly onTermsClick?: (terms: FooterTerms) => void;
  /** Click on a social link, for analytics. */
  readonly onFollowClick?: (network: FooterFollow) => void;
  /** Click on the partner link, for analytics. */
  readonly onPartnersClick?: () => void;
  /** Renders the links inside the shop (about us, policies); the others are plain anchors. */
  readonly renderLink?: RenderShellLink;
  readonly labels?: Partial<FooterLabels>;
}

const DEFAULT_LABELS: FooterLabels = {
  about: 'About',
  shopping: 'Shopping',
  contact: 'Contact',
  partners: 'Partners',
  follow: 'Follow us',
  aboutUs: 'About us',
  privacy: 'Privacy policy',
  shippingTerms: 'Shipping terms',
  returnPolicy: 'Return policy',
  supportEmail: 'Customer service: {email}',
  businessHours: 'Business hours: Monday to Friday, 10:00–18:00 (Taiwan time), except public holidays',
  partnerSite: 'Partner site',
  facebook: 'Facebook',
  instagram: 'Instagram',
  newTab: '(opens in a new tab)',
  rights: 'All rights reserved.',
};

const EMAIL_PLACEHOLDER = '{email}';

interface ExternalLinkProps {
  readonly href: string;
  readonly label: string;
  readonly newTab: string;
  readonly onClick: (() => void) | undefined;
  /** A glyph before the text, e.g. the network's. */
  readonly icon?: ReactNode;
}

/** A link to another site: a new tab that gets no handle on this page, and says so to screen readers. */
function ExternalLink({ href, label, newTab, onClick, icon }: ExternalLinkProps) {
  // The name starts with the visible text (WCAG 2.5.3) and ends with the new-tab hint; an explicit
  // label reads the same in every browser, where a hidden span's spacing does not.
  return (
    <a
      className="sf-footer__link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${newTab}`}
      onClick={onClick}
    >
      {icon}
      {label}
      <svg className="sf-footer__new-tab" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9 2h5v5h-1.5V4.6L7.5 9.6 6.4 8.5l5-5H9V2ZM3 4h4v1.5H3.5v7h7V9H12v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z"
        />
      </svg>
    </a>
  );
}

interface SectionProps {
  readonly title: string;
  readonly children: ReactNode;
}

/** A titled column of the footer. */
function Section({ title, children }: SectionProps) {
  return (
    <section className="sf-footer__section">
      <h2 className="sf-footer__heading">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The shop's footer: about, shopping (policy links), contact (support e-mail and business hours),
 * partners (a site per language) and follow (facebook, instagram), then the copyright line.
 */
export function Footer({
  shopName,
  locale,
  supportEmail,
  partnerUrls,
  facebookUrl,
  instagramUrl,
  onTermsClick,
  onFollowClick,
  onPartnersClick,
  renderLink = renderAnchor,
  labels,
}: FooterProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  // The address is the link; the translation decides where in the sentence it stands.
  const [beforeEmail = '', afterEmail = ''] = text.supportEmail.split(EMAIL_PLACEHOLDER);

  const terms = (kind: FooterTerms, href: string, label: string) => (
    <li>
      {renderLink({
        href,
        className: 'sf-footer__link',
        children: label,
        onClick: onTermsClick && (() => onTermsClick(kind)),
      })}
    </li>
  );

  return (
    <footer className="sf-footer">
      <div className="sf-footer__sections">
        <Section title={text.about}>
          <ul className="sf-footer__links">
            <li>{renderLink({ href: '/about-us', className: 'sf-footer__link', children: text.aboutUs })}</li>
          </ul>
        </Section>
        <Section title={text.shopping}>
          <ul className="sf-footer__links">
            {terms('privacy', '/privacy', text.privacy)}
            {terms('shipping', '/shipping-terms', text.shippingTerms)}
            {terms('return', '/return-policy', text.returnPolicy)}
          </ul>
        </Section>
        <Section title={text.contact}>
          <p className="sf-footer__text">
            {beforeEmail}
            <a className="sf-footer__link" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            {afterEmail}
          </p>
          <p className="sf-footer__text">{text.businessHours}</p>
        </Section>
        <Section title={text.partners}>
          <ul className="sf-footer__links">
            <li>
              <ExternalLink href={partnerUrls[locale]} label={text.partnerSite} newTab={text.newTab} onClick={onPartnersClick} />
            </li>
          </ul>
        </Section>
        <Section title={text.follow}>
          <ul className="sf-footer__links sf-footer__links--follow">
            <li>
              <ExternalLink
                href={facebookUrl}
                label={text.facebook}
                newTab={text.newTab}
                onClick={onFollowClick && (() => onFollowClick('facebook'))}
                icon={
                  <svg className="sf-footer__network" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 12 2Z"
                    />
                  </svg>
                }
              />
            </li>
            <li>
              <ExternalLink
                href={instagramUrl}
                label={text.instagram}
                newTab={text.newTab}
                onClick={onFollowClick && (() => onFollowClick('instagram'))}
                icon={
                  <svg className="sf-footer__network" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.3-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
                    />
                  </svg>
                }
              />
            </li>
          </ul>
        </Section>
      </div>
      <p className="sf-footer__copyright">
        © {shopName} {text.rights}
      </p>
    </footer>
  );
}
