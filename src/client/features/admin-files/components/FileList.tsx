import { CopyIcon, EyeIcon, GlobeIcon, LockIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFile } from '@shared/contracts/admin-files';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { CATEGORY_ICONS, formatBytes, previewKind } from '../lib/format';

/** What a row's buttons do; the container owns the dialogs and mutations. */
export interface FileRowActions {
  onPreview: (file: AdminFile) => void;
  onToggle: (file: AdminFile) => void;
  onCopy: (file: AdminFile) => void;
  onDelete: (file: AdminFile) => void;
  /** The file whose access is being changed (its toggle waits). */
  togglingId: string | null;
}

/** A small thumbnail for an image (falls back to the icon when it does not load), else the category icon. */
function FileThumb({ file }: { file: AdminFile }) {
  const [failed, setFailed] = useState(false);
  const Icon = CATEGORY_ICONS[file.category];
  if (previewKind(file.mimeType) === 'image' && !failed) {
    return (
      <img
        src={file.fileUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded-md border bg-muted object-cover"
      />
    );
  }
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function AccessBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('adminFiles');
  return isPublic ? (
    <Badge variant="success">
      <GlobeIcon aria-hidden="true" />
      {t('visibility.public')}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <LockIcon aria-hidden="true" />
      {t('visibility.private')}
    </Badge>
  );
}

/** Preview, public/private, copy URL and delete: icon buttons named for screen readers. */
function RowButtons({ file, actions }: { file: AdminFile; actions: FileRowActions }) {
  const { t } = useTranslation('adminFiles');
  const toggleLabel = file.isPublic ? t('actions.makePrivate') : t('actions.makePublic');
  const button = 'size-9';
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('actions.menu', { name: file.name })}>
      <Button
        variant="ghost"
        size="icon"
        className={button}
        tooltip={t('actions.preview')}
        aria-label={`${t('actions.preview')}: ${file.name}`}
        onClick={() => actions.onPreview(file)}
      >
        <EyeIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={button}
        tooltip={toggleLabel}
        aria-label={`${toggleLabel}: ${file.name}`}
        disabled={actions.togglingId === file.id}
        aria-busy={actions.togglingId === file.id}
        onClick={() => actions.onToggle(file)}
      >
        {file.isPublic ? <LockIcon aria-hidden="true" /> : <GlobeIcon aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={button}
        tooltip={t('actions.copyUrl')}
        aria-label={`${t('actions.copyUrl')}: ${file.name}`}
        onClick={() => actions.onCopy(file)}
      >
        <CopyIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={`${button} text-danger hover:text-danger`}
        tooltip={t('actions.delete')}
        aria-label={`${t('actions.delete')}: ${file.name}`}
        onClick={() => actions.onDelete(file)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * The files (spec §2 File management "table"): a table from `md` up, cards on phones (390 px). Each
 * file: thumbnail or icon, name, category, source, size (B/KB/MB/GB), uploader, date, access badge and
 * its actions.
 */
export function FileList({ files, actions }: { files: AdminFile[]; actions: FileRowActions }) {
  const { t } = useTranslation('adminFiles');
  const lang = useLanguage();
  const uploader = (f: AdminFile) => f.uploaderName ?? t('table.unknownUploader');
  return (
    <>
      <div className="hidden rounded-lg border bg-card md:block">
        <Table>
          <caption className="sr-only">{t('table.caption')}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('table.name')}</TableHead>
              <TableHead>{t('table.category')}</TableHead>
              <TableHead className="hidden lg:table-cell">{t('table.source')}</TableHead>
              <TableHead className="text-right">{t('table.size')}</TableHead>
              <TableHead className="hidden xl:table-cell">{t('table.uploader')}</TableHead>
              <TableHead>{t('table.date')}</TableHead>
              <TableHead>{t('table.access')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.id} data-testid="file-row" data-file-id={file.id}>
                <TableCell>
                  <div className="flex min-w-0 items-center gap-3">
                    <FileThumb file={file} />
                    <span className="max-w-[16rem] truncate font-medium" title={file.name}>
                      {file.name}
                    </span>
                  </div>
                </TableCell>
                <TableCell>{t(`categories.${file.category}`)}</TableCell>
                <TableCell className="hidden lg:table-cell">{t(`sources.${file.source}`)}</TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {formatBytes(file.fileSize, lang)}
                </TableCell>
                <TableCell className="hidden max-w-[10rem] truncate xl:table-cell">{uploader(file)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(file.uploadedAt, lang)}</TableCell>
                <TableCell>
                  <AccessBadge isPublic={file.isPublic} />
                </TableCell>
                <TableCell>
                  <RowButtons file={file} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('table.caption')}>
        {files.map((file) => (
          <li key={file.id} className="rounded-lg border bg-card p-4" data-testid="file-card" data-file-id={file.id}>
            <div className="flex items-start gap-3">
              <FileThumb file={file} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={file.name}>
                  {file.name}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t(`categories.${file.category}`)} · {formatBytes(file.fileSize, lang)} ·{' '}
                  {formatDate(file.uploadedAt, lang)}
                </p>
                <p className="truncate text-sm text-muted-foreground">
                  {t(`sources.${file.source}`)} · {uploader(file)}
                </p>
              </div>
            </div>
            <div className="mt-3 flex items-center justify-between gap-2 border-t pt-3">
              <AccessBadge isPublic={file.isPublic} />
              <RowButtons file={file} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
