import { useQuery } from '@tanstack/react-query';
import {
  CheckCircle2Icon,
  CopyIcon,
  DownloadIcon,
  KeyRoundIcon,
  Loader2Icon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  ShieldOffIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser, TwoFactorEnrolment } from '@shared/contracts/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PasswordInput } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { copyText } from '@/lib/clipboard';
import { downloadText } from '@/lib/download';
import { TWO_FACTOR_CARD_ID } from '@/lib/routes';
import { sessionQueryOptions } from '@/lib/session';
import { useDisableTwoFactor, useEnableTwoFactor, useRegenerateBackupCodes } from '../api/two-factor';

// The QR code (qrcode.react) is needed only while enrolling: its own chunk, fetched when the
// password step opens, so the user panel does not carry it.
const loadScanStep = () => import('./TwoFactorScanStep').then((m) => ({ default: m.TwoFactorScanStep }));
const TwoFactorScanStep = lazy(loadScanStep);

/** The card's dialog, one step at a time; null when it is closed. */
type Flow =
  | { step: 'enrolPassword' }
  | { step: 'scan'; enrolment: TwoFactorEnrolment }
  | { step: 'codes'; codes: string[]; origin: 'enrolled' | 'regenerated' }
  | { step: 'regeneratePassword' }
  | { step: 'disablePassword' };

/** The server's text for a failed call: its field message for the password when it names one. */
const passwordError = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.fieldError('password') ?? error.message) : fallback;

