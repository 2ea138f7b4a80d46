import { Fragment, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@storefront/domain';
import { formatDate, type TranslationKey } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { Skeleton } from '@storefront/ui';
import { shopConfig } from '../../app/shop-config.js';
import { LoadError } from '../../components/LoadError.js';
import { loadedPolicyContent, loadPolicyContent } from './content/load-policy-content.js';
import { POLICY_UPDATED, type PolicyBlock, type PolicyContent, type PolicyKind, type PolicySection } from './content/types.js';
import './PolicyPages.css';

/** The placeholder of the content texts for the customer-service address. */
const EMAIL_TOKEN = '{email}';

/** Skeleton rows standing in for the table of contents and the text while the language's texts load. */
const SKELETON_TOC_LINES = 6;
const SKELETON_PARAGRAPHS = 3;

type ContentState = { readonly locale: Locale; readonly content: PolicyContent } | { readonly locale: Locale; readonly failed: true };

/** The current language's policy texts: loaded on first use, undefined until then, with a retry after a failed download. */
function usePolicyContent(locale: Locale) {
  const [state, setState] = useState<ContentState | null>(() => {
    const content = loadedPolicyContent(locale);
    return content ? { locale, content } : null;
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadPolicyContent(locale).then(
      (content) => active && setState({ locale, content }),
      () => active && setState({ locale, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);

  const current = state?.locale === locale ? state : null;
  return {
    content: current && 'content' in current ? current.content : undefined,
    failed: current !== null && 'failed' in current,
    retry: () => {
      setState(null);
      setAttempt((count) => count + 1);
    },
  };
}

/** A content text with the customer-service address, where `{email}` stands, as a mail link. */
function PolicyText({ text }: { readonly text: string }) {
  const address = shopConfig.supportEmail;
  return text.split(EMAIL_TOKEN).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <a href={`mailto:${address}`}>{address}</a>}
      {part}
    </Fragment>
  ));
}

function Block({ block }: { readonly block: PolicyBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <PolicyText text={block} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List>
      {block.list.map((item) => (
        <li key={item}>
          <PolicyText text={item} />
        </li>
      ))}
    </List>
  );
}

/** The table of contents: in-page links that move both the view and the keyboard focus to a section. */
function TableOfContents({ sections }: { readonly sections: readonly PolicySection[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav className="sf-policy__toc" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-policy__toc-title">
        {t('policy.contents')}
      </h2>
      <ol className="sf-policy__toc-list">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={`#${section.id}`}
              className="sf-policy__toc-link"
              // The router scrolls to the hash; the focus follows so keyboard and screen-reader users land there too.
              onClick={() => document.getElementById(section.id)?.focus({ preventScroll: true })}
            >
              {section.heading}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PolicySkeleton() {
  return (
    <div className="sf-policy__layout" aria-hidden="true">
      <div className="sf-policy__toc">
        <Skeleton lines={SKELETON_TOC_LINES} />
      </div>
      <div className="sf-policy__body">
        {Array.from({ length: SKELETON_PARAGRAPHS }, (_, index) => (
          <div key={index} className="sf-policy__skeleton-paragraph">
            <Skeleton lines={4} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A policy page: its title, when it last changed, a table of contents and the sections, in the
 * current language's texts (downloaded for that language only), at a readable line length.
 */
function PolicyPage({ kind, titleKey }: { readonly kind: PolicyKind; readonly titleKey: TranslationKey }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { content, failed, retry } = usePolicyContent(locale);
  const policy = content?.[kind];
  const titleId = useId();
  const updated = POLICY_UPDATED[kind];

  return (
    <article className="sf-policy" aria-labelledby={titleId} aria-busy={!policy && !failed}>
      <header className="sf-policy__header">
        <h1 id={titleId} className="sf-policy__title">
          {t(titleKey)}
        </h1>
        <p className="sf-policy__updated">
          {/* The date is a calendar day, the same wherever the shopper is. */}
          {t('policy.lastUpdated', { date: formatDate(updated, locale, { timeZone: 'UTC' }) })}
        </p>
      </header>
      {failed && <LoadError onRetry={retry} />}
      {!failed && !policy && <PolicySkeleton />}
      {policy && (
        <div className="sf-policy__layout">
          <TableOfContents sections={policy.sections} />
          <div className="sf-policy__body">
            {policy.intro.map((paragraph) => (
              <p key={paragraph} className="sf-policy__intro">
                <PolicyText text={paragraph} />
              </p>
            ))}
            {policy.sections.map((section) => (
              <section key={section.id} className="sf-policy__section" aria-labelledby={section.id}>
                <h2 id={section.id} className="sf-policy__section-title" tabIndex={-1}>
                  {section.heading}
                </h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}

/** /privacy: what personal data the shop collects, why, for how long, and the shopper's rights. */
export function PrivacyPage() {
  return <PolicyPage kind="privacy" titleKey="title.privacy" />;
}

/** /shipping-terms: where orders ship from and to, customs identity, and the refused-parcel rule of spec 9. */
export function ShippingTermsPage() {
  return <PolicyPage kind="shipping" titleKey="title.shippingTerms" />;
}

/** /return-policy: the cooling-off period, what cannot be returned, and how refunds work. */
export function ReturnPolicyPage() {
  return <PolicyPage kind="returns" titleKey="title.returnPolicy" />;
}

/** /about-us: who runs the shop, what it sells and how to reach it. */
export function AboutUsPage() {
  return <PolicyPage kind="about" titleKey="title.aboutUs" />;
}
