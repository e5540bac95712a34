import { CalendarClockIcon, PencilIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MAINTENANCE_MESSAGE_MAX,
  maintenanceTimeIssues,
  type MaintenanceWindow,
  maintenanceWindowInputSchema,
} from '@shared/contracts/maintenance';
import type { MessageKey } from '@shared/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/use-language';
import {
  useCancelMaintenanceWindow,
  useMaintenanceWindows,
  useSaveMaintenanceWindow,
} from '../api/maintenance-windows';
import { formatWindowRange, fromLocalInput, toLocalInput } from '../lib/window-time';

type FieldName = 'startsAt' | 'endsAt' | 'tr' | 'en';
interface Draft {
  startsAt: string;
  endsAt: string;
  tr: string;
  en: string;
}
const EMPTY: Draft = { startsAt: '', endsAt: '', tr: '', en: '' };

const draftOf = (w: MaintenanceWindow): Draft => ({
  startsAt: toLocalInput(w.startsAt),
  endsAt: toLocalInput(w.endsAt),
  tr: w.message.tr,
  en: w.message.en,
});

/**
 * The errors of a draft as the server would answer them, from the same contract and time rules
 * (src/shared/contracts/maintenance.ts): field → message key.
 */
function check(draft: Draft): {
  errors: Partial<Record<FieldName, MessageKey>>;
  body?: { startsAt: string; endsAt: string; message: { tr: string; en: string } };
} {
  const body = {
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    message: { tr: draft.tr, en: draft.en },
  };
  const errors: Partial<Record<FieldName, MessageKey>> = {};
  const parsed = maintenanceWindowInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = (
        issue.path.at(-1) === 'tr' || issue.path.at(-1) === 'en' ? issue.path.at(-1) : issue.path[0]
      ) as FieldName;
      errors[field] ??= issue.message as MessageKey;
    }
  }
  if (!errors.startsAt && !errors.endsAt) {
    Object.assign(errors, maintenanceTimeIssues(new Date(body.startsAt), new Date(body.endsAt), new Date()));
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, body };
}

/** The form that schedules a window, or edits one (`editing`). */
function WindowForm({ editing, onDone }: { editing: MaintenanceWindow | null; onDone: () => void }) {
  const { t } = useTranslation('maintenance');
  const { t: shared } = useTranslation('shared');
  const save = useSaveMaintenanceWindow();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const set = (field: FieldName, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = check(draft);
    setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, shared(key)])));
    if (!result.body) {
      const first = (['startsAt', 'endsAt', 'tr', 'en'] as const).find((f) => result.errors[f]);
      document.querySelector<HTMLElement>(`[name="maintenance-${first}"]`)?.focus();
      return;
    }
    save.mutate(
      { id: editing?.id, body: result.body },
      {
        onSuccess: () => {
          toast.success(t(editing ? 'admin.updated' : 'admin.scheduled'));
          setDraft(EMPTY);
          onDone();
        },
        onError: (err) => {
          if (isApiError(err) && err.fieldErrors) {
            setErrors({
              startsAt: err.fieldError('startsAt'),
              endsAt: err.fieldError('endsAt'),
              tr: err.fieldError('message'),
            });
          }
          toast.error(t('admin.saveError'), { description: isApiError(err) ? err.message : undefined });
        },
      },
    );
  };

  const text = (field: 'tr' | 'en') => (
    <Field
      label={t(`admin.message.${field}`)}
      error={errors[field]}
      hint={t('admin.messageHint', { max: MAINTENANCE_MESSAGE_MAX })}
    >
      {(control) => (
        <Textarea
          {...control}
          name={`maintenance-${field}`}
          rows={2}
          maxLength={MAINTENANCE_MESSAGE_MAX + 50}
          value={draft[field]}
          onChange={(e) => set(field, e.target.value)}
          data-testid={`maintenance-message-${field}`}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(editing ? 'admin.editTitle' : 'admin.newTitle')}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
            {t(editing ? 'admin.editTitle' : 'admin.newTitle')}
          </CardTitle>
          <CardDescription>{t('admin.newText')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">
          {(['startsAt', 'endsAt'] as const).map((field) => (
            <Field key={field} label={t(`admin.${field}`)} error={errors[field]} hint={t('admin.timeHint')}>
              {(control) => (
                <Input
                  {...control}
                  name={`maintenance-${field}`}
                  type="datetime-local"
                  value={draft[field]}
                  onChange={(e) => set(field, e.target.value)}
                  data-testid={`maintenance-${field}`}
                />
              )}
            </Field>
          ))}
          {text('tr')}
          {text('en')}
          <div className="flex flex-wrap gap-3 md:col-span-2">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} data-testid="maintenance-save">
              {t(editing ? 'admin.save' : 'admin.schedule')}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={onDone}>
                {t('admin.stopEditing')}
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </form>
  );
}

