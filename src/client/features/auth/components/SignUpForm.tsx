import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ConsentNote } from '@/components/ParentPageLink';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { useSignUp } from '../hooks/use-auth-actions';
import { signUpFormSchema } from '../lib/schemas';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { Field, PasswordInput, useFieldMessage } from '@/components/ui/form-field';
import { PasswordStrength } from '@/components/PasswordStrength';

type Values = z.input<typeof signUpFormSchema>;
type Output = z.output<typeof signUpFormSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

/**
 * Sign-up (spec §2 "/auth", PRODUCT-DECISIONS 3–4): first and last name, e-mail, optional mobile
 * phone, password of at least 8 characters. Success toasts 'Kayıt başarılı' / 'Hesabınız
 * oluşturuldu!' and hands over to the 'Son bir adım' screen; failure toasts 'Kayıt başarısız'.
 * Above the button, the terms of use and the KVKK notice of the parent organisation (the footer's
 * pages), opening in a new tab so the form keeps what was typed.
 */
export function SignUpForm({
  onRegistered,
  returnTo,
}: {
  onRegistered: (email: string) => void;
  /** Where the verification link should land (what the visitor came to /auth for), if anything. */
  returnTo?: string | null;
}) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const signUp = useSignUp();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '' },
  });
  const { errors } = form.formState;
  const [password, email, firstName, lastName] = useWatch({
    control: form.control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      { ...values, phone: values.phone ?? null, ...(returnTo ? { callbackURL: returnTo } : {}) },
      {
        onSuccess: (data) => {
          toast.success(t('signUp.successTitle'), { description: t('signUp.successText') });
          onRegistered(data.user.email);
        },
        onError: (error) => {
          // One surface per error (issue 18): a message the server put under a field is not repeated
          // in a toast; anything else gets the spec's 'Kayıt başarısız' toast.
          if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
          toast.error(t('signUp.failedTitle'), {
            description: isApiError(error) ? error.message : t('signUp.failedText'),
          });
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-label={t('signUp.formLabel')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={message(errors.firstName?.message)}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </Field>
        <Field label={t('fields.lastName')} error={message(errors.lastName?.message)}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </Field>
      </div>
      <Field label={t('fields.email')} error={message(errors.email?.message)}>
        {(control) => (
          <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <Field
        label={t('fields.phone')}
        labelSuffix={t('fields.optional')}
        hint={t('fields.phoneHint')}
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
      <Field label={t('fields.password')} hint={t('fields.passwordHint')} error={message(errors.password?.message)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <PasswordStrength password={password} email={email} firstName={firstName} lastName={lastName} />
      <ConsentNote
        text={(part) => t(`signUp.consent.${part}`)}
        className="text-sm text-muted-foreground"
        data-testid="sign-up-consent"
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('signUp.verifyNote')}</p>
    </form>
  );
}
