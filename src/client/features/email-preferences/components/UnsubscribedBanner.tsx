import { CircleAlertIcon, MailXIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '@shared/contracts/email-preferences';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const isKey = (value: string | null): value is EmailPreferenceKey =>
  (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(value ?? '');

/**
 * What a one-click unsubscribe link of a mail did (`?unsubscribed={key}` or `invalid`, set by
 * GET /api/email-preferences/one-click). Closing it removes the parameter. Any other value shows nothing.
 */
export function UnsubscribedBanner() {
  const { t } = useTranslation('emailPreferences');
  const [params, setParams] = useSearchParams();
  const value = params.get('unsubscribed');
  if (value !== 'invalid' && !isKey(value)) return null;
  const close = () =>
    setParams(
      (p) => {
        p.delete('unsubscribed');
        return p;
      },
      { replace: true },
    );
  const invalid = value === 'invalid';
  return (
    <Alert variant={invalid ? 'warning' : 'success'} data-testid="unsubscribed-banner" className="pr-12">
      {invalid ? <CircleAlertIcon aria-hidden="true" /> : <MailXIcon aria-hidden="true" />}
      <AlertTitle>{invalid ? t('banner.invalidTitle') : t('banner.title')}</AlertTitle>
      <AlertDescription>
        {invalid ? t('banner.invalidText') : t('banner.text', { preference: t(`fields.${value}.label`) })}
      </AlertDescription>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute right-1 top-1 size-8"
        onClick={close}
        aria-label={t('common:actions.close')}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </Alert>
  );
}
