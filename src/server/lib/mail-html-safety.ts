/**
 * The one rule for admin-edited mail HTML (issue 18; docs/decisions/016-mail-template-safety.md):
 * mail templates, builder (campaign) templates and campaigns.
 *
 * 1. A secret-bearing placeholder ({@link SECRET_PLACEHOLDERS}: reset, verification, confirmation and
 *    unsubscribe links) stands only as the whole `href` of an `<a>` or as text. Anywhere else (another
 *    attribute, `style`, `srcset`, CSS `url()`, a comment, a `<style>` block) a mail client could send
 *    the token to the host the URL names, without a click.
 * 2. Nothing loads from another origin: every resource address (img `src`/`srcset`, `background`,
 *    `poster`, `<link href>`, media `src`, CSS `url()`/`@import`/`image-set()` in `style` attributes and
 *    `<style>` blocks…) is relative, on the site's own host (PUBLIC_URL), on a host a master_admin
 *    allowed in the system settings, a `cid:` attachment or a `data:` raster image.
 *
 * 3. A block placeholder (`HTML_BLOCK_PLACEHOLDERS`: HTML the server builds, the weekly digest's
 *    sections) stands only as text; its value is a {@link MailHtml}, made by {@link mailHtml}, which
 *    escapes every value put into it (docs/decisions/041-weekly-digest.md).
 *
 * {@link assertSafeMailHtml} checks all three on every save and answers 400 TEMPLATE_UNSAFE_HTML naming
 * the element. {@link renderMailHtml} fills placeholders at send time and leaves a secret or block
 * placeholder empty wherever rules 1 and 3 forbid it, so a template stored before the rules cannot leak
 * or break either. Both read the HTML with one parser pass ({@link scanMailHtml}, htmlparser2 as
 * sanitize-html reads it).
 */
import { type Handler, Parser } from 'htmlparser2';
import { isBlockPlaceholder, isSecretPlaceholder, PLACEHOLDER_PATTERN } from '@shared/contracts/templates';
import { AppError } from './errors';
import { escapeHtml } from './html';

/** Elements whose text is not shown as text (code, styles, raw data): a secret there is not "text". */
const NON_TEXT_ELEMENTS = new Set([
  'style',
  'script',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'xmp',
  'plaintext',
  'textarea',
  'title',
  'template',
  'head',
  'svg',
  'math',
]);

/** Attributes whose value is fetched by the client (on any element). `href` is handled apart. */
const RESOURCE_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'imagesrcset',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
  'data',
  'codebase',
  'archive',
  'ping',
  'xlink:href',
  'manifest',
]);
/** Attributes holding a list of addresses: `srcset` candidates (URL then descriptor), `ping` URLs. */
const LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset', 'ping', 'archive']);
/** Elements whose `href` navigates on a click instead of loading something. */
const NAVIGATION_HREF = new Set(['a', 'area']);

/** One `{{name}}` in the HTML: its offsets and whether it stands where a secret may stand. */
export interface PlaceholderUse {
  name: string;
  start: number;
  end: number;
  /** Whole `<a href>` value or text content. */
  linkOrText: boolean;
  /** Text content (shown as text: not in a comment, a `<style>`, a `<title>`…), where a block may stand. */
  text: boolean;
  /** Where it stands, as shown to the admin: `<img src>`, `<style>`, `<!-- -->`, `<td>`. */
  element: string;
}

/** One address the mail client would fetch. */
export interface ResourceUse {
  element: string;
  address: string;
}

export interface MailHtmlScan {
  placeholders: PlaceholderUse[];
  resources: ResourceUse[];
}

interface Range {
  start: number;
  end: number;
  element: string;
  linkOrText: boolean;
  text: boolean;
}

/**
 * htmlparser2's parser, told to report where each text run, attribute value and comment lies in the
 * source, so that a placeholder (found by offset) can be judged by what contains it. The open-element
 * stack and decoded attribute values come from the parser's own events (implied closes included).
 */
