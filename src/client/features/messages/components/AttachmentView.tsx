import { DownloadIcon, EyeIcon, FileIcon, FileTextIcon, FilmIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@shared/contracts/messages';
import { PdfPreview } from '@/components/PdfPreview';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { downloadFile, fileKind, type FileKind } from '../lib/attachment';

type FileMessage = Pick<Message, 'fileUrl' | 'fileName' | 'fileSize' | 'mimeType'> & { fileUrl: string };

const KIND_ICONS: Record<FileKind, typeof FileIcon> = {
  image: FileIcon,
  video: FilmIcon,
  pdf: FileTextIcon,
  other: FileIcon,
};

/** The preview dialog of a file (spec §2): the image, a video player or the PDF; Escape closes it. */
function PreviewDialog({
  file,
  kind,
  open,
  onOpenChange,
}: {
  file: FileMessage;
  kind: FileKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('messages');
  const name = file.fileName ?? t('file');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="file-preview">
        <DialogHeader>
          <DialogTitle className="truncate">{name}</DialogTitle>
          <DialogDescription>{t('previewDescription')}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-md bg-muted">
          {kind === 'image' ? (
            <img src={file.fileUrl} alt={name} className="max-h-[70vh] max-w-full object-contain" />
          ) : kind === 'video' ? (
            <video src={file.fileUrl} controls className="max-h-[70vh] w-full" aria-label={name}>
              <track kind="captions" />
            </video>
          ) : (
            <PdfPreview url={file.fileUrl} title={name} className="h-[70vh] w-full" />
          )}
        </div>
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => void downloadFile(file.fileUrl, name)}>
            <DownloadIcon aria-hidden="true" />
            {t('download')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A file as a card: icon, name, size, preview (video and PDF) and download. */
function FileCard({
  file,
  kind,
  onPreview,
  own,
}: {
  file: FileMessage;
  kind: FileKind;
  onPreview?: () => void;
  own: boolean;
}) {
  const { t } = useTranslation('messages');
  const lang = useLanguage();
  const name = file.fileName ?? t('file');
  const Icon = KIND_ICONS[kind];
  return (
    <div
      className={cn(
        'flex w-64 max-w-full items-center gap-2 rounded-md border p-2 text-foreground',
        own ? 'border-primary-foreground/30 bg-background/95' : 'bg-background',
      )}
      data-testid="file-card"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        {file.fileSize !== null ? (
          <p className="text-xs text-muted-foreground">{formatFileSize(file.fileSize, lang)}</p>
        ) : null}
      </div>
      {onPreview ? (
        <Button variant="ghost" size="icon" className="size-8" onClick={onPreview} aria-label={t('preview', { name })}>
          <EyeIcon aria-hidden="true" />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => void downloadFile(file.fileUrl, name)}
        aria-label={t('downloadFile', { name })}
      >
        <DownloadIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * A message's file (spec §2): an image inline (click opens the preview; a failed load shows the file
 * card), a video or PDF as a card with a preview dialog, anything else as a card with download.
 */
export function AttachmentView({ file, own }: { file: FileMessage; own: boolean }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const kind = fileKind(file.mimeType, file.fileName);
  const name = file.fileName ?? t('file');
  const preview = <PreviewDialog file={file} kind={kind} open={open} onOpenChange={setOpen} />;

  if (kind === 'image' && !broken) {
    return (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="block overflow-hidden rounded-md border bg-background"
          aria-label={t('preview', { name })}
        >
          <img
            src={file.fileUrl}
            alt={name}
            loading="lazy"
            className="max-h-60 w-auto max-w-full object-contain"
            onError={() => setBroken(true)}
          />
        </button>
        {preview}
      </>
    );
  }
  const previewable = kind === 'video' || kind === 'pdf';
  return (
    <>
      <FileCard file={file} kind={kind} own={own} onPreview={previewable ? () => setOpen(true) : undefined} />
      {previewable ? preview : null}
    </>
  );
}
