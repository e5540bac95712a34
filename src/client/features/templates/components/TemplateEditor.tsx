import { Loader2Icon, SaveIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SMS_MAX_LENGTH } from '@shared/constants';
import { canEditEmailTemplate } from '@shared/contracts/templates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { type AnyTemplate, type KindShapes, type TemplateKind, useSaveTemplate } from '../api/templates';
import { insertPlaceholder, unknownPlaceholders } from '../lib/placeholders';
import { TemplatePreview } from './TemplatePreview';

/** Errors whose main message is more precise than their field message. */
const PRECISE_CODES = new Set(['TEMPLATE_PLACEHOLDER_UNKNOWN', 'TEMPLATE_PLACEHOLDER_MISSING', 'TEMPLATE_UNSAFE_HTML']);

/** One editable field of a kind: its key in the row and the body, and how it is typed. */
interface FieldSpec {
  key: string;
  multiline: boolean;
  rows?: number;
  mono?: boolean;
}

/** The fields of each kind (spec §3): subject + HTML, title + message, content. */
export const KIND_FIELDS: Record<TemplateKind, readonly FieldSpec[]> = {
  email: [
    { key: 'subject', multiline: false },
    { key: 'htmlContent', multiline: true, rows: 16, mono: true },
  ],
  notification: [
    { key: 'title', multiline: false },
    { key: 'message', multiline: true, rows: 5 },
  ],
  sms: [{ key: 'content', multiline: true, rows: 4 }],
};

const valuesOf = (kind: TemplateKind, row: AnyTemplate): Record<string, string> =>
  Object.fromEntries(
    KIND_FIELDS[kind].map((f) => {
      const value = (row as unknown as Record<string, unknown>)[f.key];
      return [f.key, typeof value === 'string' ? value : ''];
    }),
  );

/**
 * Edits one template (one type in one language): its fields, live flagging of placeholders the type
 * does not know, the allowed ones as chips that insert `{{name}}` at the caret of the last focused
 * field, a preview with sample values, and Save (PUT with the row's language). Server field errors
 * (e.g. TEMPLATE_PLACEHOLDER_UNKNOWN, the SMS limit) show at their field. Give it `key` from the
 * row's identity and `updatedAt`, so a saved or switched template resets the draft.
 */
export function TemplateEditor({ kind, row }: { kind: TemplateKind; row: AnyTemplate }) {
  const { t } = useTranslation('templates');
  const [draft, setDraft] = useState<Record<string, string>>(() => valuesOf(kind, row));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const fields = KIND_FIELDS[kind];
  const lastField = useRef<string>(fields[fields.length - 1]!.key);
  const controls = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const save = useSaveTemplate(kind);
  const { user } = useSession();
  // The account-security mails are master_admin's (issue 18): an editor sees them, read-only.
  const readOnly = kind === 'email' && !!user && !canEditEmailTemplate(user.userType, row.type);

  const dirty = fields.some((f) => draft[f.key] !== valuesOf(kind, row)[f.key]);
  const smsLength = kind === 'sms' ? (draft.content ?? '').length : 0;

  const change = (key: string, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const insert = (name: string) => {
    const key = lastField.current;
    const el = controls.current[key];
    const value = draft[key] ?? '';
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = insertPlaceholder(value, name, start, end);
    change(key, next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    const input = { ...draft, language: row.language } as KindShapes[typeof kind]['input'];
    save.mutate(
      { type: row.type, input },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (error) => {
          if (isApiError(error)) {
            const byField: Record<string, string> = {};
            for (const f of fields) {
              const message = error.fieldError(f.key);
              // These errors name the placeholder or the element in their main message: show that one.
              if (message) byField[f.key] = PRECISE_CODES.has(error.code) ? error.message : message;
            }
            setServerErrors(byField);
          }
          toast.error(t('saveError'), { description: isApiError(error) ? error.message : undefined });
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('editTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-5" onSubmit={submit} noValidate data-testid="template-form">
            {readOnly ? (
              <p className="rounded-md border bg-muted p-3 text-sm" role="note" data-testid="template-read-only">
                {t('securityReadOnly')}
              </p>
            ) : null}
            {fields.map((f) => {
              const unknown = unknownPlaceholders(draft[f.key] ?? '', row.placeholders);
              const error =
                serverErrors[f.key] ??
                (unknown.length
                  ? t('unknownPlaceholders', { names: unknown.map((n) => `{{${n}}}`).join(', ') })
                  : undefined);
              const common = {
                ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
                  controls.current[f.key] = el;
                },
                value: draft[f.key] ?? '',
                readOnly,
                onFocus: () => {
                  lastField.current = f.key;
                },
              };
              return (
                <Field
                  key={f.key}
                  label={t(`fields.${f.key}`)}
                  error={error}
                  labelAction={
                    kind === 'sms' ? (
                      <span
                        className={cn(
                          'text-xs tabular-nums',
                          smsLength > SMS_MAX_LENGTH ? 'font-semibold text-danger' : 'text-muted-foreground',
                        )}
                        data-testid="sms-counter"
                        data-over={smsLength > SMS_MAX_LENGTH}
                        aria-live="polite"
                      >
                        {t('smsCounter', { n: smsLength, max: SMS_MAX_LENGTH })}
                      </span>
                    ) : undefined
                  }
                >
                  {(control) =>
                    f.multiline ? (
                      <Textarea
                        {...control}
                        {...common}
                        rows={f.rows}
                        className={cn(f.mono && 'font-mono text-xs leading-5 sm:text-xs')}
                        spellCheck={!f.mono}
                        onChange={(e) => change(f.key, e.target.value)}
                      />
                    ) : (
                      <Input {...control} {...common} onChange={(e) => change(f.key, e.target.value)} />
                    )
                  }
                </Field>
              );
            })}

            <div className={cn('flex flex-col gap-2', readOnly && 'hidden')}>
              <p className="text-sm font-medium" id={`chips-${kind}`}>
                {t('placeholders.title')}
              </p>
              <p className="text-xs text-muted-foreground">{t('placeholders.hint')}</p>
              <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`chips-${kind}`}>
                {row.placeholders.map((name) => (
                  <Button
                    key={name}
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-7 px-2 font-mono text-xs"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => insert(name)}
                  >
                    {`{{${name}}}`}
                  </Button>
                ))}
              </div>
            </div>

            <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4">
              {dirty ? <span className="mr-auto text-sm text-muted-foreground">{t('unsaved')}</span> : null}
              <Button type="submit" disabled={save.isPending || readOnly}>
                {save.isPending ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <SaveIcon aria-hidden="true" />
                )}
                {t('save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <TemplatePreview kind={kind} values={draft} />
    </div>
  );
}
