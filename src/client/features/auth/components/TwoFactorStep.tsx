import { useMutation } from '@tanstack/react-query';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  KeyRoundIcon,
  Loader2Icon,
  MessageSquareIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_METHODS, type TwoFactorMethod } from '@shared/contracts/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { sendTwoFactorSms, type TwoFactorCodeKind } from '../api/auth-api';
import { useFinishSignIn, useVerifyTwoFactor } from '../hooks/use-auth-actions';

/** Seconds before another SMS code can be asked for. */
export const SMS_RESEND_COOLDOWN_S = 60;

/** A backup code as written: two groups of five letters and digits (`xxxxx-xxxxx`), 11 characters. */
const BACKUP_CODE_LENGTH = 11;
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** Errors after which the challenge is gone: the person signs in with the password again. */
const CHALLENGE_ENDED = ['TWO_FACTOR_CHALLENGE_EXPIRED', 'TWO_FACTOR_TOO_MANY_ATTEMPTS'];
/** Errors after which the typed code is worth nothing. */
const CODE_REFUSED = ['INVALID_TWO_FACTOR_CODE', 'TWO_FACTOR_CODE_EXPIRED'];

/**
 * The methods of a sign-in landing's `?twoFactor=totp,otp` (magic link or provider sign-in of an
 * account with two-factor sign-in, `TWO_FACTOR_LANDING_PARAM`), unknown ones left out; null when the
 * parameter is absent or names no method.
 */
export function parseTwoFactorMethods(value: string | null): TwoFactorMethod[] | null {
  if (value === null) return null;
  const asked = value.split(',').map((part) => part.trim());
  const methods = TWO_FACTOR_METHODS.filter((method) => asked.includes(method));
  return methods.length > 0 ? methods : null;
}

/** A code as typed, as the server takes it: digits only, or a backup code with its dash. */
function normaliseCode(kind: TwoFactorCodeKind, typed: string): string {
  if (kind !== 'backup') return typed.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
  const plain = typed.replace(/[^A-Za-z0-9-]/g, '');
  // Ten characters typed without the dash are still a backup code.
  return /^[A-Za-z0-9]{10}$/.test(plain)
    ? `${plain.slice(0, 5)}-${plain.slice(5)}`
    : plain.slice(0, BACKUP_CODE_LENGTH);
}

function isComplete(kind: TwoFactorCodeKind, code: string): boolean {
  return kind === 'backup' ? BACKUP_CODE.test(code) : code.length === TWO_FACTOR_CODE_LENGTH;
}

interface TwoFactorStepProps {
  /** The methods the challenge offers (`totp`, `otp`); a backup code is always accepted. */
  methods: readonly TwoFactorMethod[];
  /** Where to go once signed in (already sanitised), or null for the home of the account's type. */
  target: string | null;
  /**
   * Back to the password form: 'Geri', or the challenge ended (expired, too many wrong codes), with
   * the server's text to show there.
   */
  onBack: (notice?: string) => void;
}

/**
 * The second step of a sign-in with two-factor sign-in on (issue 22; docs/decisions/044), shown in
 * place of the password form after POST /api/login's challenge, or at once on a magic link or
 * provider landing (`/auth?twoFactor=totp,otp`). The authenticator app's 6-digit code, a backup code
 * (`xxxxx-xxxxx`), or, when the challenge offers `otp`, a code sent by SMS (again after 60 s);
 * 'Bu tarayıcıya 30 gün güven'. A right code signs in exactly as the password does
 * (`useFinishSignIn`); a wrong one is cleared and explained in an alert; an expired challenge or too
 * many wrong codes go back to the password form with the server's text.
 *
 * Keyboard: the code field has the focus when the step appears, after a method change and after a
 * wrong code; Enter submits.
 */
