import {
  BadgeCheckIcon,
  CheckCircle2Icon,
  Link2OffIcon,
  Loader2Icon,
  SearchXIcon,
  TimerOffIcon,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageUrl } from '@shared/pages';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { authPath, paths } from '@/lib/routes';
import { useConfirmServiceInquiry } from '../api/confirm-service-inquiry';

/** The refused states and their titles; the server's text says why. */
const REFUSED: Record<string, { title: string; icon: LucideIcon }> = {
  INQUIRY_LINK_INVALID: { title: 'confirm.invalidTitle', icon: Link2OffIcon },
  INQUIRY_LINK_EXPIRED: { title: 'confirm.expiredTitle', icon: TimerOffIcon },
  INQUIRY_UNAVAILABLE: { title: 'confirm.unavailableTitle', icon: SearchXIcon },
  PARTNER_NOT_FOUND: { title: 'confirm.unavailableTitle', icon: SearchXIcon },
};

function Outcome({
  icon: Icon,
  tone,
  title,
  text,
  code,
  children,
}: {
  icon: LucideIcon;
  tone: 'success' | 'muted';
  title: string;
  text: string;
  code: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-xl border bg-card px-6 py-14 text-center"
      data-testid="inquiry-confirm"
      data-outcome={code}
    >
      <span
        className={
          tone === 'success'
            ? 'flex size-14 items-center justify-center rounded-full bg-success-soft text-success'
            : 'flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground'
        }
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/**
 * What opening a confirmation link did (issue 22; docs/decisions/042): the page confirms once on
 * arrival (the server delivers at most once, so a reload or a second click says "already delivered"),
 * and names each refusal (tampered, expired, firm gone) with the server's text.
 */
export function InquiryConfirmView({ token }: { token: string }) {
  const { t } = useTranslation('serviceInquiries');
  const confirm = useConfirmServiceInquiry();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Once per page: a development double effect must not turn "delivered" into "already delivered".
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) {
    const { outcome, partner } = confirm.data;
    const profile = pageUrl('partnerProfile', { params: { idOrUsername: partner.username } });
    const delivered = outcome === 'delivered';
    return (
      <Outcome
        icon={delivered ? CheckCircle2Icon : BadgeCheckIcon}
        tone="success"
        code={outcome}
        title={t(delivered ? 'confirm.deliveredTitle' : 'confirm.alreadyTitle')}
        text={t(delivered ? 'confirm.deliveredText' : 'confirm.alreadyText', { company: partner.companyName })}
      >
        <Button asChild>
          <Link to={profile}>{t('confirm.toProfile')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={authPath({ tab: 'register', redirect: profile })}>{t('confirm.register')}</Link>
        </Button>
      </Outcome>
    );
  }
  if (confirm.isError) {
    const error = confirm.error;
    const refused = isApiError(error) ? REFUSED[error.code] : undefined;
    return (
      <Outcome
        icon={refused?.icon ?? Link2OffIcon}
        tone="muted"
        code={isApiError(error) ? error.code : 'error'}
        title={t(refused?.title ?? 'confirm.errorTitle')}
        text={error.message}
      >
        {refused ? null : (
          <Button type="button" onClick={() => mutate(token)}>
            {t('confirm.retry')}
          </Button>
        )}
        <Button asChild variant={refused ? 'default' : 'outline'}>
          <Link to={paths.partners}>{t('confirm.browse')}</Link>
        </Button>
      </Outcome>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
      <Loader2Icon className="size-8 animate-spin" aria-hidden="true" />
      <p>{t('confirm.working')}</p>
    </div>
  );
}