class PositionParser extends Parser {
  readonly ranges: Range[] = [];
  readonly resources: ResourceUse[] = [];
  private readonly open: string[] = [];
  private tag = '';
  private tagStart = 0;
  private attrValue: { start: number; end: number }[] = [];

  constructor(private readonly source: string) {
    const handler: Partial<Handler> = {};
    super(handler, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    handler.onopentagname = (name) => {
      this.tag = name;
    };
    handler.onopentag = (name) => {
      this.open.push(name);
    };
    handler.onclosetag = (name) => {
      const at = this.open.lastIndexOf(name);
      if (at !== -1) this.open.length = at;
    };
    handler.onattribute = (name, value) => this.attribute(name, value);
  }

  override onopentagname(start: number, endIndex: number): void {
    this.tagStart = start - 1;
    super.onopentagname(start, endIndex);
  }

  override onopentagend(endIndex: number): void {
    this.tagRange(endIndex);
    super.onopentagend(endIndex);
  }

  override onselfclosingtag(endIndex: number): void {
    this.tagRange(endIndex);
    super.onselfclosingtag(endIndex);
  }

  /** The tag itself (name, attribute names): a placeholder here is in no value and no text. */
  private tagRange(endIndex: number): void {
    this.ranges.push({
      start: this.tagStart,
      end: endIndex + 1,
      element: `<${this.tag}>`,
      linkOrText: false,
      text: false,
    });
  }

  override onattribname(start: number, endIndex: number): void {
    this.attrValue = [];
    super.onattribname(start, endIndex);
  }

  override onattribdata(start: number, endIndex: number): void {
    this.attrValue.push({ start, end: endIndex });
    super.onattribdata(start, endIndex);
  }

  /** One attribute, its value decoded (`&#104;ttps:` is `https:`); called by the parser at its end. */
  private attribute(name: string, value: string): void {
    const element = `<${this.tag} ${name}>`;
    const wholeLink = this.tag === 'a' && name === 'href' && /^\s*\{\{\s*\w+\s*\}\}\s*$/.test(value);
    for (const part of this.attrValue) this.ranges.push({ ...part, element, linkOrText: wholeLink, text: false });
    this.attrValue = [];
    if (name === 'style') {
      for (const address of cssAddresses(value)) this.resources.push({ element, address });
    } else if (RESOURCE_ATTRIBUTES.has(name) || (name === 'href' && !NAVIGATION_HREF.has(this.tag))) {
      const addresses = LIST_ATTRIBUTES.has(name) ? listAddresses(name, value) : [value];
      for (const address of addresses) this.resources.push({ element, address });
    }
  }

  override ontext(start: number, endIndex: number): void {
    const nonText = this.open.findLast((name) => NON_TEXT_ELEMENTS.has(name));
    const element = `<${nonText ?? this.open.at(-1) ?? 'body'}>`;
    this.ranges.push({ start, end: endIndex, element, linkOrText: nonText === undefined, text: nonText === undefined });
    if (this.open.includes('style')) {
      for (const address of cssAddresses(this.source.slice(start, endIndex))) {
        this.resources.push({ element: '<style>', address });
      }
    }
    super.ontext(start, endIndex);
  }

  override oncomment(start: number, endIndex: number, offset: number): void {
    // Conditional comments (`<!--[if mso]>…`) are read by Outlook: what is in a comment is not text.
    this.ranges.push({ start, end: endIndex + 1, element: '<!-- -->', linkOrText: false, text: false });
    super.oncomment(start, endIndex, offset);
  }

  override oncdata(start: number, endIndex: number, offset: number): void {
    this.ranges.push({ start, end: endIndex + 1, element: '<![CDATA[ ]]>', linkOrText: false, text: false });
    super.oncdata(start, endIndex, offset);
  }
}

/** The addresses of a `srcset` (each candidate's URL) or of a space-separated list (`ping`, `archive`). */
function listAddresses(name: string, value: string): string[] {
  if (name === 'ping' || name === 'archive') return value.split(/[\s,]+/).filter(Boolean);
  // A candidate is a URL, then an optional descriptor, comma-separated. Splitting at every comma is
  // stricter than the browser (a comma inside a URL makes two checks), never looser.
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * The addresses a piece of CSS (a `style` attribute or a `<style>` block) would fetch: `url()`
 * arguments (with `src()`), `@import` strings and the strings of `image-set()`. CSS comments are
 * dropped and escapes decoded first, so `u\72l(` and `/ * * /` tricks do not hide one.
 */
export function cssAddresses(css: string): string[] {
  const text = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD';
    })
    .replace(/\\(.)/g, '$1');
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:url|src)\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi)) {
    out.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  for (const m of text.matchAll(/@import\s*(?:"([^"]*)"|'([^']*)')/gi)) out.push(m[1] ?? m[2] ?? '');
  for (const m of text.matchAll(/image-set\(/gi)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const begin = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    for (const s of text.slice(begin, i).matchAll(/"([^"]*)"|'([^']*)'/g)) out.push(s[1] ?? s[2] ?? '');
  }
  return out;
}

/**
 * Reads mail HTML once: every `{{placeholder}}` with where it stands, and every address the mail
 * client would fetch.
 * @param html the template as stored or as submitted (not yet rendered)
 */
export function scanMailHtml(html: string): MailHtmlScan {
  const parser = new PositionParser(html);
  parser.parseComplete(html);
  const placeholders: PlaceholderUse[] = [];
  for (const m of html.matchAll(PLACEHOLDER_PATTERN)) {
    const start = m.index;
    const end = start + m[0].length;
    // The innermost range holding the whole placeholder (a tag's range holds its attribute values).
    const holders = parser.ranges.filter((r) => r.start <= start && end <= r.end);
    const holder = holders.sort((a, b) => a.end - a.start - (b.end - b.start))[0];
    placeholders.push({
      name: m[1]!,
      start,
      end,
      linkOrText: holder?.linkOrText ?? false,
      text: holder?.text ?? false,
      element: holder?.element ?? 'HTML',
    });
  }
  return { placeholders, resources: parser.resources };
}

/** Where a mail may load resources from: the site and the hosts a master_admin allowed. */
export interface MailResourcePolicy {
  /** PUBLIC_URL: relative addresses resolve against it, and its host is always allowed. */
  publicUrl: string;
  /** Host names allowed in the system settings (exact, lower case). */
  allowedHosts: readonly string[];
}

/** `data:` images that cannot fetch anything themselves (SVG can, so it is not among them). */
const SAFE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp|avif)[;,]/i;

/**
 * Why `address` may not be fetched, shown to the admin (its host, else its scheme or a placeholder),
 * or null when it may.
 */
export function refusedAddress(address: string, policy: MailResourcePolicy): string | null {
  const value = address.trim();
  if (value === '') return null;
  // A placeholder at the start decides the scheme and host at send time: nobody can check it now.
  if (/^\{\{/.test(value)) return value.slice(0, 60);
  if (/^cid:/i.test(value)) return null;
  if (/^data:/i.test(value)) return SAFE_DATA.test(value) ? null : 'data:';
  let url: URL;
  try {
    url = new URL(value, policy.publicUrl);
  } catch {
    return value.slice(0, 60);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return url.protocol;
  const own = new URL(policy.publicUrl);
  if (url.host === own.host) return null;
  const host = url.hostname.toLowerCase();
  return policy.allowedHosts.includes(host) ? null : host;
}

/** A broken rule, as the 400 answer names it. */
export type MailHtmlViolation =
  { kind: 'secret' | 'block'; element: string; name: string } | { kind: 'resource'; element: string; address: string };

/** Every break of the three rules in `html`, in document order (misplaced placeholders first). */
export function mailHtmlViolations(html: string, policy: MailResourcePolicy): MailHtmlViolation[] {
  const scan = scanMailHtml(html);
  const out: MailHtmlViolation[] = [];
  for (const p of scan.placeholders) {
    if (isSecretPlaceholder(p.name) && !p.linkOrText)
      out.push({ kind: 'secret', element: p.element, name: `{{${p.name}}}` });
    if (isBlockPlaceholder(p.name) && !p.text) out.push({ kind: 'block', element: p.element, name: `{{${p.name}}}` });
  }
  for (const r of scan.resources) {
    const address = refusedAddress(r.address, policy);
    if (address !== null) out.push({ kind: 'resource', element: r.element, address });
  }
  return out;
}

/**
 * Refuses admin-edited mail HTML that breaks either rule (see the module comment). Call it on the
 * HTML as submitted, before sanitising, so the admin hears about what they wrote.
 * @param field the request field holding the HTML (for `fieldErrors`)
 * @throws AppError TEMPLATE_UNSAFE_HTML (400) naming the first offending element, e.g.
 *   "`<img src>` … (evil.example)" or "`{{resetLink}}` … `<img src>`"
 */
export function assertSafeMailHtml(html: string, policy: MailResourcePolicy, field = 'htmlContent'): void {
  const [first] = mailHtmlViolations(html, policy);
  if (!first) return;
  const message = {
    secret: 'templates.unsafeSecretPlaceholder',
    block: 'templates.unsafeBlockPlaceholder',
    resource: 'templates.unsafeResource',
  } as const;
  throw new AppError('TEMPLATE_UNSAFE_HTML', {
    message: message[first.kind],
    params: first.kind === 'resource' ? first : { element: first.element, name: first.name },
    fieldErrors: { [field]: ['templates.unsafeHtmlField'] },
  });
}

/**
 * A piece of mail HTML the server built, the value of a block placeholder (`HTML_BLOCK_PLACEHOLDERS`).
 * Made only by {@link mailHtml}, which escapes what it is given, so holding one means every text in it
 * was escaped; {@link renderMailHtml} puts it in unescaped, and only where the template has it as text.
 */
export class MailHtml {
  private constructor(readonly html: string) {}

  /** @internal {@link mailHtml}'s constructor. */
  static fromTemplate(strings: TemplateStringsArray, values: readonly MailHtmlValue[]): MailHtml {
    let html = strings[0]!;
    values.forEach((value, i) => {
      html += htmlOf(value) + strings[i + 1]!;
    });
    return new MailHtml(html);
  }
}

/** What {@link mailHtml} takes between its markup: text and numbers (escaped), built HTML, lists of it. */
export type MailHtmlValue = string | number | MailHtml | readonly MailHtml[];

function htmlOf(value: MailHtmlValue): string {
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  if (value instanceof MailHtml) return value.html;
  return value.map((part) => part.html).join('');
}

/**
 * Builds mail HTML from markup written in the code and values escaped into it (text, numbers, URLs in
 * quoted attributes), like a JSX expression: `` mailHtml`<a href="${url}">${name}</a>` ``. A
 * {@link MailHtml} (or a list of them) goes in as it is.
 */
export function mailHtml(strings: TemplateStringsArray, ...values: MailHtmlValue[]): MailHtml {
  return MailHtml.fromTemplate(strings, values);
}

/** A value of a mail template's placeholder: text (escaped when filled), or built HTML for a block one. */
export type MailParam = string | MailHtml;

/**
 * Fills the `{{name}}` placeholders of mail HTML with HTML-escaped values (unknown names become '').
 * A secret placeholder that does not stand as a whole `<a href>` or as text is left empty, whatever
 * the template says: the send-time half of rule 1. A {@link MailHtml} value goes in unescaped where
 * its placeholder stands as text and nowhere else (rule 3).
 */
export function renderMailHtml(template: string, params: Record<string, MailParam>): string {
  const uses = scanMailHtml(template).placeholders;
  let out = '';
  let at = 0;
  for (const use of uses) {
    const value = params[use.name] ?? '';
    let filled: string;
    if (value instanceof MailHtml) filled = use.text ? value.html : '';
    else filled = isSecretPlaceholder(use.name) && !use.linkOrText ? '' : escapeHtml(value);
    out += template.slice(at, use.start) + filled;
    at = use.end;
  }
  return out + template.slice(at);
}