export function TwoFactorStep({ methods, target, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const hasTotp = methods.includes('totp');
  const hasOtp = methods.includes('otp');
  const [kind, setKind] = useState<TwoFactorCodeKind>(hasTotp ? 'totp' : hasOtp ? 'otp' : 'backup');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyTwoFactor();
  const finish = useFinishSignIn(target);
  const sms = useMutation({ mutationFn: sendTwoFactorSms });
  const busy = verify.isPending || sms.isPending;

  useEffect(() => {
    input.current?.focus();
  }, [kind]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const failed = (err: unknown) => {
    const errorCode = isApiError(err) ? err.code : '';
    if (CHALLENGE_ENDED.includes(errorCode)) {
      onBack(isApiError(err) ? err.message : undefined);
      return;
    }
    if (CODE_REFUSED.includes(errorCode)) setCode('');
    setError(isApiError(err) ? err.message : t('errors.generic'));
    input.current?.focus();
  };

  const switchTo = (next: TwoFactorCodeKind) => {
    setKind(next);
    setCode('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isComplete(kind, code)) return;
    setError(null);
    verify.mutate({ kind, code, trustDevice }, { onSuccess: finish, onError: failed });
  };

  const sendSms = () => {
    if (busy || cooldown > 0) return;
    setError(null);
    sms.mutate(undefined, {
      onSuccess: () => {
        setSmsSent(true);
        setCooldown(SMS_RESEND_COOLDOWN_S);
        switchTo('otp');
        input.current?.focus();
      },
      onError: failed,
    });
  };

  const labels: Record<TwoFactorCodeKind, { label: string; text: string }> = {
    totp: { label: t('twoFactor.codeLabel'), text: t('twoFactor.totpText') },
    otp: { label: t('twoFactor.smsCodeLabel'), text: smsSent ? t('twoFactor.otpText') : t('twoFactor.otpNotSent') },
    backup: { label: t('twoFactor.backupCodeLabel'), text: t('twoFactor.backupText') },
  };
  const errorId = `${id}-error`;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="two-factor-step" className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-info-soft text-info">
          <ShieldCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('twoFactor.title')}
        </h1>
        <p className="text-muted-foreground" data-testid="two-factor-text">
          {labels[kind].text}
        </p>
      </div>

      {error ? (
        <Alert variant="destructive" role="alert" id={errorId} data-testid="two-factor-error">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{t('twoFactor.failedTitle')}</AlertTitle>
          <AlertDescription className="whitespace-pre-line text-foreground/80">{error}</AlertDescription>
        </Alert>
      ) : null}
      {kind === 'otp' && smsSent ? (
        <p role="status" className="text-sm font-medium text-success" data-testid="two-factor-sms-sent">
          {t('twoFactor.smsSent')}
        </p>
      ) : null}

      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('twoFactor.formLabel')}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-code`}>{labels[kind].label}</Label>
          <Input
            ref={input}
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(event) => setCode(normaliseCode(kind, event.target.value))}
            inputMode={kind === 'backup' ? 'text' : 'numeric'}
            autoComplete={kind === 'backup' ? 'off' : 'one-time-code'}
            maxLength={kind === 'backup' ? BACKUP_CODE_LENGTH : TWO_FACTOR_CODE_LENGTH}
            placeholder={kind === 'backup' ? 'xxxxx-xxxxx' : undefined}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-12 font-mono text-lg tracking-[0.3em] sm:text-lg"
            data-testid="two-factor-code"
          />
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-trust`}
            checked={trustDevice}
            onCheckedChange={(checked) => setTrustDevice(checked === true)}
            aria-describedby={`${id}-trust-hint`}
            className="mt-0.5"
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-trust`}>{t('twoFactor.trustDevice')}</Label>
            <p id={`${id}-trust-hint`} className="text-xs text-muted-foreground">
              {t('twoFactor.trustDeviceHint')}
            </p>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={busy || !isComplete(kind, code)} aria-busy={verify.isPending}>
          {verify.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {verify.isPending ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </Button>
      </form>

      <div className="flex flex-col gap-2 border-t pt-4" role="group" aria-label={t('twoFactor.otherWays')}>
        {hasOtp ? (
          <Button
            type="button"
            variant="outline"
            onClick={sendSms}
            disabled={busy || cooldown > 0}
            aria-busy={sms.isPending}
            data-testid="two-factor-send-sms"
          >
            {sms.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <MessageSquareIcon aria-hidden="true" />
            )}
            {cooldown > 0
              ? t('twoFactor.resendIn', { seconds: cooldown })
              : smsSent
                ? t('twoFactor.resendSms')
                : t('twoFactor.sendSms')}
          </Button>
        ) : null}
        {kind !== 'totp' && hasTotp ? (
          <Button type="button" variant="outline" onClick={() => switchTo('totp')}>
            <SmartphoneIcon aria-hidden="true" />
            {t('twoFactor.useApp')}
          </Button>
        ) : null}
        {kind !== 'backup' ? (
          <Button type="button" variant="outline" onClick={() => switchTo('backup')}>
            <KeyRoundIcon aria-hidden="true" />
            {t('twoFactor.useBackup')}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" className="self-start" onClick={() => onBack()}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('twoFactor.back')}
        </Button>
      </div>
    </section>
  );
}