const STATE_VARIANT = { scheduled: 'warning', active: 'danger', ended: 'outline', cancelled: 'outline' } as const;

/**
 * The maintenance tab of /system-settings (issue 22; docs/decisions/040), master_admin only: schedule
 * a window (start, end, the banner message in Turkish and English), and edit or cancel one before it
 * starts (cancelling asks first); below, the coming, current and latest past windows.
 */
export function MaintenanceWindows() {
  const { t } = useTranslation('maintenance');
  const lang = useLanguage();
  const windows = useMaintenanceWindows();
  const cancel = useCancelMaintenanceWindow();
  const [editing, setEditing] = useState<MaintenanceWindow | null>(null);
  const [cancelling, setCancelling] = useState<MaintenanceWindow | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <WindowForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.listTitle')}</CardTitle>
          <CardDescription>{t('admin.listText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={windows}
            isEmpty={(list) => list.length === 0}
            empty={{ icon: CalendarClockIcon, title: t('admin.none') }}
          >
            {(list) => (
              <ul className="flex flex-col gap-3" data-testid="maintenance-windows">
                {list.map((w) => (
                  <li
                    key={w.id}
                    className="flex flex-col gap-3 rounded-md border bg-surface p-4 sm:flex-row sm:items-start sm:justify-between"
                    data-testid="maintenance-window"
                  >
                    <div className="flex min-w-0 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{formatWindowRange(w.startsAt, w.endsAt, lang)}</span>
                        <Badge variant={STATE_VARIANT[w.state]}>{t(`admin.states.${w.state}`)}</Badge>
                      </div>
                      <p className="break-words text-sm">{w.message[lang]}</p>
                      {w.state === 'scheduled' || w.state === 'active' ? (
                        <p className="text-xs text-muted-foreground">
                          {t(w.announcedAt ? 'admin.announced' : 'admin.announcing')}
                        </p>
                      ) : null}
                    </div>
                    {w.state === 'scheduled' ? (
                      <div className="flex shrink-0 gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing(w)}
                          data-testid="maintenance-edit"
                        >
                          <PencilIcon aria-hidden="true" />
                          {t('admin.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setCancelling(w)}
                          data-testid="maintenance-cancel"
                        >
                          <XCircleIcon aria-hidden="true" />
                          {t('admin.cancel')}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('admin.cancelTitle')}
        text={
          cancelling
            ? t('admin.cancelText', { range: formatWindowRange(cancelling.startsAt, cancelling.endsAt, lang) })
            : ''
        }
        confirmLabel={t('admin.cancelConfirm')}
        cancelLabel={t('admin.cancelKeep')}
        destructive
        busy={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast.success(t('admin.cancelled'));
              if (editing?.id === cancelling.id) setEditing(null);
              setCancelling(null);
            },
            onError: (err) =>
              toast.error(t('admin.saveError'), { description: isApiError(err) ? err.message : undefined }),
          });
        }}
      />
    </div>
  );
}
