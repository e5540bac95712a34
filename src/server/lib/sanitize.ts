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

/**
 * The e-mail-safe HTML rule (issue 11: template management and the e-mail builder's library). Mail
 * layouts are tables with inline styles, so those stay, with images and links; script, style blocks,
 * forms, frames, event handlers (every `on*` attribute: none is allowed) and `javascript:` / `data:`
 * links go. `{{placeholder}}` links (e.g. `href="{{unsubscribeLink}}"`) have no scheme and are kept.
 */
const EMAIL_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'font',
  'center',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
  'col',
  'hr',
  'sup',
  'sub',
];

const EMAIL_COMMON_ATTRIBUTES = [
  'style',
  'class',
  'align',
  'valign',
  'width',
  'height',
  'bgcolor',
  'dir',
  'lang',
  'title',
  'role',
];

/** CSS that can run code or fetch other documents in old mail clients. */
const UNSAFE_CSS = /expression\s*\(|javascript\s*:|vbscript\s*:|behavior\s*:|-moz-binding|@import/i;

const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: EMAIL_TAGS,
  allowedAttributes: {
    '*': EMAIL_COMMON_ATTRIBUTES,
    a: ['href', 'target', 'name', 'rel'],
    img: ['src', 'alt', 'border'],
    table: ['border', 'cellpadding', 'cellspacing', 'summary'],
    td: ['colspan', 'rowspan', 'nowrap'],
    th: ['colspan', 'rowspan', 'nowrap', 'scope'],
    font: ['color', 'face', 'size'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'title', 'head'],
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style && UNSAFE_CSS.test(attribs.style)) {
        const { style: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
};

/**
 * Sanitizes the HTML of an e-mail template or a builder template with the e-mail-safe rule
 * ({@link EMAIL_HTML}). Document wrappers (`html`, `head`, `body`) go; their content stays.
 * @param html untrusted HTML from a request
 * @returns safe HTML to store and send
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_HTML).trim();
}
