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
const PARTNER_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'br'],
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
      const out: Record<string, string> = { rel: 'noopener nofollow ugc' };
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/**
 * Sanitizes partner rich text with the shared rule (see {@link PARTNER_HTML}). Empty markup (only
 * whitespace and empty paragraphs, as an emptied editor sends `<p></p>`) becomes ''.
 * @param html untrusted HTML from a request
 * @returns safe HTML to store and render
 */
export function sanitizePartnerHtml(html: string): string {
  const clean = sanitizeHtml(html, PARTNER_HTML).trim();
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
