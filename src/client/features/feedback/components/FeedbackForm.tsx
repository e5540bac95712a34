import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '@shared/constants';
import { feedbackFormSchema, type FeedbackFormInput } from '@shared/contracts/feedback';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useSendFeedback } from '../api/send-feedback';
import { messageKey } from '@/lib/i18n';

type Values = {
  name: string;
  email: string;
  phone: string;
  category: FeedbackFormInput['category'] | '';
  message: string;
};

const FIELDS = ['name', 'email', 'phone', 'category', 'message'] as const;

/** The native select styled as an input: one control that works the same with keyboard, touch and screen readers. */
const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[invalid=true]:border-danger';

/**
 * The feedback form (issue 11): name, e-mail, phone (optional), category (Talep, Hata, Öneri/Özellik,
 * Şikayet, Diğer) and message; prefilled from the session for signed-in users. Shows a thank-you on
 * success and the wait time when the hourly limit is reached (429).
 */
export function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('feedback');
  const message = useFieldMessage();
  const { user } = useSession();
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const form = useForm<Values, unknown, z.output<typeof feedbackFormSchema>>({
    resolver: zodResolver(feedbackFormSchema) as never,
    defaultValues: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      category: '',
      message: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    send.mutate(
      { ...values, phone: values.phone || undefined },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
          const limited = isApiError(error) && error.status === 429;
          setFailure({
            title: t(limited ? 'rateLimitedTitle' : 'failedTitle'),
            text: isApiError(error) ? error.message : t('failedTitle'),
          });
        },
      },
    );
  });

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" data-testid="feedback-success">
        <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
        <div>
          <p className="text-lg font-semibold">{t(messageKey('feedback.received'))}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('successText')}</p>
        </div>
        <Button type="button" onClick={onDone}>
          {t('close')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label={t('title')}>
      {failure ? (
        <Alert variant="destructive" role="alert" data-testid="feedback-error">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{failure.title}</AlertTitle>
          <AlertDescription>{failure.text}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </Field>
        <Field label={t('fields.email')} error={message(errors.email?.message)}>
          {(control) => (
            <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
          )}
        </Field>
        <Field label={t('fields.phone')} labelSuffix={t('optional')} error={message(errors.phone?.message)}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </Field>
        <Field label={t('fields.category')} error={message(errors.category?.message)}>
          {(control) => (
            <select {...control} className={cn(selectClass)} {...form.register('category')}>
              <option value="">{t('choose')}</option>
              {FEEDBACK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('fields.message')} error={message(errors.message?.message)}>
        {(control) => <Textarea {...control} rows={5} {...form.register('message')} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {send.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
