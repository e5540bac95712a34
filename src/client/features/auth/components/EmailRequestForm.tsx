import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeftIcon, Loader2Icon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { requestMagicLink, requestPasswordReset } from '../api/auth-api';
import { emailOnlySchema } from '../lib/schemas';

type Values = z.input<typeof emailOnlySchema>;

interface EmailRequestFormProps {
  /** `magic`: passwordless sign-in link; `forgot`: password reset link. */
  kind: 'magic' | 'forgot';
  defaultEmail?: string;
  /** Back to the password form. */
  onBack: () => void;
  /** Where a magic link should land (what the visitor came to /auth for), if anything. */
  returnTo?: string | null;
}

/**
 * Magic link and forgot password (spec §2 "/auth"): one e-mail field; once sent, a success note
 * that does not say whether the address has an account (PRODUCT-DECISIONS 5). Failure toasts
 * 'Sihirli bağlantı gönderilemedi' or 'Şifre sıfırlama başarısız' with the server's message.
 */
export function EmailRequestForm({ kind, defaultEmail = '', onBack, returnTo }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (email: string) => (kind === 'magic' ? requestMagicLink(email, returnTo) : requestPasswordReset(email)),
  });
  const form = useForm<Values, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) => {
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['email'])) return;
        toast.error(t(`${kind}.failedTitle`), {
          description: isApiError(error) ? error.message : t('errors.generic'),
        });
      },
    });
  });

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h3 className="text-lg font-semibold">{t(`${kind}.title`)}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t(`${kind}.text`)}</p>
      </div>
      {sentTo ? (
        <Alert variant="success" role="status" data-testid={`${kind}-sent`}>
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>{t(`${kind}.sentTitle`)}</AlertTitle>
          <AlertDescription className="text-foreground/80">{t(`${kind}.sentText`, { email: sentTo })}</AlertDescription>
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-5"
        aria-label={t(`${kind}.title`)}
      >
        <Field label={t('fields.email')} error={message(errors.email?.message)}>
          {(control) => (
            <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
          {request.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {request.isPending ? t('common.sending') : sentTo ? t(`${kind}.resend`) : t(`${kind}.submit`)}
        </Button>
      </form>
      <Button variant="ghost" onClick={onBack} className="self-start">
        <ArrowLeftIcon aria-hidden="true" />
        {t('common.backToSignIn')}
      </Button>
    </div>
  );
}
