import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeRichText } from './html.js';

describe('escapeHtml', () => {
  it('makes text safe in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});

describe('sanitizeRichText', () => {
  it('keeps the markup an article or a description is written in', () => {
    const html =
      '<h2>Key points</h2><p>From <strong>1</strong> to <em>12</em> December.</p><ul><li>One</li></ul>' +
      '<p><a href="https://example.test/a" title="More">More</a> <a href="/news/n-2001">News</a> <a href="mailto:help@shop.test">Mail</a></p>' +
      '<p><img src="/v1/images/articles/n-2001-2.png" alt="Poster" width="600" height="600" /></p>' +
      '<table><tbody><tr><th scope="row">Size</th><td colspan="2">S-XL</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and forms with their content, and every handler', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script><style>p{}</style></p><form><input name="x"></form>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<p onclick="alert(1)">Hi <img src="/a.png" alt="" onerror="alert(1)" onload="alert(2)" /></p>')).toBe(
      '<p>Hi <img src="/a.png" alt="" /></p>',
    );
  });

  it('keeps the text of elements it does not allow, and no attribute it does not list', () => {
    expect(
      sanitizeRichText('<iframe src="https://x.test"></iframe><p style="color:red" class="x" id="y">Text</p><object>Obj</object>'),
    ).toBe('<p>Text</p>Obj');
  });

  it('keeps only web, mail and phone addresses in links and pictures', () => {
    expect(
      sanitizeRichText(
        '<a href="javascript:alert(1)">A</a><a href="data:text/html,x">B</a><a href="//evil.test/x">C</a><a href="tel:+886">D</a>',
      ),
    ).toBe('<a>A</a><a>B</a><a>C</a><a href="tel:+886">D</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)" alt="x" />')).toBe('<img alt="x" />');
  });

  it('answers a text asked for again, and an empty one, as the first time', () => {
    const pasted = '<p onclick="x()">Again<script>alert(1)</script></p>';
    expect(sanitizeRichText(pasted)).toBe('<p>Again</p>');
    expect(sanitizeRichText(pasted)).toBe('<p>Again</p>');
    expect(sanitizeRichText('')).toBe('');
  });
});
