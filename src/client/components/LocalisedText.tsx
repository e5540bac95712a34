import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { type LocalisedText, pickLocalisedText } from '@shared/profile-text';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useLanguage } from '@/lib/use-language';

/**
 * A partner's Turkish and English versions of one text, as the reader's language picks them
 * (shared/profile-text.ts; issue 21): their language's when present, else the other one.
 * @returns null when neither is written.
 */
export function useLocalisedText(tr: string | null | undefined, en: string | null | undefined): LocalisedText | null {
  const lang = useLanguage();
  return pickLocalisedText({ tr, en }, lang);
}

/**
 * The small "In Turkish" / "İngilizce" tag beside a text written in the other language than the page's,
 * so nobody takes it for a translation. Nothing when the text is in the reader's language.
 */
export function TextLanguageTag({ lang, className }: { lang: Language; className?: string }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  if (lang === reader) return null;
  return (
    <Badge variant="secondary" className={className} data-testid="text-language-tag">
      {t(`textLanguage.${lang}`)}
    </Badge>
  );
}

/**
 * A partner's text in the language {@link useLocalisedText} chose: the element carries `lang` when it
 * differs from the page's (screen readers switch pronunciation), with {@link TextLanguageTag} before it.
 * @param render draws the text inside an element that receives `lang` (e.g. a paragraph, the HTML block).
 */
export function LocalisedBlock({
  text,
  className,
  tagClassName,
  render,
}: {
  text: LocalisedText;
  className?: string;
  tagClassName?: string;
  render: (props: { lang: Language | undefined }) => ReactNode;
}) {
  const reader = useLanguage();
  const foreign = text.lang !== reader;
  return (
    <div className={cn(className)}>
      {foreign ? <TextLanguageTag lang={text.lang} className={cn('mb-1.5', tagClassName)} /> : null}
      {render({ lang: foreign ? text.lang : undefined })}
    </div>
  );
}
