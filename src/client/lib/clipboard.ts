/**
 * Copies `text` to the clipboard; false when the browser refuses (no permission, an insecure
 * context), so the caller can say so instead of pretending it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
