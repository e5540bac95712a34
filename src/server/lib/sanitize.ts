/**
 * The one HTML rule for partner rich text (issue 8; spec §3 Partner.description): every partner HTML
 * write (the profile editor, an approval copying an application) goes through {@link sanitizePartnerHtml},
 * so what the profile page renders with `dangerouslySetInnerHTML` never carries script.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * Allowed: paragraphs, h2–h4, strong/em/u/s, lists, blockquote, br and links. Everything else is
 * dropped with its tags kept out (script, style and their content are removed entirely); no
 * attribute survives except a link's `href` (http, https, mailto only), and links get
 * `rel="noopener nofollow ugc"` (user-generated, opens nothing with our window) and keep `target`
 * only as `_blank`. h4 stays because the seeded demo descriptions use it.
 */
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'br'];

const PARTNER_HTML: sanitizeHtml.IOptions = {
  // span only as the marker of a dropped link; the second pass removes it (keeping its text).
  allowedTags: [...ALLOWED_TAGS, 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // TipTap writes <b>/<i> from pasted content; keep their meaning under the allowed names.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      // A link to anything but http(s) or mailto keeps its text and loses the link (the span marker
      // goes in the second pass: discarding a transformed tag in one pass mis-closes the next one).
      const href = (attribs.href ?? '').trim();
      if (!/^(https?:\/\/|mailto:)/i.test(href)) return { tagName: 'span', attribs: {} };
      const out: Record<string, string> = { href };
      out.rel = 'noopener nofollow ugc';
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
  },
};

/** The second pass: the same tags without the span marker; attributes were settled by the first. */
const FINAL_PASS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/**
 * Sanitizes partner rich text with the shared rule (see {@link PARTNER_HTML}). Empty markup (only
 * whitespace and empty paragraphs, as an emptied editor sends `<p></p>`) becomes ''.
 * @param html untrusted HTML from a request
 * @returns safe HTML to store and render
 */
export function sanitizePartnerHtml(html: string): string {
  const clean = sanitizeHtml(sanitizeHtml(html, PARTNER_HTML), FINAL_PASS).trim();
  return htmlToPlainText(clean) === '' ? '' : clean;
}

/**
 * The tag-free text of sanitized HTML, whitespace collapsed (`partners.description_text`, the search
 * document's description part). Block ends become spaces so "</li><li>" does not glue two words.
 */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h2|h3|h4|blockquote)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
