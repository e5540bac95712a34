import { Fragment } from 'react';
import { isWebUrl } from '@shared/contracts/text-rules';

/** http(s) addresses in running text; trailing punctuation is cut off below. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** The text split into plain parts and http(s) links (the only markup a post's text gets). */
export function splitLinks(text: string): ({ text: string } | { href: string })[] {
  const parts: ({ text: string } | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (!isWebUrl(href)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A post's plain text (issue 22): line breaks kept, http(s) addresses as links that open in a new tab
 * without passing the page or its referrer (`noopener noreferrer`) and without lending the platform's
 * reputation to them (`nofollow ugc`). Rendered as React text, never as HTML, so nothing a partner
 * types can become markup.
 */
export function PostText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">
      {splitLinks(text).map((part, i) =>
        'href' in part ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {part.href}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
