import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Project } from '@shared/contracts/projects';
import { MILESTONE_TITLE_MAX_LENGTH, MILESTONES_MAX, PROJECT_TEXT_MAX_LENGTH } from '@shared/contracts/projects';
import { istanbulToday } from '@shared/calendar';
import { formatMoney, minorToText, parseMajorAmount } from '@shared/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/use-language';
import { useProjectAction } from '../api/projects';

interface Row {
  title: string;
  description: string;
  dueDate: string;
  amount: string;
}

/**
 * The partner's milestone plan editor (PUT /api/projects/{id}/milestones): titles, due dates and
 * amounts in the project's currency, with the running sum against the contract total. The server
 * checks the sum, the dates and the lengths again; its field messages appear under the fields.
 */
export function PlanEditorDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const fieldMessage = useFieldMessage();
  const action = useProjectAction(project.id);
  const today = istanbulToday();
  const initial = (): Row[] =>
    project.milestones.map((m) => ({
      title: m.title,
      description: m.description ?? '',
      dueDate: m.dueDate ?? '',
      amount: minorToText(m.amount, lang),
    }));
  const [rows, setRows] = useState<Row[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (minor: number) => formatMoney(minor, project.currency, lang);
  const amounts = rows.map((r) => parseMajorAmount(r.amount, lang));
  const sum = amounts.reduce<number>((s, a) => s + (a ?? 0), 0);
  const diff = project.totalAmount - sum;

  const set = (i: number, patch: Partial<Row>) =>
    setRows((old) => old.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    rows.forEach((r, i) => {
      if (!r.title.trim()) found[`${i}.title`] = fieldMessage('projects.milestoneTitleRequired')!;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(r.dueDate)) found[`${i}.dueDate`] = fieldMessage('projects.invalidDate')!;
      else if (r.dueDate < today) found[`${i}.dueDate`] = fieldMessage('projects.dueDateInPast')!;
      if (!amounts[i]) found[`${i}.amount`] = t('plan.invalidAmount');
    });
    if (Object.keys(found).length === 0 && diff !== 0) found.sum = t('plan.sumOff', { diff: money(Math.abs(diff)) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    action.mutate(
      {
        kind: 'plan',
        plan: {
          milestones: rows.map((r, i) => ({
            title: r.title.trim(),
            description: r.description.trim() || undefined,
            dueDate: r.dueDate,
            amount: amounts[i]!,
          })),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('plan.saved'));
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) {
            const server: Record<string, string> = {};
            for (const [key, messages] of Object.entries(error.fieldErrors)) {
              const m = /^milestones\.(\d+)\.(\w+)$/.exec(key);
              server[m ? `${m[1]}.${m[2]}` : 'sum'] = messages[0] ?? error.message;
            }
            setErrors(server);
          } else {
            toast.error(t('room.actionFailed'), { description: error.message });
          }
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        if (next) {
          setRows(initial());
          setErrors({});
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" aria-busy={action.isPending}>
        <form onSubmit={submit} noValidate className="space-y-5">
          <DialogHeader>
            <DialogTitle>{t('plan.title')}</DialogTitle>
            <DialogDescription>{t('plan.text', { total: money(project.totalAmount) })}</DialogDescription>
          </DialogHeader>
          <ol className="space-y-4">
            {rows.map((row, i) => (
              <li key={i} className="rounded-lg border p-4">
                <fieldset className="space-y-3">
                  <div className="flex items-center justify-between gap-2">
                    <legend className="text-sm font-semibold text-foreground">
                      {t('plan.milestone', { n: i + 1 })}
                    </legend>
                    {rows.length > 1 ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t('plan.remove', { n: i + 1 })}
                        onClick={() => setRows((old) => old.filter((_, j) => j !== i))}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                  <Field label={t('plan.name')} error={errors[`${i}.title`]}>
                    {(control) => (
                      <Input
                        {...control}
                        value={row.title}
                        maxLength={MILESTONE_TITLE_MAX_LENGTH}
                        onChange={(e) => set(i, { title: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('plan.description')} error={errors[`${i}.description`]}>
                    {(control) => (
                      <Input
                        {...control}
                        value={row.description}
                        maxLength={PROJECT_TEXT_MAX_LENGTH}
                        onChange={(e) => set(i, { description: e.target.value })}
                      />
                    )}
                  </Field>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Field label={t('plan.dueDate')} error={errors[`${i}.dueDate`]}>
                      {(control) => (
                        <Input
                          {...control}
                          type="date"
                          min={today}
                          value={row.dueDate}
                          onChange={(e) => set(i, { dueDate: e.target.value })}
                        />
                      )}
                    </Field>
                    <Field label={t('plan.amount', { currency: project.currency })} error={errors[`${i}.amount`]}>
                      {(control) => (
                        <Input
                          {...control}
                          inputMode="decimal"
                          value={row.amount}
                          onChange={(e) => set(i, { amount: e.target.value })}
                        />
                      )}
                    </Field>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={rows.length >= MILESTONES_MAX}
              onClick={() => setRows((old) => [...old, { title: '', description: '', dueDate: '', amount: '' }])}
            >
              <PlusIcon aria-hidden="true" />
              {t('plan.add')}
            </Button>
            <p className="text-sm" aria-live="polite">
              <span className="font-medium text-foreground">
                {t('plan.sum', { sum: money(sum), total: money(project.totalAmount) })}
              </span>{' '}
              <span className={diff === 0 ? 'text-success' : 'text-danger'}>
                {diff === 0 ? t('plan.sumOk') : t('plan.sumOff', { diff: money(Math.abs(diff)) })}
              </span>
            </p>
          </div>
          {errors.sum ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.sum}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={action.isPending} onClick={() => onOpenChange(false)}>
              {t('common:confirm.cancel')}
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {t('plan.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
