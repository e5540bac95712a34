/**
 * Which of a partner's two texts a reader sees (issue 21; docs/decisions/026). Partners write in
 * Turkish and may add English: the English site shows the English text when there is one, else the
 * Turkish text; the Turkish site the reverse. The caller marks a text whose language differs from the
 * reader's (`lang` on the element and a visible "In Turkish" / "İngilizce" label), so screen readers
 * pronounce it right and nobody mistakes it for a translation.
 */
import type { Language } from './constants';

/** A text to show and the language it is written in. */
export interface LocalisedText {
  text: string;
  lang: Language;
}

/**
 * The text of `texts` for a `reader`: their language's when present (not blank), else the other one.
 * @returns null when neither is present.
 */
export function pickLocalisedText(
  texts: { tr: string | null | undefined; en: string | null | undefined },
  reader: Language,
): LocalisedText | null {
  const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  const order: Language[] = reader === 'en' ? ['en', 'tr'] : ['tr', 'en'];
  for (const lang of order) {
    const text = texts[lang];
    if (present(text)) return { text, lang };
  }
  return null;
}
