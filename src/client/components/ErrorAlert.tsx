import { AlertTriangleIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/utils';

/** The alert types of spec §8 ("Alert types"). */
export type ErrorAlertType =
  'sync_error' | 'login_error' | 'profile_error' | 'network_error' | 'session_expired' | 'unknown';

interface ErrorAlertProps {
  type: ErrorAlertType;
  /** Defaults to the type's title of spec §8. */
  title?: string | undefined;
  /** Defaults to the type's message of spec §8. */
  message?: string | undefined;
  /** Shown as a 'Hata Kodu: …' line when present. */
  code?: string | undefined;
  /** Shows the dismiss button (spec: session_expired cannot be dismissed). */
  onDismiss?: (() => void) | undefined;
  /** Action buttons (retry, reload, sign in…). */
  actions?: ReactNode;
  className?: string;
}

/**
 * Error alert of spec §2/§8: title, message, optional 'Hata Kodu' line, dismiss button and actions.
 * It is in the entry chunk on purpose: a network failure must be reportable without downloading
 * anything.
 */
export function ErrorAlert({ type, title, message, code, onDismiss, actions, className }: ErrorAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive" role="alert" data-alert-type={type} className={cn('pr-12', className)}>
      <AlertTriangleIcon aria-hidden="true" />
      <AlertTitle>{title ?? t(`alerts.${type}.title`)}</AlertTitle>
      <AlertDescription className="text-foreground/80">
        <p className="whitespace-pre-line">{message ?? t(`alerts.${type}.message`)}</p>
        {code ? (
          <p className="mt-1 font-mono text-xs">
            {t('alerts.code')}: {code}
          </p>
        ) : null}
      </AlertDescription>
      {actions ? <div className="col-start-2 mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-danger/10 hover:text-foreground"
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('actions.dismiss')}</span>
        </button>
      ) : null}
    </Alert>
  );
}
