import { Loader2Icon } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_CODE_LENGTH } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useConfirmTwoFactor } from '../api/two-factor';

/**
 * The key of an `otpauth://totp/…?secret=…` URI for typing into an app by hand, in groups of four
 * (`JBSW Y3DP EHPK 3PXP`); null when the URI carries none.
 */
export function manualEntryKey(totpURI: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
  const plain = secret?.replace(/\s+/g, '');
  return plain ? (plain.match(/.{1,4}/g) ?? []).join(' ') : null;
}

/**
 * The enrolment's middle step (issue 22), in its own chunk for the QR code library: the
 * authenticator's QR code and its key in text, then the app's first code (POST
 * /api/auth/two-factor/verify-totp), which turns two-factor sign-in on. A wrong code is cleared and
 * explained; the code field has the focus.
 */
export function TwoFactorScanStep({
  totpURI,
  onEnabled,
  onCancel,
}: {
  totpURI: string;
  onEnabled: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('users');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactor();
  const key = manualEntryKey(totpURI);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || code.length !== TWO_FACTOR_CODE_LENGTH) return;
    confirm.mutate(code, {
      onSuccess: onEnabled,
      onError: () => {
        setCode('');
        input.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="shrink-0 rounded-md border bg-white p-3">
          <QRCodeSVG
            value={totpURI}
            size={168}
            level="M"
            title={t('twoFactor.qrLabel')}
            role="img"
            aria-label={t('twoFactor.qrLabel')}
            data-testid="two-factor-qr"
          />
        </div>
        {key ? (
          <div className="flex w-full min-w-0 flex-col gap-2">
            <p className="text-sm font-medium">{t('twoFactor.secretLabel')}</p>
            <code
              className="select-all rounded-md border bg-surface px-3 py-2 font-mono text-sm tracking-wider [overflow-wrap:anywhere]"
              data-testid="two-factor-secret"
            >
              {key}
            </code>
            <p className="text-xs text-muted-foreground">{t('twoFactor.secretHint')}</p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-code`}>{t('twoFactor.codeLabel')}</Label>
        <Input
          ref={input}
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          aria-invalid={confirm.isError || undefined}
          aria-describedby={confirm.isError ? `${id}-error` : undefined}
          className="font-mono tracking-[0.3em] sm:max-w-48"
        />
        {confirm.isError ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger" role="alert">
            {isApiError(confirm.error) ? confirm.error.message : t('twoFactor.failed')}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={confirm.isPending} onClick={onCancel}>
          {t('common:confirm.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={confirm.isPending || code.length !== TWO_FACTOR_CODE_LENGTH}
          aria-busy={confirm.isPending}
        >
          {confirm.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {t('twoFactor.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
