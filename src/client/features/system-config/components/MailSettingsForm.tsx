import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MAIL_RESOURCE_HOSTS_MAX, type MailSettings, mailSettingsInputSchema } from '@shared/contracts/system-config';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useUpdateSystemConfig } from '../api/system-settings';
import { useUnsavedChangesWarning } from '../lib/settings-form';
import { FormActions } from './FormActions';

/** The lines of the text box, without blank ones. */
function hostLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The mail settings (issue 18 item 2; docs/decisions/016-mail-template-safety.md), shown to master_admin
 * only: the hosts admin-edited mail HTML may load images and styles from, one per line. Checked here
 * with the server's rule for comfort; the server checks again and names the wrong line
 * (`mail.allowedResourceHosts.N`), which is shown with its line number.
 */
export function MailSettingsForm({ mail }: { mail: MailSettings }) {
  const { t } = useTranslation('systemConfig');
  const message = useFieldMessage();
  const save = useUpdateSystemConfig();
  const saved = mail.allowedResourceHosts.join('\n');
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const dirty = hostLines(text).join('\n') !== saved;
  useUnsavedChangesWarning(dirty);

  /** The first problem of the lines as `Line N: …`, or undefined when they are all host names. */
  function lineError(lines: string[], issues: { path: PropertyKey[]; message: string }[]): string | undefined {
    const issue = issues[0];
    if (!issue) return undefined;
    const index = issue.path.find((part) => typeof part === 'number');
    const text = message(issue.message) ?? issue.message;
    return typeof index === 'number' && lines[index] !== undefined
      ? t('mail.invalidLine', { line: index + 1, message: text })
      : text;
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const lines = hostLines(text);
    const checked = mailSettingsInputSchema.safeParse({ allowedResourceHosts: lines });
    if (!checked.success) {
      setError(lineError(lines, checked.error.issues));
      return;
    }
    setError(undefined);
    save.mutate(
      { mail: { allowedResourceHosts: checked.data.allowedResourceHosts } },
      {
        onSuccess: (config) => {
          setText(config.mail.allowedResourceHosts.join('\n'));
          toast.success(t('mail.saved'));
        },
        onError: (err) => {
          if (isApiError(err) && err.fieldErrors) {
            const issues = Object.entries(err.fieldErrors)
              .filter(([field]) => field.startsWith('mail.allowedResourceHosts'))
              .map(([field, [text]]) => ({
                path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
                message: text ?? '',
              }));
            setError(lineError(lines, issues));
          }
          toast.error(t('form.saveError'), { description: isApiError(err) ? err.message : undefined });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('mail.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('mail.hostsTitle')}</CardTitle>
          <CardDescription>{t('mail.hostsText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Field label={t('mail.hosts')} error={error} hint={t('mail.hostsHint', { max: MAIL_RESOURCE_HOSTS_MAX })}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                spellCheck={false}
                autoCapitalize="none"
                className="font-mono text-sm"
                placeholder="cdn.ornek.com"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(undefined);
                }}
                data-testid="mail-hosts"
              />
            )}
          </Field>
        </CardContent>
      </Card>
      <FormActions
        dirty={dirty}
        busy={save.isPending}
        onReset={() => {
          setText(saved);
          setError(undefined);
        }}
      />
    </form>
  );
}
