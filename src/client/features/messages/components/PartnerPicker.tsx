import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerSummary } from '@shared/contracts/partners';
import { pickLocalisedText } from '@shared/profile-text';
import { CompanyLogo } from '@/components/CompanyLogo';
import { ErrorState } from '@/components/ErrorState';
import { TextLanguageTag } from '@/components/LocalisedText';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/lib/use-language';
import { usePickerPartners } from '../api/partners';

/** Wait after the last keystroke before searching, in ms. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The new-conversation list (spec §2): active partners with a search box; picking one opens the
 * conversation with its owner. Partners without an owner account and the viewer's own partner are left
 * out. A failed load says 'Failed to fetch partners' (spec §8) in the UI language, with retry.
 */
export function PartnerPicker({
  me,
  onPick,
}: {
  me: number;
  onPick: (partner: PartnerSummary & { userId: number }) => void;
}) {
  const { t } = useTranslation('messages');
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const query = usePickerPartners(search);
  const partners = (query.data ?? []).filter(
    (p): p is PartnerSummary & { userId: number } => p.userId !== null && p.userId !== me,
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2" data-testid="partner-picker">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('searchPartners')}
        </label>
        <SearchIcon
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('searchPartners')}
          className="pl-9"
          autoComplete="off"
          data-autofocus=""
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isError && !query.data ? (
          <ErrorState title={t('partnersError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !query.data ? (
          <div role="status" className="flex flex-col gap-2 py-1">
            <span className="sr-only">{t('loadingPartners')}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : partners.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted-foreground" data-testid="picker-empty">
            {t('noPartners')}
          </p>
        ) : (
          <ul className="flex flex-col" aria-label={t('partnersLabel')}>
            {partners.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => onPick(p)}
                  className="flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-accent focus-visible:bg-accent"
                >
                  <CompanyLogo name={p.companyName} logo={p.logo} size={36} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{p.companyName}</span>
                    <PickerShortText partner={p} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A partner's one-line text in the reader's language, or the other one marked (issue 21). */
function PickerShortText({ partner }: { partner: PartnerSummary }) {
  const lang = useLanguage();
  const text = pickLocalisedText({ tr: partner.shortDescription, en: partner.shortDescriptionEn }, lang);
  if (!text) return null;
  return (
    <span className="block truncate text-xs text-muted-foreground">
      <TextLanguageTag lang={text.lang} className="mr-1.5 px-1.5 py-0 align-middle" />
      <span lang={text.lang === lang ? undefined : text.lang}>{text.text}</span>
    </span>
  );
}
