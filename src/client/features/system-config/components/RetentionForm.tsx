import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  RETENTION_RULES,
  type RetentionDays,
  type RetentionRuleId,
  type RetentionRun,
  type RetentionSettings,
} from '@shared/contracts/retention';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useUpdateRetention } from '../api/retention';
import { useUnsavedChangesWarning } from '../lib/settings-form';
import { FormActions } from './FormActions';

type Draft = Record<RetentionRuleId, string>;
type Errors = Partial<Record<RetentionRuleId, string>>;

const draftOf = (days: RetentionDays): Draft =>
  Object.fromEntries(RETENTION_RULES.map((r) => [r.id, String(days[r.id])])) as Draft;

/** The last run of the daily job: when, and how many rows each rule removed. */
function LastRun({ run }: { run: RetentionRun | null }) {
  const { t } = useTranslation('systemConfig');
  const lang = useLanguage();
  if (!run) return <p className="text-sm text-muted-foreground">{t('retention.neverRun')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="retention-last-run">
      <p className="text-sm text-muted-foreground">
        {t('retention.lastRun', { date: formatDateTime(run.at, lang), seconds: (run.durationMs / 1000).toFixed(1) })}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {RETENTION_RULES.map((rule) => (
          <div
            key={rule.id}
            className="flex items-baseline justify-between gap-3 rounded-md border bg-surface px-3 py-2"
          >
            <dt className="text-sm">{t(`retention.rules.${rule.id}.label`)}</dt>
            <dd className="text-sm font-semibold tabular-nums">{formatNumber(run.counts[rule.id] ?? 0, lang)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Data retention periods (issue 23 "Retention"; docs/decisions/033-retention.md), master_admin only:
 * for every rule what it removes, its default and bounds, and the days in force, editable; below, the
 * daily job's last run. Checked here with the contract's bounds for comfort; the server checks again
 * and its field errors (named by rule) land under the fields.
 */
export function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const { t } = useTranslation('systemConfig');
  const { t: shared } = useTranslation('shared');
  const save = useUpdateRetention();
  const initial = draftOf(saved.days);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChangesWarning(dirty);

  /** The field's days, or the message saying why they are not acceptable. */
  const check = (rule: (typeof RETENTION_RULES)[number], text: string): number | string => {
    const value = text.trim();
    if (!/^\d+$/.test(value)) return shared('systemConfig.retentionWholeDays');
    const days = Number(value);
    if (days < rule.minDays) return shared('error.numberTooSmall', { min: rule.minDays });
    if (days > rule.maxDays) return shared('error.numberTooLarge', { max: rule.maxDays });
    return days;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const body = {} as RetentionDays;
    for (const rule of RETENTION_RULES) {
      const result = check(rule, draft[rule.id]);
      if (typeof result === 'string') found[rule.id] = result;
      else body[rule.id] = result;
    }
    setErrors(found);
    const first = RETENTION_RULES.find((r) => found[r.id]);
    if (first) {
      document.querySelector<HTMLElement>(`[name="retention-${first.id}"]`)?.focus();
      return;
    }
    save.mutate(body, {
      onSuccess: (settings) => {
        setDraft(draftOf(settings.days));
        toast.success(t('retention.saved'));
      },
      onError: (err) => {
        if (isApiError(err) && err.fieldErrors) {
          const fromServer: Errors = {};
          for (const rule of RETENTION_RULES) {
            const text = err.fieldErrors[rule.id]?.[0];
            if (text) fromServer[rule.id] = text;
          }
          setErrors(fromServer);
        }
        toast.error(t('form.saveError'), { description: isApiError(err) ? err.message : undefined });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('retention.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('retention.title')}</CardTitle>
          <CardDescription>{t('retention.text')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">
          {RETENTION_RULES.map((rule) => (
            <Field
              key={rule.id}
              label={t(`retention.rules.${rule.id}.label`)}
              error={errors[rule.id]}
              hint={t('retention.hint', {
                what: t(`retention.rules.${rule.id}.text`),
                default: rule.defaultDays,
                min: rule.minDays,
                max: rule.maxDays,
              })}
            >
              {(control) => (
                <div className="flex items-center gap-2">
                  <Input
                    {...control}
                    name={`retention-${rule.id}`}
                    type="number"
                    inputMode="numeric"
                    min={rule.minDays}
                    max={rule.maxDays}
                    step={1}
                    className="w-28 tabular-nums"
                    value={draft[rule.id]}
                    onChange={(event) => {
                      setDraft((d) => ({ ...d, [rule.id]: event.target.value }));
                      setErrors((e) => ({ ...e, [rule.id]: undefined }));
                    }}
                    data-testid={`retention-${rule.id}`}
                  />
                  <span className="text-sm text-muted-foreground">{t('retention.days')}</span>
                </div>
              )}
            </Field>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HistoryIcon className="size-5 text-primary" aria-hidden="true" />
            {t('retention.lastRunTitle')}
          </CardTitle>
          <CardDescription>{t('retention.lastRunText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LastRun run={saved.lastRun} />
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
