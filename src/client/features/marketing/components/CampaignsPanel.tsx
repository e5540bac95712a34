import { EyeIcon, MegaphoneIcon, SendIcon, TestTubeIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Campaign, Segment } from '@shared/contracts/marketing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import {
  useCampaigns,
  useDeleteCampaign,
  usePreviewCampaign,
  useSegmentSize,
  useSendCampaign,
  useTestCampaign,
} from '../api/marketing-api';
import { CampaignDialog } from './CampaignDialog';
import { useCategoryName } from './category-name';

const STATUS_VARIANT = { draft: 'secondary', sending: 'warning', sent: 'success' } as const;

/** The segment as a short text ('Tüm kişiler' when it filters nothing). */
function useSegmentLabel() {
  const { t } = useTranslation('marketing');
  const categoryName = useCategoryName();
  return (segment: Segment) => {
    const parts = [
      segment.userType ? t(`userTypes.${segment.userType}`) : null,
      segment.category ? categoryName(segment.category) : null,
      segment.language ? t(`languages.${segment.language}`) : null,
      segment.source ? t(`sources.${segment.source.replace(':', '_')}`) : null,
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('segment.everyone');
  };
}

function errorText(error: unknown): string | undefined {
  return isApiError(error) ? error.message : undefined;
}

/** 'Gönder' asks first, saying how many consenting contacts the segment reaches now. */
function SendConfirm({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const size = useSegmentSize(campaign.segment);
  const send = useSendCampaign();
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('campaigns.sendConfirm.title')}
      text={
        size.data === undefined
          ? t('campaigns.sendConfirm.counting')
          : t('campaigns.sendConfirm.text', { name: campaign.name, count: size.data, n: formatNumber(size.data, lang) })
      }
      confirmLabel={t('campaigns.actions.send')}
      busy={send.isPending}
      onConfirm={() =>
        send.mutate(campaign.id, {
          onSuccess: (r) => {
            toast.success(
              t('campaigns.sendConfirm.started', { count: r.recipients, n: formatNumber(r.recipients, lang) }),
            );
            onClose();
          },
          onError: (error) => {
            toast.error(t('campaigns.sendConfirm.error'), { description: errorText(error) });
            onClose();
          },
        })
      }
    />
  );
}

function Counts({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const c = campaign.counts;
  const done = c.sent + c.failed + c.skipped;
  const items = [
    ['sent', c.sent],
    ['failed', c.failed],
    ['pending', c.pending + c.queued],
    ['skipped', c.skipped],
    ['total', c.total],
  ] as const;
  return (
    <div className="flex flex-col gap-2">
      {campaign.status !== 'draft' ? (
        <Progress
          value={c.total ? (done / c.total) * 100 : 0}
          label={t('campaigns.progress', { name: campaign.name })}
        />
      ) : null}
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="campaign-counts">
        {items.map(([key, value]) => (
          <div key={key} className="flex gap-1">
            <dt className="text-muted-foreground">{t(`campaigns.counts.${key}`)}:</dt>
            <dd className="font-semibold tabular-nums" data-testid={`count-${key}`}>
              {formatNumber(value, lang)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The campaigns tab: 'Yeni kampanya', then every campaign with its status, segment and counts (sent,
 * failed, pending; refreshed every few seconds while one is sending) and its actions: preview, 'Test
 * gönder' (to oneself), send (asks first) and delete (drafts, asks first).
 */
export function CampaignsPanel() {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const segmentLabel = useSegmentLabel();
  const campaigns = useCampaigns();
  const test = useTestCampaign();
  const remove = useDeleteCampaign();
  const preview = usePreviewCampaign();
  const [sending, setSending] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [previewing, setPreviewing] = useState<Campaign | null>(null);

  const openPreview = (c: Campaign) => {
    setPreviewing(c);
    preview.mutate(c.id, {
      onError: (error) => toast.error(t('campaigns.previewError'), { description: errorText(error) }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{t('campaigns.text')}</p>
        <CampaignDialog />
      </div>
      <QueryState<Campaign[]>
        query={campaigns}
        empty={{ icon: MegaphoneIcon, title: t('campaigns.emptyTitle'), text: t('campaigns.emptyText') }}
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((c) => (
              <li key={c.id}>
                <Card data-testid="campaign-card" data-status={c.status}>
                  <CardContent className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between">
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="text-lg font-semibold break-words">{c.name}</h3>
                        <Badge variant={STATUS_VARIANT[c.status]} data-testid="campaign-status">
                          {t(`campaigns.status.${c.status}`)}
                        </Badge>
                      </div>
                      <p className="text-sm break-words text-muted-foreground">
                        {c.subject} · {segmentLabel(c.segment)} · {formatDateTime(c.startedAt ?? c.createdAt, lang)}
                      </p>
                      <Counts campaign={c} />
                    </div>
                    <div className="flex flex-wrap gap-2 lg:justify-end">
                      <Button variant="outline" size="sm" onClick={() => openPreview(c)}>
                        <EyeIcon aria-hidden="true" />
                        {t('campaigns.actions.preview')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={test.isPending}
                        onClick={() =>
                          test.mutate(c.id, {
                            onSuccess: (r) => toast.success(t('campaigns.testSent', { to: r.to })),
                            onError: (error) =>
                              toast.error(t('campaigns.testError'), { description: errorText(error) }),
                          })
                        }
                      >
                        <TestTubeIcon aria-hidden="true" />
                        {t('campaigns.actions.test')}
                      </Button>
                      {c.status === 'draft' ? (
                        <>
                          <Button size="sm" onClick={() => setSending(c)}>
                            <SendIcon aria-hidden="true" />
                            {t('campaigns.actions.send')}
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            className="text-danger"
                            onClick={() => setDeleting(c)}
                            aria-label={t('campaigns.actions.deleteNamed', { name: c.name })}
                          >
                            <Trash2Icon aria-hidden="true" />
                            {t('campaigns.actions.delete')}
                          </Button>
                        </>
                      ) : null}
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {sending ? <SendConfirm campaign={sending} onClose={() => setSending(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? null : setDeleting(null))}
        title={t('campaigns.deleteConfirm.title')}
        text={t('campaigns.deleteConfirm.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('campaigns.actions.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('campaigns.deleteConfirm.done'));
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(t('campaigns.deleteConfirm.error'), { description: errorText(error) });
              setDeleting(null);
            },
          })
        }
      />
      <Dialog open={previewing !== null} onOpenChange={(o) => (o ? null : setPreviewing(null))}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{t('campaigns.previewTitle', { name: previewing?.name ?? '' })}</DialogTitle>
            <DialogDescription>{preview.data?.subject ?? '…'}</DialogDescription>
          </DialogHeader>
          <iframe
            title={t('campaigns.form.preview')}
            sandbox=""
            srcDoc={preview.data?.html ?? ''}
            className="h-[60vh] w-full rounded-md border bg-white"
            data-testid="campaign-preview"
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
