import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferenceKey,
  type EmailPreferences,
  type UpdateEmailPreferencesInput,
} from '@shared/contracts/email-preferences';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api';
import { useSubscribeBack, useUnsubscribeAll, useUpdateEmailPreferences } from '../api/update-email-preferences';

/** The keys whose value in `draft` differs from `saved`, with their new values (what Save sends). */
export function changedPreferences(saved: EmailPreferences, draft: EmailPreferences): UpdateEmailPreferencesInput {
  return Object.fromEntries(EMAIL_PREFERENCE_KEYS.filter((k) => saved[k] !== draft[k]).map((k) => [k, draft[k]]));
}

/** The server's message under the spec's error text, when it sent one. */
const detail = (error: unknown) => (isApiError(error) ? error.message : undefined);

/**
 * The four switches of spec §3 with Save (only the changed ones are sent), and spec §4's 'unsubscribe
 * all' (asks first) and 'subscribe back'. Give it `key` from the saved values, so a change made
 * elsewhere (unsubscribe all) resets the draft.
 */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const { t } = useTranslation('emailPreferences');
  const baseId = useId();
  const [draft, setDraft] = useState<EmailPreferences>(preferences);
  const [confirming, setConfirming] = useState(false);
  const save = useUpdateEmailPreferences();
  const unsubscribe = useUnsubscribeAll();
  const resubscribe = useSubscribeBack();
  const changes = changedPreferences(preferences, draft);
  const dirty = Object.keys(changes).length > 0;
  const busy = save.isPending || unsubscribe.isPending || resubscribe.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!dirty || busy) return;
    save.mutate(changes, {
      onSuccess: () => toast.success(t('saved')),
      onError: (error) => toast.error(t('saveError'), { description: detail(error) }),
    });
  };

  const unsubscribeAll = () =>
    unsubscribe.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('unsubscribeAll.success'));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t('unsubscribeAll.error'), { description: detail(error) });
      },
    });

  const subscribeBack = () =>
    resubscribe.mutate(undefined, {
      onSuccess: () => toast.success(t('subscribeBack.success')),
      onError: (error) => toast.error(t('subscribeBack.error'), { description: detail(error) }),
    });

  const set = (key: EmailPreferenceKey, value: boolean) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <form onSubmit={submit} noValidate>
          <CardHeader>
            <CardTitle>{t('cardTitle')}</CardTitle>
            <CardDescription>{t('cardText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset className="flex flex-col divide-y">
              <legend className="sr-only">{t('cardTitle')}</legend>
              {EMAIL_PREFERENCE_KEYS.map((key) => {
                const id = `${baseId}-${key}`;
                return (
                  <div key={key} className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      checked={draft[key]}
                      onCheckedChange={(value) => set(key, value === true)}
                      aria-describedby={`${id}-text`}
                      disabled={busy}
                    />
                    <div className="grid gap-1">
                      <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-5 text-foreground">
                        {t(`fields.${key}.label`)}
                      </label>
                      <p id={`${id}-text`} className="text-sm text-muted-foreground">
                        {t(`fields.${key}.text`)}
                      </p>
                    </div>
                  </div>
                );
              })}
            </fieldset>
          </CardContent>
          <CardFooter className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!dirty || busy} aria-busy={save.isPending}>
              {save.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {save.isPending ? t('saving') : t('save')}
            </Button>
            {dirty ? (
              <p className="text-sm text-muted-foreground" role="status">
                {t('unsaved')}
              </p>
            ) : null}
          </CardFooter>
        </form>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('subscription.title')}</CardTitle>
          <CardDescription>{t('subscription.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
            {t('unsubscribeAll.button')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={subscribeBack}
            disabled={busy}
            aria-busy={resubscribe.isPending}
          >
            {resubscribe.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t('subscribeBack.button')}
          </Button>
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('unsubscribeAll.title')}
        text={t('unsubscribeAll.text')}
        confirmLabel={t('unsubscribeAll.confirm')}
        onConfirm={unsubscribeAll}
        busy={unsubscribe.isPending}
      />
    </div>
  );
}
