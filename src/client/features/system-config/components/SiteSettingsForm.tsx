import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  ADDRESS_MAX,
  ORGANISATION_NAME_MAX,
  SITE_NAME_MAX,
  type SiteSettings,
  siteSettingsInputSchema,
  SOCIAL_NETWORKS,
  URL_MAX,
} from '@shared/contracts/system-config';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useUpdateSystemConfig } from '../api/system-settings';
import { changedFields, useUnsavedChangesWarning } from '../lib/settings-form';
import { FormActions } from './FormActions';
import { HeroImageField } from './HeroImageField';

type Values = z.input<typeof siteSettingsInputSchema>;
type TextField =
  | 'siteName'
  | 'siteNameEn'
  | 'contactEmail'
  | 'contactPhone'
  | 'address'
  | 'parentOrganisationName'
  | 'parentOrganisationNameEn'
  | 'parentOrganisationUrl'
  | 'heroVideoUrl';

/**
 * The site settings (issue 11): name (Turkish, and English for the English site: issue 18), contact details shown in the header's top bar and the footer,
 * parent organisation, social links and the home hero's image and background video. Checked here with the server's rules,
 * saved with only the changed fields; the server's field errors land under their fields.
 */
export function SiteSettingsForm({ site }: { site: SiteSettings }) {
  const { t } = useTranslation('systemConfig');
  const message = useFieldMessage();
  const save = useUpdateSystemConfig();
  const form = useForm<Values, unknown, z.output<typeof siteSettingsInputSchema>>({
    resolver: zodResolver(siteSettingsInputSchema),
    defaultValues: site,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesWarning(isDirty);
  const heroImageUrl = useWatch({ control: form.control, name: 'heroImageUrl' });

  const submit = form.handleSubmit((values) => {
    const changes = changedFields(site, values);
    save.mutate(
      { site: changes },
      {
        onSuccess: (saved) => {
          form.reset(saved.site);
          toast.success(t('site.saved'));
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) {
            for (const [field, [text]] of Object.entries(error.fieldErrors)) {
              if (field.startsWith('site.') && text) {
                form.setError(field.slice(5) as keyof Values, { type: 'server', message: text });
              }
            }
          }
          toast.error(t('form.saveError'), { description: isApiError(error) ? error.message : undefined });
        },
      },
    );
  });

  const text = (name: TextField, max: number, props: React.ComponentProps<'input'> = {}) => (
    <Field label={t(`site.fields.${name}`)} error={message(errors[name]?.message)} hint={t(`site.hints.${name}`)}>
      {(control) => (
        <Input {...control} maxLength={max} {...props} {...form.register(name)} data-testid={`site-${name}`} />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('site.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('site.contactTitle')}</CardTitle>
          <CardDescription>{t('site.contactText')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {text('siteName', SITE_NAME_MAX)}
          {text('siteNameEn', SITE_NAME_MAX, { lang: 'en' })}
          {text('contactEmail', 254, { type: 'email', inputMode: 'email', autoComplete: 'off' })}
          {text('contactPhone', 24, { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
          <Field
            label={t('site.fields.address')}
            error={message(errors.address?.message)}
            hint={t('site.hints.address')}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={2} maxLength={ADDRESS_MAX} {...form.register('address')} />}
          </Field>
          {text('parentOrganisationName', ORGANISATION_NAME_MAX)}
          {text('parentOrganisationNameEn', ORGANISATION_NAME_MAX, { lang: 'en' })}
          {text('parentOrganisationUrl', URL_MAX, { type: 'url', inputMode: 'url' })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('site.socialTitle')}</CardTitle>
          <CardDescription>{t('site.socialText')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              label={t(`site.social.${network}`)}
              error={message(errors.socialLinks?.[network]?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={URL_MAX}
                  {...form.register(`socialLinks.${network}`)}
                />
              )}
            </Field>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('site.heroTitle')}</CardTitle>
          <CardDescription>{t('site.heroText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <HeroImageField
            value={heroImageUrl ?? ''}
            error={message(errors.heroImageUrl?.message)}
            onChange={(url) => form.setValue('heroImageUrl', url, { shouldDirty: true, shouldValidate: true })}
          />
          <div className="mt-5">
            {text('heroVideoUrl', URL_MAX, { placeholder: '/public-objects/…mp4', inputMode: 'url' })}
          </div>
        </CardContent>
      </Card>

      <FormActions dirty={isDirty} busy={save.isPending} onReset={() => form.reset(site)} />
    </form>
  );
}
