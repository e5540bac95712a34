import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, Loader2Icon, MailWarningIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TwoFactorMethod } from '@shared/contracts/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { isTwoFactorChallenge } from '../api/auth-api';
import { useFinishSignIn, useSignIn } from '../hooks/use-auth-actions';
import { signInFormSchema } from '../lib/schemas';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { Field, PasswordInput, useFieldMessage } from '@/components/ui/form-field';
import { messageKey } from '@/lib/i18n';

type Values = z.input<typeof signInFormSchema>;

interface SignInFormProps {
  /**
   * Where to go after signing in (already sanitised), or null for the home of the account's active
   * type (issue 18 item 13). Also where a fresh verification link of an unverified account lands.
   */
  target: string | null;
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
  /**
   * The password was right and the account asks for a second factor (issue 22): the page shows the
   * code step in place of this form. `email` is the address typed, for 'Geri'.
   */
  onTwoFactor: (methods: TwoFactorMethod[], email: string) => void;
}

/** A failure shown above the form (role=alert) and focused; it stands in for the spec's toast. */
interface FormAlert {
  kind: 'unverified' | 'failed' | 'rateLimited';
  title: string;
  text: string;
}

/**
 * Password sign-in (spec §2 "/auth", §8): contract validation under the fields; failure toast
 * 'Giriş başarısız' / 'E-posta veya şifre hatalı'; an unverified address gets a notice that a new
 * link was sent; success toast 'Başarıyla giriş yapıldı' / 'Hoş geldiniz!' and the redirect target
 * (`useFinishSignIn`), or, for an account with two-factor sign-in, `onTwoFactor` (issue 22).
 *
 * Keyboard (issue 7): the e-mail field is focused when the form appears (unless the person is moving
 * between the tabs with the arrow keys), and the Tab order is e-mail → password → 'Şifremi unuttum' →
 * submit, so e-mail, Tab, password, Enter signs in. A wrong password, a rate limit or any other
 * failure is written above the form as an alert that takes the focus, instead of the spec's toast: a
 * toast disappears and is easy to miss, a screen reader user lands on the message, and the same text
 * twice (alert and toast) was noise (issue 18).
 */
export function SignInForm({ target, defaultEmail = '', onForgotPassword, onTwoFactor }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const signIn = useSignIn();
  const finish = useFinishSignIn(target);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values, unknown, z.output<typeof signInFormSchema>>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    // The ARIA tabs pattern keeps focus on a tab chosen with the arrow keys; anywhere else (the page
    // opening, 'Geri' from the forgot-password view) the first field gets it.
    if (document.activeElement?.closest('[role="tablist"]')) return;
    form.setFocus('email');
  }, [form]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    signIn.mutate(target ? { ...values, callbackURL: target } : values, {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) onTwoFactor(answer.twoFactorMethods, values.email);
        else finish(answer);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
          setAlert({ kind: 'unverified', title: t('signIn.unverifiedTitle'), text: error.message });
          return;
        }
        if (applyServerFieldErrors(error, form.setError, ['email', 'password'])) return;
        const rateLimited = isApiError(error) && error.code === 'RATE_LIMITED';
        const description =
          isApiError(error) && error.code !== 'INVALID_CREDENTIALS'
            ? error.message
            : t(messageKey('auth.invalidCredentials'));
        const title = rateLimited ? t('signIn.rateLimitedTitle') : t('signIn.failedTitle');
        // One surface per error (issue 18): the focused alert above the form, not also a toast that
        // repeats it.
        setAlert({ kind: rateLimited ? 'rateLimited' : 'failed', title, text: description });
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
      {alert ? (
        <Alert
          ref={alertRef}
          tabIndex={-1}
          variant={alert.kind === 'unverified' ? 'warning' : 'destructive'}
          role="alert"
          data-testid={alert.kind === 'unverified' ? 'email-not-verified' : 'sign-in-error'}
          data-kind={alert.kind}
        >
          {alert.kind === 'unverified' ? (
            <MailWarningIcon aria-hidden="true" />
          ) : (
            <AlertCircleIcon aria-hidden="true" />
          )}
          <AlertTitle>{alert.title}</AlertTitle>
          <AlertDescription className="text-foreground/80">{alert.text}</AlertDescription>
        </Alert>
      ) : null}
      <Field label={t('fields.email')} error={message(errors.email?.message)}>
        {(control) => (
          <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <div className="flex flex-col gap-2">
        <Field label={t('fields.password')} error={message(errors.password?.message)}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
        </Field>
        {/* After the password field, not beside its label: the Tab order follows the DOM. */}
        <button
          type="button"
          data-testid="forgot-password"
          className="self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          {t('signIn.forgotPassword')}
        </button>
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
