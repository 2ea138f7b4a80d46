import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { toWebp } from '@storefront/domain';
import './RichText.css';

/**
 * Shows rich text (HTML) from the API: the API sanitises what it hands over, and this sanitises
 * again before it reaches the page, so no script, handler or javascript: link can run even if an
 * answer slipped past. Links to other sites open in a new tab without a handle on this page; pictures
 * load as webp, lazily (rich text sits below a page's heading).
 */
export function RichText({ html, className }: { readonly html: string; readonly className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className ? `sf-rich-text ${className}` : 'sf-rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The HTML with everything that could run removed; external links get target and rel, pictures webp and lazy loading. */
export function sanitize(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form', 'input'] });
  for (const link of fragment.querySelectorAll('a[href]')) {
    if (/^https?:\/\//i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const image of fragment.querySelectorAll('img[src]')) {
    image.setAttribute('src', toWebp(image.getAttribute('src') ?? ''));
    image.setAttribute('loading', 'lazy');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
