import { Loader2Icon, SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminPartner } from '@shared/contracts/partner-applications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useSendClaimLink } from '../api/admin-listings';

/**
 * A partner's claim status in the admin list (issue 21): linked to an account, or unclaimed with
 * when the newest claim link was mailed, and the button that mails one (again). A listing without
 * an e-mail address cannot be sent one, and says so instead of offering a button that would fail.
 */
export function ClaimStatus({ partner }: { partner: AdminPartner }) {
  const { t } = useTranslation('partnerClaims');
  const lang = useLanguage();
  const send = useSendClaimLink();
  if (partner.userId !== null) {
    return (
      <Badge variant="success" data-testid="claim-status" data-claimed="true">
        {t('admin.status.claimed')}
      </Badge>
    );
  }
  const onSend = () =>
    send.mutate(partner.id, {
      onSuccess: (sent) => toast.success(t('admin.linkSent', { email: sent.email })),
      onError: (error) =>
        toast.error(t('admin.linkFailed'), { description: isApiError(error) ? error.message : undefined }),
    });
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="claim-status" data-claimed="false">
      <Badge variant="warning">{t('admin.status.unclaimed')}</Badge>
      {partner.claimLinkSentAt ? (
        <span className="text-xs text-muted-foreground">
          {t('admin.status.sentAt', { date: formatDateTime(partner.claimLinkSentAt, lang) })}
        </span>
      ) : null}
      {partner.email ? (
        <Button type="button" variant="outline" size="sm" onClick={onSend} disabled={send.isPending}>
          {send.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {partner.claimLinkSentAt ? t('admin.resendLink') : t('admin.sendLink')}
          {/* The row's company in the name, after the visible text (WCAG 2.5.3, label in name). */}
          <span className="sr-only"> {t('admin.sendLinkFor', { company: partner.companyName })}</span>
        </Button>
      ) : (
        <span className="text-xs text-muted-foreground">{t('admin.noEmail')}</span>
      )}
    </div>
  );
}
