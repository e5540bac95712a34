import { ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SecuritySettings } from '@shared/contracts/system-config';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/routes';
import { useUpdateSystemConfig } from '../api/system-settings';
import { useUnsavedChangesWarning } from '../lib/settings-form';
import { FormActions } from './FormActions';
import { SwitchField } from './SwitchField';

/**
 * The security settings (issue 22; docs/decisions/044), shown to master_admin only: whether admin
 * accounts must use two-factor sign-in (`security.adminTwoFactorRequired`). While on, an admin without
 * it sees 'İki adımlı doğrulama gerekli' on every admin page until they turn it on. The server refuses
 * to turn it on for a master_admin who has not turned it on themselves (400 TWO_FACTOR_SELF_REQUIRED):
 * its text is shown under the switch with a link to the user panel's two-factor card.
 */
export function SecuritySettingsForm({ saved }: { saved: SecuritySettings }) {
  const { t } = useTranslation('systemConfig');
  const save = useUpdateSystemConfig();
  const [required, setRequired] = useState(saved.adminTwoFactorRequired);
  const [refusal, setRefusal] = useState<{ text: string; selfRequired: boolean } | null>(null);
  const dirty = required !== saved.adminTwoFactorRequired;
  useUnsavedChangesWarning(dirty);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    save.mutate(
      { security: { adminTwoFactorRequired: required } },
      {
        onSuccess: (config) => {
          setRequired(config.security.adminTwoFactorRequired);
          toast.success(t(config.security.adminTwoFactorRequired ? 'security.savedOn' : 'security.savedOff'));
        },
        onError: (err) => {
          const text = isApiError(err) ? err.message : t('form.saveError');
          setRefusal({ text, selfRequired: isApiError(err) && err.code === 'TWO_FACTOR_SELF_REQUIRED' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('security.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('security.twoFactorTitle')}</CardTitle>
          <CardDescription>{t('security.twoFactorText')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <SwitchField
            label={t('security.adminTwoFactorRequired')}
            hint={t('security.adminTwoFactorRequiredHint')}
            checked={required}
            onChange={(next) => {
              setRequired(next);
              setRefusal(null);
            }}
            testId="security-admin-two-factor"
          />
          {refusal ? (
            <Alert variant="destructive" role="alert" data-testid="security-error">
              <ShieldAlertIcon aria-hidden="true" />
              <AlertDescription className="whitespace-pre-line text-foreground/80">
                {refusal.text}
                {refusal.selfRequired ? (
                  <Link
                    to={paths.twoFactorSettings}
                    className="mt-1 block font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t('security.openOwnTwoFactor')}
                  </Link>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <FormActions
        dirty={dirty}
        busy={save.isPending}
        onReset={() => {
          setRequired(saved.adminTwoFactorRequired);
          setRefusal(null);
        }}
      />
    </form>
  );
}
