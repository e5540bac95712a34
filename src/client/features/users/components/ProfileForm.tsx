import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionUser, UserProfile } from '@shared/contracts/auth';
import { type UpdateProfile, type UpdateProfileInput, updateProfileBodySchema } from '@shared/contracts/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePhoto } from './ProfilePhoto';
import { messageKey } from '@/lib/i18n';

type Values = UpdateProfileInput;
const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'title',
  'sector',
  'website',
  'linkedinProfile',
  'profileImage',
] as const;
const TEXT_FIELDS = ['company', 'title', 'sector'] as const;
const URL_FIELDS = ['website', 'linkedinProfile'] as const;
const LABEL_KEYS = { title: 'jobTitle' } as const;

/**
 * The user's profile form (user panel, "profile" tab): photo, names, phone, company, job title,
 * sector, website, LinkedIn. Validates with the server's contract; the server's field messages land
 * under their fields; success toasts 'Profiliniz güncellendi'.
 */
export function ProfileForm({ user, profile }: { user: SessionUser; profile: UserProfile }) {
  const { t } = useTranslation('users');
  const message = useFieldMessage();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<string | null>(profile.profileImage);
  const form = useForm<Values, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      company: profile.company ?? '',
      title: profile.title ?? '',
      sector: profile.sector ?? '',
      website: profile.website ?? '',
      linkedinProfile: profile.linkedinProfile ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // Only an uploaded photo (a /public-objects/ URL) is stored; a social provider's picture is the
    // server's fallback when none is, so it needs no saving.
    const profileImage = photo?.startsWith('/public-objects/') ? photo : null;
    update.mutate(
      { ...values, profileImage },
      {
        onSuccess: () => toast.success(t(messageKey('users.profileUpdated'))),
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          toast.error(t('panel.profile.saveFailed'), {
            description: isApiError(error) ? error.message : undefined,
          });
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('panel.profile.title')}</CardTitle>
        <CardDescription>{t('panel.profile.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-6"
          aria-label={t('panel.profile.title')}
          data-testid="profile-form"
        >
          <ProfilePhoto value={photo} onChange={setPhoto} disabled={update.isPending} />
          {errors.profileImage?.message ? (
            <p className="text-sm text-danger" role="alert">
              {message(errors.profileImage.message)}
            </p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('panel.profile.firstName')} error={message(errors.firstName?.message)}>
              {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
            </Field>
            <Field label={t('panel.profile.lastName')} error={message(errors.lastName?.message)}>
              {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
            </Field>
            <Field label={t('panel.profile.email')} hint={t('panel.profile.emailHint')}>
              {(control) => <Input {...control} type="email" value={user.email} readOnly disabled />}
            </Field>
            <Field
              label={t('panel.profile.phone')}
              labelSuffix={t('panel.profile.optional')}
              hint={t('panel.profile.phoneHint')}
              error={message(errors.phone?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="5XX XXX XX XX"
                  {...form.register('phone')}
                />
              )}
            </Field>
            {TEXT_FIELDS.map((name) => (
              <Field
                key={name}
                label={t(`panel.profile.${name in LABEL_KEYS ? LABEL_KEYS[name as 'title'] : name}`)}
                labelSuffix={t('panel.profile.optional')}
                error={message(errors[name]?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    autoComplete={name === 'company' ? 'organization' : name === 'title' ? 'organization-title' : 'off'}
                    {...form.register(name)}
                  />
                )}
              </Field>
            ))}
            {URL_FIELDS.map((name) => (
              <Field
                key={name}
                label={t(`panel.profile.${name}`)}
                labelSuffix={t('panel.profile.optional')}
                error={message(errors[name]?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    placeholder={name === 'website' ? 'https://' : 'https://www.linkedin.com/in/...'}
                    {...form.register(name)}
                  />
                )}
              </Field>
            ))}
          </div>
          <Button type="submit" className="self-start" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {update.isPending ? t('panel.profile.saving') : t('panel.profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
