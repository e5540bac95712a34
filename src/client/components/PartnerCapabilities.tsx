import { useTranslation } from 'react-i18next';
import type { CategorySlug } from '@shared/constants';
import type { CapabilityValues } from '@shared/contracts/capabilities';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { capabilityEntries, fieldsOf, useCapabilityDefinitions } from '@/lib/capabilities';
import { cn } from '@/lib/utils';
import { useLanguage } from '@/lib/use-language';

/** Values a card lists per field before "+N more". */
const CARD_VALUES = 2;

interface Props {
  category: CategorySlug;
  /** The partner's values (`PartnerSummary.capabilities`); nothing shows without any. */
  values: CapabilityValues | undefined;
  className?: string;
}

/**
 * The "Yetkinlikler" section of a profile (issue 21): every filled capability field of the partner's
 * category, labelled in the reader's language, its values as chips. Renders nothing while the
 * definitions load or when the partner filled none.
 */
export function PartnerCapabilities({ category, values, className }: Props) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { data } = useCapabilityDefinitions();
  const entries = capabilityEntries(fieldsOf(data, category), values, lang);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="capabilities-title" className={className} data-testid="partner-capabilities">
      <Card>
        <CardHeader className="pb-4">
          <h2 id="capabilities-title" className="text-lg font-semibold">
            {t('capabilities.title')}
          </h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-5">
            {entries.map((entry) => (
              <div key={entry.key}>
                <dt className="text-sm font-medium text-foreground">{entry.label}</dt>
                <dd className="mt-2">
                  <ul className="flex flex-wrap gap-2">
                    {entry.values.map((value) => (
                      <li key={value}>
                        <Badge variant="secondary" className="whitespace-normal text-left">
                          {value}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * The catalogue card's capability lines (issue 21): the fields an admin marked "show on card" (at most
 * two), each with its first values and how many more. Nothing while the definitions load.
 */
export function CardCapabilities({ category, values, className }: Props) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { data } = useCapabilityDefinitions();
  const entries = capabilityEntries(fieldsOf(data, category), values, lang, true);
  if (entries.length === 0) return null;
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)} data-testid="card-capabilities">
      {entries.map((entry) => {
        const shown = entry.values.slice(0, CARD_VALUES).join(', ');
        const more = entry.values.length - CARD_VALUES;
        return (
          <div key={entry.key} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{entry.label}</dt>
            <dd className="truncate text-foreground" title={entry.values.join(', ')}>
              {shown}
              {more > 0 ? (
                <span className="text-muted-foreground">{` ${t('capabilities.more', { count: more })}`}</span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
