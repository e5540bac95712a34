/**
 * Saves `blob` as `fileName` through a blob URL and a clicked link; the URL is let go 10 s later,
 * because some browsers start the download only after the click handler has returned.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Starts a download of `content` as `fileName` (no request: the text itself, see {@link saveBlob}).
 * @param type the MIME type, with its charset, e.g. `text/plain;charset=utf-8`
 */
export function downloadText(fileName: string, content: string, type: string): void {
  saveBlob(new Blob([content], { type }), fileName);
}
