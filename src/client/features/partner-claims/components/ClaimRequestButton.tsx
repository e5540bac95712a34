import { Loader2Icon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_LINK_TTL_DAYS } from '@shared/contracts/partner-claims';
import { ErrorAlert } from '@/components/ErrorAlert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import { useRequestClaimLink } from '../api/request-claim-link';

/**
 * "Bu firma sizin mi?" on an unclaimed profile (issue 21): explains that the claim link goes only to
 * the address the listing has on file, sends it on confirmation, and says (masked) where it went.
 */
export function ClaimRequestButton({ partnerId, companyName }: { partnerId: number; companyName: string }) {
  const { t } = useTranslation('partnerClaims');
  const [open, setOpen] = useState(false);
  const send = useRequestClaimLink();
  const close = (next: boolean) => {
    if (!next) send.reset();
    setOpen(next);
  };
  return (
    <>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 text-sm"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="claim-request-open"
      >
        {t('request.open')}
      </Button>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('request.title', { company: companyName })}</DialogTitle>
            <DialogDescription>{t('request.text')}</DialogDescription>
          </DialogHeader>
          {send.isSuccess ? (
            <p className="flex items-start gap-3 rounded-md border bg-success-soft p-3 text-sm" role="status">
              <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>{t('request.sent', { email: send.data.email, days: CLAIM_LINK_TTL_DAYS })}</span>
            </p>
          ) : null}
          {send.isError ? (
            <ErrorAlert
              type="unknown"
              title={t('request.failed')}
              message={isApiError(send.error) ? send.error.message : undefined}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('request.close')}
            </Button>
            {send.isSuccess ? null : (
              <Button type="button" onClick={() => send.mutate(partnerId)} disabled={send.isPending}>
                {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                {t('request.send')}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
