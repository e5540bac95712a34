import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectPage } from './prerender';

// The real template: the test fails when index.html loses a marker the build relies on.
const template = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const page = {
  html: '<div class="flex">Merhaba &amp; hoş geldiniz</div>',
  title: 'A & "B"',
  description: 'Açıklama <kısa>',
};

describe('injectPage', () => {
  it('puts exactly the markup into #root, marked with its language, in place of the static shell', () => {
    const html = injectPage(template, 'en', page);
    expect(html).toContain(
      '<div id="root" data-prerendered="en"><div class="flex">Merhaba &amp; hoş geldiniz</div></div>',
    );
    expect(html).not.toContain('app-html:start');
    expect(html).not.toContain('h-10 bg-navy-deep'); // the static shell is gone
    expect(html).toContain('<script type="module"');
  });

  it('sets <html lang>, the title and the description, escaped', () => {
    const html = injectPage(template, 'en', page);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>A &amp; &quot;B&quot;</title>');
    expect(html).toContain('<meta name="description" content="Açıklama &lt;kısa&gt;" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('refuses a template without the markers (a build error, not a silent plain page)', () => {
    expect(() => injectPage(template.replace('<!--app-html:start-->', ''), 'tr', page)).toThrow(/app-html/);
  });
});
