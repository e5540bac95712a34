import { MailIcon, MessageSquareIcon, PhoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationIdFor } from '@shared/contracts/messages';
import type { PartnerQuoteRequest } from '@shared/contracts/quotes';
import { QuoteStatusBadge } from '@/components/QuoteStatusBadge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { QuoteAnswerView } from './QuoteAnswerView';
import { RevisionBanner } from './RevisionBanner';

/**
 * 'Mesaj gönder': the conversation with the requester (issue 10: a quote request links to its
 * conversation). Mounted only with an open request, so a closed dialog reads no session.
 */
function ConversationLink({ requesterId }: { requesterId: number }) {
  const { t } = useTranslation('quotes');
  const me = useSession().user?.id;
  if (!me || me === requesterId) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`${paths.messages}?conversation=${conversationIdFor(me, requesterId)}`}>
        <MessageSquareIcon aria-hidden="true" />
        {t('detail.sendMessage')}
      </Link>
    </Button>
  );
}

/**
 * Every field of one request (spec §3 payload: name, company, e-mail and phone as links, budget, the
 * service text, message, dates), a link to the conversation with the requester, and its live answer:
 * the current version, the earlier ones behind a disclosure (newest first).
 */
export function QuoteRequestDetailDialog({
  request,
  onClose,
}: {
  request: PartnerQuoteRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const response = request?.response ?? null;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-2xl" data-testid="quote-detail-dialog">
        {request ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('detail.title', { id: request.id })}</DialogTitle>
              <DialogDescription>{formatDateTime(request.createdAt, lang)}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <QuoteStatusBadge status={request.status} />
              {request.userId ? <ConversationLink requesterId={request.userId} /> : null}
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">{t('detail.requester')}</dt>
                <dd className="font-medium">{request.fullName}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('detail.company')}</dt>
                <dd className="font-medium">{request.companyName}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t('detail.email')}</dt>
                <dd>
                  <a
                    href={`mailto:${request.email}`}
                    className="inline-flex max-w-full items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                  >
                    <MailIcon className="size-4 shrink-0" aria-hidden="true" />
                    {request.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('detail.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    <PhoneIcon className="size-4" aria-hidden="true" />
                    {request.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('detail.budget')}</dt>
                <dd>{request.budget ? t(`budget.${request.budget}`) : t('budget.none')}</dd>
              </div>
              {request.respondedAt ? (
                <div>
                  <dt className="text-muted-foreground">{t('detail.respondedAt')}</dt>
                  <dd>{formatDateTime(request.respondedAt, lang)}</dd>
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <dt className="text-muted-foreground">{t('detail.service')}</dt>
                <dd className="whitespace-pre-line">{serviceNeeded(request)}</dd>
              </div>
              {request.message ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">{t('detail.message')}</dt>
                  <dd className="whitespace-pre-line">{request.message}</dd>
                </div>
              ) : null}
            </dl>
            <section aria-labelledby="quote-detail-answer" className="flex flex-col gap-3 border-t pt-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 id="quote-detail-answer" className="font-semibold">
                  {t('detail.answer')}
                </h3>
                {response ? (
                  <>
                    <Badge variant="outline">{t('detail.version', { version: response.version })}</Badge>
                    <Badge variant={response.isExpired ? 'danger' : 'secondary'}>
                      {response.isExpired ? t('detail.expired') : t(`responseStatus.${response.status}`)}
                    </Badge>
                  </>
                ) : null}
              </div>
              {response ? (
                <>
                  <RevisionBanner answer={response} />
                  <QuoteAnswerView content={response} />
                  {response.previousVersions.length > 0 ? (
                    <details className="rounded-lg border p-3" data-testid="previous-versions">
                      <summary className="cursor-pointer text-sm font-medium">
                        {t('detail.previousVersions', { count: response.previousVersions.length })}
                      </summary>
                      <ol className="mt-3 flex flex-col gap-4">
                        {response.previousVersions.map((v) => (
                          <li key={v.version} className="flex flex-col gap-2 border-t pt-3 first:border-0 first:pt-0">
                            <p className="text-xs text-muted-foreground">
                              {t('detail.versionSent', {
                                version: v.version,
                                date: formatDateTime(v.createdAt, lang),
                              })}
                            </p>
                            <QuoteAnswerView content={v} />
                          </li>
                        ))}
                      </ol>
                    </details>
                  ) : null}
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{t('detail.noAnswer')}</p>
              )}
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
