import { DownloadIcon, FileUpIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  LISTING_CSV_COLUMNS,
  LISTING_IMPORT_MAX_ROWS,
  type ListingImportResult,
} from '@shared/contracts/partner-claims';
import { ErrorAlert } from '@/components/ErrorAlert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { useImportListings } from '../api/admin-listings';

/** The template: the header row only, with a BOM so Excel reads the Turkish letters of what is typed under it. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${LISTING_CSV_COLUMNS.join(',')}\r\n`)}`;

/**
 * "CSV ile İçe Aktar" (issue 21: "dry run first with per-row errors"): choose a file, the server checks
 * it without writing (upload progress shown) and answers each row's problems and the companies it
 * would add; only a file without problems can be confirmed, and then every row is added at once.
 */
export function ListingImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('partnerClaims');
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [checked, setChecked] = useState<ListingImportResult | null>(null);
  const run = useImportListings();

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setChecked(null);
      setProgress(0);
      run.reset();
    }
    onOpenChange(next);
  };

  const send = (dryRun: boolean) => {
    if (!file) return;
    setProgress(0);
    run.mutate(
      { file, dryRun, onProgress: setProgress },
      {
        onSuccess: (result) => {
          if (result.dryRun) {
            setChecked(result);
            return;
          }
          toast.success(t('admin.importDialog.imported', { count: result.created.length }));
          close(false);
        },
      },
    );
  };

  const canImport = checked !== null && checked.errors.length === 0 && checked.created.length > 0;
  const busyLabel = run.variables?.dryRun === false ? 'admin.importDialog.importing' : 'admin.importDialog.checking';

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('admin.importDialog.title')}
      description={t('admin.importDialog.text')}
      onSubmit={() => send(!canImport)}
      submitLabel={
        canImport ? t('admin.importDialog.confirm', { count: checked.created.length }) : t('admin.importDialog.check')
      }
      submitIcon={canImport ? undefined : <FileUpIcon aria-hidden="true" />}
      submitTestId={canImport ? 'listing-import-confirm' : 'listing-import-check'}
      busy={run.isPending}
      submitDisabled={!canImport && !file}
      size="3xl"
      testId="listing-import-dialog"
    >
      <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm">
        <p className="text-muted-foreground">
          {t('admin.importDialog.templateHint', { columns: LISTING_CSV_COLUMNS.join(', ') })}
        </p>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <a href={TEMPLATE_HREF} download="firma-listesi-sablonu.csv">
            <DownloadIcon aria-hidden="true" />
            {t('admin.importDialog.template')}
          </a>
        </Button>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={fileId}>{t('admin.importDialog.file')}</Label>
        <Input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={run.isPending}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setChecked(null);
            run.reset();
          }}
          data-testid="listing-import-file"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('admin.importDialog.fileHint', { max: LISTING_IMPORT_MAX_ROWS })}
        </p>
      </div>

      {run.isPending ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <Progress value={progress} label={t('admin.importDialog.progressLabel')} />
          <p className="text-sm text-muted-foreground">{t(busyLabel, { percent: progress })}</p>
        </div>
      ) : null}

      {run.isError ? (
        <ErrorAlert
          type="unknown"
          title={t('admin.importDialog.failed')}
          message={isApiError(run.error) ? run.error.message : undefined}
        />
      ) : null}

      {checked ? <CheckResult result={checked} /> : null}
    </FormDialog>
  );
}

/**
 * The dry run's answer: a summary, the problems per row, and the companies the import would add. Lists
 * rather than tables, so a phone (390 px) reads them without a sideways-scrolling region.
 */
function CheckResult({ result }: { result: ListingImportResult }) {
  const { t } = useTranslation('partnerClaims');
  const field = (name: string) =>
    name === '' ? t('admin.fields.wholeRow') : t(`admin.fields.${name}`, { defaultValue: name });
  return (
    <div className="flex flex-col gap-4" data-testid="listing-import-result">
      <p className="text-sm font-medium" role="status">
        {t('admin.importDialog.summary', {
          rows: result.rows,
          ok: result.created.length,
          errors: result.errors.length,
        })}
      </p>
      {result.errors.length > 0 ? (
        <section aria-labelledby="import-errors-title" className="flex flex-col gap-2">
          <h3 id="import-errors-title" className="text-sm font-semibold text-danger">
            {t('admin.importDialog.errorsTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('admin.importDialog.fixFirst')}</p>
          <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="listing-import-errors">
            {result.errors.map((e, i) => (
              <li key={`${e.row}-${e.field}-${i}`} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3">
                <span className="shrink-0 font-medium sm:w-44">
                  {t('admin.fields.row')} {e.row} · {field(e.field)}
                </span>
                <span className="text-muted-foreground">{e.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.created.length > 0 ? (
        <section aria-labelledby="import-created-title" className="flex flex-col gap-2">
          <h3 id="import-created-title" className="text-sm font-semibold">
            {t('admin.importDialog.createdTitle')}
          </h3>
          <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="listing-import-created">
            {result.created.map((c) => (
              <li key={c.row} className="flex flex-col gap-0.5 px-3 py-2">
                <span className="font-medium">
                  {c.row}. {c.companyName} <span className="font-normal text-muted-foreground">@{c.username}</span>
                </span>
                <span className="break-all text-muted-foreground">
                  {c.city} · {c.email}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
