import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * What rich text may hold (the contract's RichText: articles, product and theme descriptions,
 * theme blocks): text markup, lists, tables, links and pictures. Scripts, styles and forms go
 * with their content; every other element gives up its tags and keeps its text; every attribute
 * not listed goes, inline handlers with them, and links keep only web, mail and phone addresses.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/**
 * The latest texts sanitised, by their stored HTML: sanitising parses the whole text (some 30 µs for
 * a short product description), while the same few descriptions are asked for again and again.
 */
const sanitised = new LRUCache<string, string>({
  max: 1_000,
  maxSize: 8_000_000,
  sizeCalculation: (text, html) => text.length + html.length + 1,
});

/**
 * Rich text as the API hands it over: whatever was stored (an editor's paste from an old page
 * included), with nothing left that could run in a browser. The storefront sanitises again.
 */
export function sanitizeRichText(html: string): string {
  let text = sanitised.get(html);
  if (text === undefined) {
    text = sanitizeHtml(html, RICH_TEXT);
    sanitised.set(html, text);
  }
  return text;
}
