/**
 * Starts a download of `content` as `fileName` (no request: a blob URL of the text, let go a moment
 * later, once the browser has taken it).
 * @param type the MIME type, with its charset, e.g. `text/plain;charset=utf-8`
 */
export function downloadText(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
