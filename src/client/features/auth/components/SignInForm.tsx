import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, MailWarningIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { useSignIn } from '../hooks/use-auth-actions';
import { signInFormSchema } from '../lib/schemas';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { bannerStore, shouldWelcomeNewUser } from '../lib/welcome-store';
import { Field, PasswordInput, useFieldMessage } from '@/components/ui/form-field';

type Values = z.input<typeof signInFormSchema>;

interface SignInFormProps {
  /** Where to go after signing in (already sanitised). */
  target: string;
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
}

/**
 * Password sign-in (spec §2 "/auth", §8): contract validation under the fields; failure toast
 * 'Giriş başarısız' / 'E-posta veya şifre hatalı'; an unverified address gets a notice that a new
 * link was sent; success toast 'Başarıyla giriş yapıldı' / 'Hoş geldiniz!' and the redirect target.
 */
export function SignInForm({ target, defaultEmail = '', onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof signInFormSchema>>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setUnverified(null);
    signIn.mutate(values, {
      onSuccess: (user) => {
        toast.success(t('signIn.successTitle'), { description: t('signIn.successText') });
        if (shouldWelcomeNewUser(user)) bannerStore.showWelcome('new_user');
        void navigate(target, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
          setUnverified(error.message);
          return;
        }
        if (applyServerFieldErrors(error, form.setError, ['email', 'password'])) return;
        const description =
          isApiError(error) && error.code !== 'INVALID_CREDENTIALS' ? error.message : t('signIn.failedText');
        toast.error(t('signIn.failedTitle'), { description });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-label={t('signIn.formLabel')}
    >
      {unverified ? (
        <Alert variant="warning" role="alert" data-testid="email-not-verified">
          <MailWarningIcon aria-hidden="true" />
          <AlertTitle>{t('signIn.unverifiedTitle')}</AlertTitle>
          <AlertDescription className="text-foreground/80">{unverified}</AlertDescription>
        </Alert>
      ) : null}
      <Field label={t('fields.email')} error={message(errors.email?.message)}>
        {(control) => (
          <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <Field
        label={t('fields.password')}
        error={message(errors.password?.message)}
        labelAction={
          <button
            type="button"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onForgotPassword(form.getValues('email'))}
          >
            {t('signIn.forgotPassword')}
          </button>
        }
      >
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <Button type="submit" size="lg" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
