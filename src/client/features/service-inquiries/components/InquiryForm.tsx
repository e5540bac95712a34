import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, Loader2Icon, MailCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { INQUIRY_MESSAGE_MAX, serviceInquiryFormSchema } from '@shared/contracts/service-inquiries';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { useSendServiceInquiry } from '../api/send-service-inquiry';

type Values = { name: string; email: string; company: string; phone: string; message: string; website: string };
const FIELDS = ['name', 'email', 'company', 'phone', 'message'] as const;
const EMPTY: Values = { name: '', email: '', company: '', phone: '', message: '', website: '' };

/**
 * "Firmaya soru sorun" on a partner's profile, for visitors without an account (issue 22;
 * docs/decisions/042): name, e-mail, message, optional company and phone, validated with the
 * contract's texts. Sent, it says where the confirmation link went: nothing reaches the firm before
 * the sender clicks it. The `website` field is a honeypot people never see or reach.
 */
export function InquiryForm({ partnerId, companyName }: { partnerId: number; companyName: string }) {
  const { t } = useTranslation('serviceInquiries');
  const message = useFieldMessage();
  const send = useSendServiceInquiry(partnerId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values, unknown, z.output<typeof serviceInquiryFormSchema>>({
    resolver: zodResolver(serviceInquiryFormSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'message' }).length;
  // The form is replaced by the confirmation: keyboard and screen-reader users land on what happened.
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    send.mutate(
      {
        ...values,
        company: values.company ?? undefined,
        phone: values.phone ?? undefined,
        website: values.website || undefined,
      },
      {
        onSuccess: () => {
          setSentTo(values.email);
          form.reset(EMPTY);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
          const limited = isApiError(error) && error.status === 429;
          setFailure({
            title: t(limited ? 'form.rateLimitedTitle' : 'form.failedTitle'),
            text: isApiError(error) ? error.message : t('form.failedTitle'),
          });
        },
      },
    );
  });

  return (
    <Card data-testid="inquiry-card" aria-labelledby="inquiry-title" role="region">
      <CardHeader className="pb-4">
        <h2 id="inquiry-title" className="text-lg font-semibold">
          {t('form.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('form.text', { company: companyName })}</p>
      </CardHeader>
      <CardContent>
        {sentTo ? (
          <div
            ref={doneRef}
            tabIndex={-1}
            role="status"
            className="flex flex-col gap-3 rounded-md focus:outline-none"
            data-testid="inquiry-sent"
          >
            <MailCheckIcon className="size-8 text-success" aria-hidden="true" />
            <p className="font-semibold">{t('form.sentTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('form.sentText', { email: sentTo })}</p>
            <Button type="button" variant="outline" className="w-fit" onClick={() => setSentTo(null)}>
              {t('form.sendAnother')}
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(e) => void onSubmit(e)}
            className="flex flex-col gap-4"
            aria-labelledby="inquiry-title"
          >
            {failure ? (
              <Alert variant="destructive" role="alert" data-testid="inquiry-error">
                <AlertCircleIcon aria-hidden="true" />
                <AlertTitle>{failure.title}</AlertTitle>
                <AlertDescription>{failure.text}</AlertDescription>
              </Alert>
            ) : null}
            <Field label={t('form.name')} error={message(errors.name?.message)}>
              {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
            </Field>
            <Field label={t('form.email')} error={message(errors.email?.message)}>
              {(control) => (
                <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
              )}
            </Field>
            <Field label={t('form.company')} labelSuffix={t('form.optional')} error={message(errors.company?.message)}>
              {(control) => <Input {...control} autoComplete="organization" {...form.register('company')} />}
            </Field>
            <Field label={t('form.phone')} labelSuffix={t('form.optional')} error={message(errors.phone?.message)}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
            </Field>
            <Field
              label={t('form.message')}
              error={message(errors.message?.message)}
              hint={t('form.count', { count: typed, max: INQUIRY_MESSAGE_MAX })}
            >
              {(control) => <Textarea {...control} rows={5} {...form.register('message')} />}
            </Field>
            {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label>
                {t('form.website')}
                <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
              </label>
            </div>
            <p className="text-xs text-muted-foreground">{t('form.privacy', { company: companyName })}</p>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {send.isPending ? t('form.submitting') : t('form.submit')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
