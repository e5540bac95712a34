import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneVerificationState } from '@shared/contracts/phone-verification';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useConfirmPhoneCode, usePhoneVerification, useRequestPhoneCode } from '../api/phone-verification';

/** The server's text for a failed call (it names attempts left, waiting time…), else a generic one. */
const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/**
 * "Telefon doğrulama" (user panel, settings; issue 22, decision 043): enter a Turkish mobile number,
 * receive a 6-digit code by SMS, confirm it. Shows the verified number, the number a code went to,
 * and the server's reason when a code is wrong (with the attempts left), expired or asked too often.
 * A verified phone lets SMS notifications be turned on in the e-mail preferences.
 */
export function PhoneVerificationCard() {
  const { t } = useTranslation('users');
  const query = usePhoneVerification();
  return (
    <Card data-testid="phone-verification">
      <CardHeader>
        <CardTitle>{t('phoneVerification.title')}</CardTitle>
        <CardDescription>{t('phoneVerification.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          isEmpty={() => false}
          errorTitle={t('phoneVerification.loadError')}
          loading={<Skeleton className="h-24" />}
        >
          {(state) => <PhoneVerificationBody state={state} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function PhoneVerificationBody({ state }: { state: PhoneVerificationState }) {
  const { t } = useTranslation('users');
  const id = useId();
  const [phone, setPhone] = useState(state.phone ? `0${state.phone}` : '');
  const [code, setCode] = useState('');
  const [editing, setEditing] = useState(!state.phoneVerifiedAt);
  const request = useRequestPhoneCode();
  const confirm = useConfirmPhoneCode();
  const pending = state.pending;

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    confirm.reset();
    request.mutate({ phone }, { onSuccess: () => setCode('') });
  };
  const check = (event: React.FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    confirm.mutate(
      { code },
      {
        onSuccess: (next) => {
          if (next.phoneVerifiedAt) setEditing(false);
        },
        onError: () => setCode(''),
      },
    );
  };

  if (state.phoneVerifiedAt && !editing) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm" role="status">
          <CheckCircle2Icon className="size-4 shrink-0 text-green-600" aria-hidden="true" />
          {t('phoneVerification.verified', { phone: `0${state.phone ?? ''}` })}
        </p>
        <Button type="button" variant="outline" onClick={() => setEditing(true)}>
          {t('phoneVerification.change')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={send} noValidate className="flex flex-col gap-2">
        <Label htmlFor={`${id}-phone`}>{t('phoneVerification.phoneLabel')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0532 123 45 67"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={request.isError || undefined}
            aria-describedby={request.isError ? `${id}-phone-error` : undefined}
            className="sm:max-w-xs"
          />
          <Button type="submit" disabled={request.isPending || phone.trim() === ''} aria-busy={request.isPending}>
            {request.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {request.isPending
              ? t('phoneVerification.sending')
              : pending
                ? t('phoneVerification.resend')
                : t('phoneVerification.send')}
          </Button>
        </div>
        {request.isError ? (
          <p id={`${id}-phone-error`} className="text-sm text-destructive" role="alert">
            {messageOf(request.error, t('phoneVerification.sendError'))}
          </p>
        ) : null}
      </form>

      {pending ? (
        <form onSubmit={check} noValidate className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground" role="status">
            {t('phoneVerification.codeSent', { phone: pending.phone, count: pending.attemptsLeft })}
          </p>
          <Label htmlFor={`${id}-code`}>{t('phoneVerification.codeLabel')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              aria-invalid={confirm.isError || undefined}
              aria-describedby={confirm.isError ? `${id}-code-error` : undefined}
              className="sm:max-w-40"
            />
            <Button type="submit" disabled={confirm.isPending || code.length !== 6} aria-busy={confirm.isPending}>
              {confirm.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {t('phoneVerification.confirm')}
            </Button>
          </div>
        </form>
      ) : null}
      {confirm.isError ? (
        <p id={`${id}-code-error`} className="text-sm text-destructive" role="alert">
          {messageOf(confirm.error, t('phoneVerification.confirmError'))}
        </p>
      ) : null}
    </div>
  );
}
