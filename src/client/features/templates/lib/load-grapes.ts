/**
 * Loads GrapesJS with the newsletter preset (PRODUCT-DECISIONS 22: bundled, nothing from another
 * host). Dynamic imports, so only the e-mail builder's chunk carries the editor, its CSS, its Turkish
 * texts and the Font Awesome 4 icon font its panels use (served from our origin, not the CDN).
 */
import type { Editor } from 'grapesjs';

/** A minimal handle on the editor the builder needs (also what tests fake). */
export interface BuilderEditor {
  /** The e-mail HTML with the CSS inlined (the preset's `gjs-get-inlined-html`). */
  getHtml(): string;
  destroy(): void;
}

/**
 * Creates the editor in `container`.
 * @throws Error when the editor's chunk cannot be loaded (the page then offers the fallback editor)
 */
export async function createGrapesEditor(
  container: HTMLElement,
  language: 'tr' | 'en',
  labels: {
    frameTitle: string;
    /** The preset's blocks by id (sect100, button, text…), in `language`; the preset names them in English. */
    blocks: Record<string, string>;
  },
): Promise<BuilderEditor> {
  const [{ default: grapesjs }, { default: newsletter }, { default: turkish }] = await Promise.all([
    import('grapesjs'),
    import('grapesjs-preset-newsletter'),
    import('grapesjs/locale/tr.mjs'),
    import('grapesjs/dist/css/grapes.min.css'),
    import('font-awesome/css/font-awesome.min.css'),
  ]);
  const editor: Editor = grapesjs.init({
    container,
    height: '640px',
    fromElement: false,
    // PRODUCT-DECISIONS 22: GrapesJS would link the icon font from a CDN; the bundled copy is imported above.
    cssIcons: '',
    i18n: { locale: language, detectLocale: false, localeFallback: 'en', messages: { tr: turkish } },
    storageManager: false,
    // Issue 18: GrapesJS posts usage data to app.grapesjs.com once the editor is ready (on any host but
    // localhost). No page of ours talks to another host; the browser suite's guard fails on it.
    telemetry: false,
    // Dropped images are kept inline (data URLs), never uploaded or fetched from elsewhere.
    assetManager: { upload: false, embedAsBase64: true, assets: [] },
    plugins: [newsletter],
    pluginsOpts: { [newsletter as unknown as string]: {} },
    components:
      language === 'tr'
        ? '<table style="width:100%;max-width:600px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;"><tr><td style="padding:24px;"><h1 style="color:#1e3a8a;font-size:22px;">Başlık</h1><p style="font-size:15px;line-height:1.6;color:#1f2937;">Metninizi buraya yazın.</p></td></tr></table>'
        : '<table style="width:100%;max-width:600px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;"><tr><td style="padding:24px;"><h1 style="color:#1e3a8a;font-size:22px;">Heading</h1><p style="font-size:15px;line-height:1.6;color:#1f2937;">Write your text here.</p></td></tr></table>',
  });
  // Accessibility of the third-party UI: the canvas frame gets a title, the scrolling side panel
  // can be reached with the keyboard.
  const label = () => {
    editor.Canvas.getFrameEl()?.setAttribute('title', labels.frameTitle);
    container.querySelector('.gjs-pn-views-container')?.setAttribute('tabindex', '0');
  };
  label();
  editor.on('load', label);
  for (const [id, text] of Object.entries(labels.blocks)) editor.Blocks.get(id)?.set('label', text);
  return {
    getHtml: () => {
      const inlined: unknown = editor.runCommand('gjs-get-inlined-html');
      return typeof inlined === 'string' && inlined ? inlined : editor.getHtml();
    },
    destroy: () => editor.destroy(),
  };
}
