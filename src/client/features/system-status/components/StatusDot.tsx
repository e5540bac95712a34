import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { usePublicStatus } from '../api/get-public-status';
import { healthStyles, normaliseHealth } from '../lib/health';

/**
 * Footer status dot linking to /sys-status (spec §2 footer, §4). Polls every 60 s; a failed check
 * shows red, because a status endpoint that cannot answer is itself a problem.
 */
export function StatusDot({ className }: { className?: string }) {
  const { t } = useTranslation('systemStatus');
  const { data, isPending, isError } = usePublicStatus();

  const health = isError ? 'error' : isPending ? null : normaliseHealth(data.status);
  const label = health ? t(`dot.${health}`) : t('dot.checking');

  return (
    <Link
      to={paths.sysStatus}
      data-testid="status-dot"
      data-status={health ?? 'checking'}
      className={cn(
        'inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-navy-muted transition-colors hover:text-navy-foreground',
        className,
      )}
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        {health === 'healthy' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success-dot opacity-60 motion-reduce:hidden" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2.5 rounded-full',
            health ? healthStyles[health].dot : 'bg-neutral-dot',
          )}
        />
      </span>
      <span>{label}</span>
      <span className="sr-only">({t('dot.link')})</span>
    </Link>
  );
}
