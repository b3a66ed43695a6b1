import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// sanitize-html (with postcss and htmlparser2, ~50 modules) loads with the first rich text, not with every start.
const requireModule = createRequire(import.meta.url);
let loaded: typeof sanitizeHtml | undefined;
const sanitize: typeof sanitizeHtml = ((html: string, options?: sanitizeHtml.IOptions) => {
  loaded ??= requireModule('sanitize-html') as typeof sanitizeHtml;
  return loaded(html, options);
}) as typeof sanitizeHtml;

/**
 * What the rich-text editor produces and readers may receive: text structure, links and images. Everything
 * else (script, style, iframe, forms, event handlers, inline styles) is dropped; URLs keep only http(s),
 * mailto and paths on this site, so `javascript:` or `data:` never reach a reader's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens elsewhere cannot reach back into this page.
    a: (tagName, attribs) => {
      const kept = withAddress(attribs, 'href');
      return {
        tagName,
        attribs: kept.target ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withAddress(attribs, 'src') }),
  },
};

/**
 * Addresses are absolute http(s), mailto, a path of this site or an anchor; anything else (a relative name, a
 * back-quoted `javascript:`) loses the attribute, whatever a browser might make of it.
 */
const ADDRESS = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;
function withAddress(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || ADDRESS.test(value.trim())) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/** Rich-text HTML as it may be stored and served: sanitised on every write, on the server. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The text of rich-text HTML (search snippets, meta descriptions). */
export function richTextToPlain(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
