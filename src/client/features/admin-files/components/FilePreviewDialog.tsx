import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFile } from '@shared/contracts/admin-files';
import { PdfPreview } from '@/components/PdfPreview';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { CATEGORY_ICONS, formatBytes, previewKind } from '../lib/format';

/**
 * The preview of a file (spec §2 File management "preview dialog"): an image, a video player or the
 * PDF inline; any other type (or an image that fails to load) as a file card with download.
 */
export function FilePreviewDialog({
  file,
  onOpenChange,
}: {
  file: AdminFile | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminFiles');
  const lang = useLanguage();
  const [failedId, setFailedId] = useState<string | null>(null);
  const kind = file ? previewKind(file.mimeType) : 'none';
  const Icon = file ? CATEGORY_ICONS[file.category] : CATEGORY_ICONS.other;
  const showCard = kind === 'none' || (kind === 'image' && failedId === file?.id);

  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="file-preview">
        {file ? (
          <>
            <DialogHeader>
              <DialogTitle className="truncate pr-8">{file.name}</DialogTitle>
              <DialogDescription>
                {t('preview.details', {
                  category: t(`categories.${file.category}`),
                  size: formatBytes(file.fileSize, lang),
                  date: formatDate(file.uploadedAt, lang),
                })}
              </DialogDescription>
            </DialogHeader>
            {showCard ? (
              <div
                className="flex flex-col items-center gap-3 rounded-md border bg-surface px-6 py-10 text-center"
                data-testid="file-preview-card"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <p className="font-medium break-all">{file.name}</p>
                <p className="max-w-md text-sm text-muted-foreground">
                  {kind === 'image' ? t('preview.imageFailed') : t('preview.noPreview')}
                </p>
              </div>
            ) : (
              <div className="flex min-h-48 flex-1 items-center justify-center overflow-auto rounded-md bg-muted">
                {kind === 'image' ? (
                  <img
                    src={file.fileUrl}
                    alt={file.name}
                    className="max-h-[65vh] max-w-full object-contain"
                    onError={() => setFailedId(file.id)}
                    data-testid="file-preview-image"
                  />
                ) : kind === 'video' ? (
                  <video src={file.fileUrl} controls className="max-h-[65vh] w-full" aria-label={file.name}>
                    <track kind="captions" />
                  </video>
                ) : (
                  <PdfPreview url={file.fileUrl} title={file.name} className="h-[65vh] w-full" />
                )}
              </div>
            )}
            <div className="flex justify-end">
              <Button variant="outline" asChild>
                <a href={file.fileUrl} download={file.name}>
                  <DownloadIcon aria-hidden="true" />
                  {t('actions.download')}
                </a>
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
