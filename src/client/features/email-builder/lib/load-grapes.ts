/**
 * Loads GrapesJS with the newsletter preset (PRODUCT-DECISIONS 22: bundled, nothing from another
 * host). Dynamic imports, so only the e-mail builder's chunk carries the editor and its CSS.
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
  labels: { frameTitle: string },
): Promise<BuilderEditor> {
  const [{ default: grapesjs }, { default: newsletter }] = await Promise.all([
    import('grapesjs'),
    import('grapesjs-preset-newsletter'),
    import('grapesjs/dist/css/grapes.min.css'),
  ]);
  const editor: Editor = grapesjs.init({
    container,
    height: '640px',
    fromElement: false,
    // PRODUCT-DECISIONS 22: the default icon font comes from a CDN; the preset's panels use SVG icons.
    cssIcons: '',
    storageManager: false,
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
  return {
    getHtml: () => {
      const inlined: unknown = editor.runCommand('gjs-get-inlined-html');
      return typeof inlined === 'string' && inlined ? inlined : editor.getHtml();
    },
    destroy: () => editor.destroy(),
  };
}
