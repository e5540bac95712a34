const BLOCK_BOUNDARY = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article)\b[^>]*>/gi;

/**
 * Plain text of an HTML fragment for card text (ARCHITECTURE.md: "strips tags for card text").
 * Entities are decoded, block boundaries become spaces and whitespace is collapsed.
 * Uses an inert DOMParser document, so nothing in the input runs or loads.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(BLOCK_BOUNDARY, ' ');
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    const body = new DOMParser().parseFromString(spaced, 'text/html').body;
    // Code and styles are not text a reader should see, even if unsanitized input slipped through.
    body.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
    text = body.textContent ?? '';
  } else {
    text = spaced.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  }
  return text.replace(/\s+/g, ' ').trim();
}
