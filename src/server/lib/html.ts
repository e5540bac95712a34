/** `text` safe to place in HTML text or a quoted attribute: `& < > " '` become entities. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * `source` with the first match of `pattern` (every match for a global RegExp) replaced by
 * `replacement` taken verbatim. `String.prototype.replace` with a string reads `$&`, `` $` ``, `$'`,
 * `$1` and `$$` in the replacement as patterns, so a partner named `A $' B` would copy the rest of the
 * page into it; a function replacer's result is never interpreted. Use this whenever the replacement
 * holds text a user wrote. `$1` of `replacement` is not a group reference here: put the group's text in
 * `replacement` yourself.
 */
export const replaceVerbatim = (source: string, pattern: string | RegExp, replacement: string): string =>
  source.replace(pattern, () => replacement);
