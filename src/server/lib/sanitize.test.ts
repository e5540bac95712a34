import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizePartnerHtml } from './sanitize';

describe('sanitizePartnerHtml (the one partner HTML rule)', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote><p>1<br />2</p>';
    expect(sanitizePartnerHtml(html)).toBe(html);
  });

  it('drops script and style with their content, event handlers and style attributes', () => {
    const out = sanitizePartnerHtml(
      '<p onclick="x()" style="position:fixed">ok</p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)"><iframe src="//e"></iframe>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('keeps http(s) and mailto links with rel noopener nofollow ugc, and drops javascript: ones', () => {
    expect(sanitizePartnerHtml('<a href="https://a.example" target="_blank" onclick="x">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener nofollow ugc" target="_blank">a</a>',
    );
    expect(sanitizePartnerHtml('<a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="mailto:a@b.example" rel="noopener nofollow ugc">m</a>',
    );
    expect(sanitizePartnerHtml('<p><a href="javascript:alert(1)">x</a></p>')).not.toContain('javascript');
    expect(sanitizePartnerHtml('<p><a href="JaVaScRiPt&colon;alert(1)">x</a></p>')).not.toMatch(/javascript/i);
    expect(sanitizePartnerHtml('<a href="//evil.example">x</a>')).not.toContain('evil');
  });

  it('maps b/i to strong/em and empties an empty editor', () => {
    expect(sanitizePartnerHtml('<p><b>a</b><i>b</i></p>')).toBe('<p><strong>a</strong><em>b</em></p>');
    expect(sanitizePartnerHtml('<p></p><p> </p>')).toBe('');
  });

  it('gives the plain text for search', () => {
    expect(htmlToPlainText('<p>Gümrük &amp; lojistik</p><ul><li>a</li><li>b</li></ul>')).toBe('Gümrük & lojistik a b');
  });
});
