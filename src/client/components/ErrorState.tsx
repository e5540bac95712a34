import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface ErrorStateProps {
  title: string;
  message?: string | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
  /** The retry button's text when a screen's spec names another one; default `common:actions.retry`. */
  retryLabel?: string | undefined;
  className?: string;
}

/** The error state of a list or page, with a retry button (DESIGN.md "Behaviour"). */
export function ErrorState({ title, message, onRetry, retrying = false, retryLabel, className }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive" role="alert" className={cn('items-center', className)}>
      <AlertTriangleIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      {message ? <AlertDescription>{message}</AlertDescription> : null}
      {onRetry ? (
        <div className="col-start-2 mt-2">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
            {retryLabel ?? t('actions.retry')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