/**
 * "İki adımlı doğrulama" (user panel, settings; issue 22, docs/decisions/044), from the session
 * user's `twoFactorEnabled`. Off: 'Aç' asks the password (POST /api/auth/two-factor/enable), shows the
 * authenticator's QR code and key, takes its first code (verify-totp, which turns it on), then the
 * backup codes, shown only then (copy, .txt download). On: 'Yedek kodları yenile' (the password; the
 * old codes stop working) and 'Kapat' (confirmed with the password). Every change refetches the
 * session. An admin whom the system settings require it of sees that first. The card is the target of
 * `paths.twoFactorSettings` (`#two-factor`) and takes the focus when opened by it.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('users');
  const session = useQuery(sessionQueryOptions());
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [flow, setFlow] = useState<Flow | null>(null);
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const busy = enable.isPending || disable.isPending || regenerate.isPending;

  useEffect(() => {
    if (hash === `#${TWO_FACTOR_CARD_ID}`) card.current?.focus();
  }, [hash]);

  const open = (next: Flow) => {
    enable.reset();
    disable.reset();
    regenerate.reset();
    if (next.step === 'enrolPassword') void loadScanStep();
    setFlow(next);
  };
  const close = () => {
    if (!busy) setFlow(null);
  };

  return (
    <Card
      ref={card}
      id={TWO_FACTOR_CARD_ID}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className="scroll-mt-24 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="two-factor"
    >
      <CardHeader>
        <CardTitle id={titleId}>{t('twoFactor.title')}</CardTitle>
        <CardDescription>{t('twoFactor.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={session}
          isEmpty={(user) => user === null}
          errorTitle={t('twoFactor.loadError')}
          loading={<Skeleton className="h-16" />}
        >
          {(user) => (user ? <TwoFactorStatus user={user} onOpen={open} /> : null)}
        </QueryState>
        <Dialog open={flow !== null} onOpenChange={(next) => !next && close()}>
          {flow ? (
            <DialogContent aria-busy={busy} data-testid="two-factor-dialog">
              {flow.step === 'enrolPassword' ? (
                <PasswordStep
                  title={t('twoFactor.enrolTitle')}
                  text={t('twoFactor.enrolText')}
                  submitLabel={t('twoFactor.continue')}
                  busy={enable.isPending}
                  error={enable.isError ? passwordError(enable.error, t('twoFactor.failed')) : undefined}
                  email={session.data?.email}
                  onSubmit={(password) =>
                    enable.mutate(password, { onSuccess: (enrolment) => setFlow({ step: 'scan', enrolment }) })
                  }
                  onCancel={close}
                />
              ) : flow.step === 'scan' ? (
                <>
                  <DialogHeader>
                    <DialogTitle>{t('twoFactor.scanTitle')}</DialogTitle>
                    <DialogDescription>{t('twoFactor.scanText')}</DialogDescription>
                  </DialogHeader>
                  <Suspense
                    fallback={
                      <div className="flex justify-center py-10" role="status">
                        <Loader2Icon className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
                        <span className="sr-only">{t('common:states.loading')}</span>
                      </div>
                    }
                  >
                    <TwoFactorScanStep
                      totpURI={flow.enrolment.totpURI}
                      onCancel={close}
                      onEnabled={() =>
                        setFlow({ step: 'codes', codes: flow.enrolment.backupCodes, origin: 'enrolled' })
                      }
                    />
                  </Suspense>
                </>
              ) : flow.step === 'codes' ? (
                <BackupCodesStep
                  codes={flow.codes}
                  origin={flow.origin}
                  email={session.data?.email ?? ''}
                  onDone={close}
                />
              ) : flow.step === 'regeneratePassword' ? (
                <PasswordStep
                  title={t('twoFactor.regenerateTitle')}
                  text={t('twoFactor.regenerateText')}
                  submitLabel={t('twoFactor.regenerateSubmit')}
                  busy={regenerate.isPending}
                  error={regenerate.isError ? passwordError(regenerate.error, t('twoFactor.failed')) : undefined}
                  email={session.data?.email}
                  onSubmit={(password) =>
                    regenerate.mutate(password, {
                      onSuccess: (codes) => setFlow({ step: 'codes', codes, origin: 'regenerated' }),
                    })
                  }
                  onCancel={close}
                />
              ) : (
                <PasswordStep
                  title={t('twoFactor.disableTitle')}
                  text={t('twoFactor.disableText')}
                  submitLabel={t('twoFactor.disableSubmit')}
                  destructive
                  busy={disable.isPending}
                  error={disable.isError ? passwordError(disable.error, t('twoFactor.failed')) : undefined}
                  email={session.data?.email}
                  onSubmit={(password) =>
                    disable.mutate(password, {
                      onSuccess: () => {
                        setFlow(null);
                        toast.success(t('twoFactor.disabled'));
                      },
                    })
                  }
                  onCancel={close}
                />
              )}
            </DialogContent>
          ) : null}
        </Dialog>
      </CardContent>
    </Card>
  );
}

/** Off (with 'Aç') or on (with 'Yedek kodları yenile' and 'Kapat'), and the admins' requirement. */
function TwoFactorStatus({ user, onOpen }: { user: SessionUser; onOpen: (flow: Flow) => void }) {
  const { t } = useTranslation('users');
  return (
    <div className="flex flex-col gap-4">
      {user.twoFactorRequired ? (
        <Alert variant="warning" data-testid="two-factor-required">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>{t('twoFactor.required')}</AlertTitle>
          <AlertDescription className="text-foreground/80">{t('twoFactor.requiredText')}</AlertDescription>
        </Alert>
      ) : null}
      {user.twoFactorEnabled ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm" data-testid="two-factor-status">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              <span className="font-semibold">{t('twoFactor.on')}</span> · {t('twoFactor.onText')}
            </span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
            <Button type="button" variant="outline" onClick={() => onOpen({ step: 'regeneratePassword' })}>
              <KeyRoundIcon aria-hidden="true" />
              {t('twoFactor.regenerate')}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpen({ step: 'disablePassword' })}>
              <ShieldOffIcon aria-hidden="true" />
              {t('twoFactor.disable')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm" data-testid="two-factor-status">
            <span className="font-semibold">{t('twoFactor.off')}</span> · {t('twoFactor.offText')}
          </p>
          <Button type="button" className="sm:shrink-0" onClick={() => onOpen({ step: 'enrolPassword' })}>
            <ShieldCheckIcon aria-hidden="true" />
            {t('twoFactor.enable')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface PasswordStepProps {
  title: string;
  text: string;
  submitLabel: string;
  /** A red submit button (turning two-factor sign-in off). */
  destructive?: boolean;
  busy: boolean;
  /** The server's message (wrong password, no password set…), shown under the field. */
  error: string | undefined;
  /** The account's address, for password managers. */
  email: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** The password that confirms a two-factor change; the field has the focus and shows the server's refusal. */
function PasswordStep({
  title,
  text,
  submitLabel,
  destructive = false,
  busy,
  error,
  email,
  onSubmit,
  onCancel,
}: PasswordStepProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');

  // A refusal: back to the field, its text selected for retyping.
  useEffect(() => {
    if (!error) return;
    input.current?.focus();
    input.current?.select();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && password) onSubmit(password);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
      </DialogHeader>
      {/* Lets password managers tie the password to the account. */}
      {email ? <input type="email" autoComplete="username" value={email} readOnly hidden /> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>{t('twoFactor.password')}</Label>
        <PasswordInput
          ref={input}
          id={`${id}-password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger" role="alert" data-testid="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          {t('common:confirm.cancel')}
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={busy || !password}
          aria-busy={busy}
        >
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The backup codes, shown once (after enrolment or a renewal): a monospace grid, 'Kopyala', 'İndir
 * (.txt)', the warning that each works once, and 'Tamam'. The title takes the focus.
 */
function BackupCodesStep({
  codes,
  origin,
  email,
  onDone,
}: {
  codes: string[];
  origin: 'enrolled' | 'regenerated';
  /** The account's address, named in the downloaded file. */
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('users');
  const title = useRef<HTMLHeadingElement>(null);
  const file = `${t('twoFactor.fileHeading', { site: t('common:brand.name'), email })}\n\n${codes.join('\n')}\n`;

  useEffect(() => {
    title.current?.focus();
  }, []);

  const copy = async () => {
    if (await copyText(codes.join('\n'))) toast.success(t('twoFactor.copied'));
    else toast.error(t('twoFactor.copyFailed'));
  };

  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
          {t('twoFactor.codesTitle')}
        </DialogTitle>
        <DialogDescription>{t('twoFactor.codesText')}</DialogDescription>
      </DialogHeader>
      {origin === 'enrolled' ? (
        <Alert variant="success" role="status" data-testid="two-factor-enabled">
          <CheckCircle2Icon aria-hidden="true" />
          <AlertTitle>{t('twoFactor.enabled')}</AlertTitle>
        </Alert>
      ) : null}
      <Alert variant="warning">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('twoFactor.codesWarningTitle')}</AlertTitle>
        <AlertDescription className="text-foreground/80">
          {origin === 'regenerated' ? `${t('twoFactor.codesReplaced')} ` : null}
          {t('twoFactor.codesWarning')}
        </AlertDescription>
      </Alert>
      <ol
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border bg-surface p-4 font-mono text-sm tabular-nums sm:text-base"
        aria-label={t('twoFactor.codesTitle')}
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          {t('twoFactor.copy')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => downloadText(t('twoFactor.fileName'), file, 'text/plain;charset=utf-8')}
        >
          <DownloadIcon aria-hidden="true" />
          {t('twoFactor.download')}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.done')}
        </Button>
      </DialogFooter>
    </div>
  );
}
