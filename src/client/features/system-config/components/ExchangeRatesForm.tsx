import { ArrowDownToLineIcon, LandmarkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { istanbulToday } from '@shared/calendar';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import {
  type ExchangeRateOverride,
  exchangeRateOverrideInputSchema,
  OVERRIDE_CURRENCIES,
} from '@shared/contracts/system-config';
import { RATE_DECIMALS } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api';
import { formatRate, formatRateDate, useExchangeRates } from '@/lib/exchange-rates';
import { intlLocale } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useUpdateSystemConfig } from '../api/system-settings';
import { useUnsavedChangesWarning } from '../lib/settings-form';
import { FormActions } from './FormActions';
import { SwitchField } from './SwitchField';

type Currency = (typeof OVERRIDE_CURRENCIES)[number];
type FieldName = Currency | 'rateDate';

interface Draft {
  enabled: boolean;
  USD: string;
  EUR: string;
  rateDate: string;
}

/** A typed rate ("42,1234" or "42.1234") as a number; NaN when it is not a plain decimal, null when empty. */
function parseRate(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A stored rate as the field shows it: four decimals in the language's mark, no grouping ("42,1234"). */
function rateText(rate: number | null, lang: 'tr' | 'en'): string {
  if (rate == null) return '';
  return new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: RATE_DECIMALS,
    maximumFractionDigits: RATE_DECIMALS,
    useGrouping: false,
  }).format(rate);
}

function draftOf(saved: ExchangeRateOverride, lang: 'tr' | 'en'): Draft {
  return {
    enabled: saved.enabled,
    USD: rateText(saved.rates.USD, lang),
    EUR: rateText(saved.rates.EUR, lang),
    rateDate: saved.rateDate ?? '',
  };
}

/** TCMB's latest bulletin as the screen shows it beside the override. */
function TcmbRates({ tcmb }: { tcmb: ExchangeRates }) {
  const { t } = useTranslation('systemConfig');
  const lang = useLanguage();
  return (
    <div className="flex flex-col gap-3" data-testid="tcmb-rates">
      <p className="text-sm text-muted-foreground">
        {t('rates.tcmbDate', { date: formatRateDate(tcmb.rateDate ?? '', lang) })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        {OVERRIDE_CURRENCIES.map((currency) => (
          <div key={currency} className="rounded-md border bg-surface p-3">
            <dt className="text-xs font-medium text-muted-foreground">{t('rates.perUnit', { currency })}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {tcmb.rates[currency] != null ? formatRate(tcmb.rates[currency], lang) : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The exchange-rate override (issue 20, comparison in one currency): TCMB's latest bulletin as the
 * daily job stored it, and the admin's own USD and EUR rates with their date, used in the quote
 * comparison instead of TCMB's while switched on — for when TCMB's feed cannot be reached. Checked
 * here with the server's rules (positive, at most four decimals, a date not after today; rates and
 * date required while on); the server checks again and its field errors land under the fields.
 */
export function ExchangeRatesForm({ saved }: { saved: ExchangeRateOverride }) {
  const { t } = useTranslation('systemConfig');
  const lang = useLanguage();
  const message = useFieldMessage();
  const save = useUpdateSystemConfig();
  const tcmb = useExchangeRates({ source: 'tcmb' });
  const initial = draftOf(saved, lang);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChangesWarning(dirty);

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as FieldName];
      return next;
    });
  };

  /** The field a contract or server path names (`rates.USD`, `exchangeRates.rateDate`). */
  const fieldOf = (path: readonly PropertyKey[]): FieldName | undefined => {
    const last = path.at(-1);
    return last === 'USD' || last === 'EUR' || last === 'rateDate' ? last : undefined;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      enabled: draft.enabled,
      rates: { USD: parseRate(draft.USD), EUR: parseRate(draft.EUR) },
      rateDate: draft.rateDate.trim() || null,
    };
    const checked = exchangeRateOverrideInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path);
        if (field && !found[field]) found[field] = message(issue.message) ?? issue.message;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLElement>(`[name="rates-${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { exchangeRates: checked.data },
      {
        onSuccess: (config) => {
          setDraft(draftOf(config.exchangeRates, lang));
          toast.success(t(config.exchangeRates.enabled ? 'rates.savedOn' : 'rates.savedOff'));
        },
        onError: (err) => {
          if (isApiError(err) && err.fieldErrors) {
            const found: Partial<Record<FieldName, string>> = {};
            for (const [path, [text]] of Object.entries(err.fieldErrors)) {
              const field = fieldOf(path.split('.'));
              if (field && text) found[field] = text;
            }
            setErrors(found);
          }
          toast.error(t('form.saveError'), { description: isApiError(err) ? err.message : undefined });
        },
      },
    );
  };

  const copyTcmb = () => {
    const latest = tcmb.data;
    if (!latest?.rateDate) return;
    change({
      USD: rateText(latest.rates.USD ?? null, lang),
      EUR: rateText(latest.rates.EUR ?? null, lang),
      rateDate: latest.rateDate,
    });
  };

  const today = istanbulToday();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('rates.title')}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LandmarkIcon className="size-5 text-primary" aria-hidden="true" />
            {t('rates.tcmbTitle')}
          </CardTitle>
          <CardDescription>{t('rates.tcmbText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={tcmb}
            isEmpty={(data) => data.rateDate == null}
            empty={{ icon: LandmarkIcon, title: t('rates.tcmbEmpty'), text: t('rates.tcmbEmptyText') }}
          >
            {(data) => <TcmbRates tcmb={data} />}
          </QueryState>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {t('rates.overrideTitle')}
            {saved.enabled ? (
              <Badge variant="warning" data-testid="override-active">
                {t('rates.overrideActive')}
              </Badge>
            ) : null}
          </CardTitle>
          <CardDescription>{t('rates.overrideText')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <SwitchField
            label={t('rates.enabled')}
            hint={t('rates.enabledHint')}
            checked={draft.enabled}
            onChange={(enabled) => change({ enabled })}
            testId="rates-enabled"
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {OVERRIDE_CURRENCIES.map((currency) => (
              <Field
                key={currency}
                label={t('rates.perUnit', { currency })}
                error={errors[currency]}
                hint={t('rates.rateHint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={`rates-${currency}`}
                    inputMode="decimal"
                    autoComplete="off"
                    className="tabular-nums"
                    placeholder={currency === 'USD' ? '42,1234' : '49,0705'}
                    value={draft[currency]}
                    onChange={(event) => change({ [currency]: event.target.value })}
                    data-testid={`rates-${currency}`}
                  />
                )}
              </Field>
            ))}
            <Field label={t('rates.rateDate')} error={errors.rateDate} hint={t('rates.rateDateHint')}>
              {(control) => (
                <Input
                  {...control}
                  name="rates-rateDate"
                  type="date"
                  max={today}
                  value={draft.rateDate}
                  onChange={(event) => change({ rateDate: event.target.value })}
                  data-testid="rates-rateDate"
                />
              )}
            </Field>
          </div>
          {tcmb.data?.rateDate ? (
            <Button type="button" variant="outline" className="self-start" onClick={copyTcmb}>
              <ArrowDownToLineIcon aria-hidden="true" />
              {t('rates.copyTcmb')}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <FormActions
        dirty={dirty}
        busy={save.isPending}
        onReset={() => {
          setDraft(initial);
          setErrors({});
        }}
      />
    </form>
  );
}
