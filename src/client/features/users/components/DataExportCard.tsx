import { DownloadIcon, FileArchiveIcon, Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_LINK_OUTCOMES,
  DATA_EXPORT_LINK_PARAM,
  type DataExportLinkOutcome,
  type DataExportState,
} from '@shared/contracts/data-export';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useDataExport, useRequestDataExport } from '../api/data-export';

/** What the ZIP holds, in the order the card lists it (locale keys `panel.dataExport.includes.*`). */
const INCLUDED = [
  'profile',
  'partner',
  'quotes',
  'messages',
  'projects',
  'reviews',
  'notifications',
  'consents',
  'files',
];

/**
 * "Download my data" (issue 22; KVKK art. 11, GDPR art. 15 and 20; decision 039), user panel settings:
 * what the copy holds, the latest export (being prepared, ready with its download button, expired),
 * the request button (off until the next allowed time, one a day) and, when a mailed link brought the
 * user here because it was bad, why (`?dataExport=expired|invalid`).
 */
export function DataExportCard() {
  const { t } = useTranslation('users');
  const query = useDataExport();
  const [params] = useSearchParams();
  const outcome = params.get(DATA_EXPORT_LINK_PARAM);
  const linkProblem = (DATA_EXPORT_LINK_OUTCOMES as readonly string[]).includes(outcome ?? '')
    ? (outcome as DataExportLinkOutcome)
    : null;

  return (
    <Card data-testid="data-export-card">
      <CardHeader>
        <CardTitle>{t('panel.dataExport.title')}</CardTitle>
        <CardDescription>{t('panel.dataExport.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="list-disc ps-5 text-sm text-muted-foreground">
          {INCLUDED.map((key) => (
            <li key={key}>{t(`panel.dataExport.includes.${key}`)}</li>
          ))}
        </ul>
        {linkProblem ? (
          <Alert variant="warning" role="alert">
            <AlertDescription>{t(`panel.dataExport.link.${linkProblem}`)}</AlertDescription>
          </Alert>
        ) : null}
        <QueryState
          query={query}
          isEmpty={() => false}
          errorTitle={t('panel.dataExport.loadError')}
          loading={<Skeleton className="h-16" />}
        >
          {(state) => <ExportStatus state={state} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ExportStatus({ state }: { state: DataExportState }) {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  const request = useRequestDataExport();
  const { latest, nextRequestAt } = state;
  const error = request.error;

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {latest?.status === 'pending' ? (
        <p className="flex items-center gap-2 text-sm" data-testid="data-export-status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          {t('panel.dataExport.pending', { time: formatDateTime(latest.requestedAt, lang) })}
        </p>
      ) : null}
      {latest?.status === 'ready' ? (
        <div className="flex flex-col gap-2" data-testid="data-export-status">
          <p className="text-sm">
            {t('panel.dataExport.ready', {
              size: formatFileSize(latest.bytes ?? 0, lang),
              time: formatDateTime(latest.expiresAt ?? '', lang),
            })}
          </p>
          <Button asChild className="self-start">
            <a href={DATA_EXPORT_DOWNLOAD_PATH} download>
              <DownloadIcon aria-hidden="true" />
              {t('panel.dataExport.download')}
            </a>
          </Button>
        </div>
      ) : null}
      {latest?.status === 'expired' ? (
        <p className="text-sm text-muted-foreground" data-testid="data-export-status">
          {t('panel.dataExport.expired', { time: formatDateTime(latest.expiresAt ?? '', lang) })}
        </p>
      ) : null}
      {nextRequestAt ? (
        <p className="text-sm text-muted-foreground">
          {t('panel.dataExport.nextRequest', { time: formatDateTime(nextRequestAt, lang) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {isApiError(error) ? error.message : t('panel.dataExport.requestFailed')}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={nextRequestAt != null || request.isPending}
        aria-busy={request.isPending}
        onClick={() => request.mutate()}
      >
        {request.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <FileArchiveIcon aria-hidden="true" />
        )}
        {t('panel.dataExport.request')}
      </Button>
    </div>
  );
}
