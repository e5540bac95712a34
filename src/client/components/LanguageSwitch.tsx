import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '@shared/constants';
import { localisedPageLanguage, localisePath } from '@shared/pages';
import { useSaveAccountLanguage } from '@/lib/account-language';
import { setLanguage } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

interface LanguageSwitchProps {
  /** `dark` on navy bars (top bar, footer). */
  tone?: 'light' | 'dark';
  /** Only one switch on a page carries the Playwright hook `language-switch`. */
  testId?: string;
  className?: string;
}

/**
 * TR/EN button group; the pressed button is the current language (spec §2, header and footer). On a
 * localised public page it opens the same page in the other language's URL, query and hash kept
 * (`/partners?category=gumruk` ↔ `/en/partners?category=gumruk`; decision 030) — a new history entry,
 * so Back returns to the language before — and the URL then sets the language (app/page-language.tsx).
 * On any other page it switches the language in place. For a signed-in user the choice is also the
 * account's language, in which notifications and mails are written (issue 22; docs/decisions/038).
 */
export function LanguageSwitch({ tone = 'light', testId = 'language-switch', className }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const saveForAccount = useSaveAccountLanguage();

  const choose = (lang: Language) => {
    if (localisedPageLanguage(pathname)) void navigate(localisePath(`${pathname}${search}${hash}`, lang));
    else void setLanguage(lang);
    saveForAccount(lang);
  };

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      data-testid={testId}
      className={cn(
        'inline-flex items-center rounded-md border p-0.5',
        tone === 'dark' ? 'border-navy-muted/40' : 'border-border',
        className,
      )}
    >
      {LANGUAGES.map((lang: Language) => {
        const active = lang === current;
        return (
          <button
            key={lang}
            type="button"
            lang={lang}
            title={t(`language.${lang}`)}
            aria-pressed={active}
            onClick={() => {
              if (!active) choose(lang);
            }}
            className={cn(
              'min-w-9 rounded-sm px-2 py-1 text-xs font-semibold tracking-wide transition-colors',
              tone === 'dark'
                ? active
                  ? 'bg-navy-foreground text-navy'
                  : 'text-navy-muted hover:text-navy-foreground'
                : active
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {lang.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
