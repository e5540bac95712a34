import { FileIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADMIN_UPLOAD_ACCEPT, ADMIN_UPLOAD_EXTENSIONS, ADMIN_UPLOAD_MAX_MB } from '@shared/contracts/admin-files';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api';
import { checkFileLocally } from '@/lib/upload';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useUploadAdminFile } from '../api/admin-files';
import { formatBytes } from '../lib/format';
import { messageKey } from '@/lib/i18n';

/**
 * The upload dialog (spec §2 File management, §5: 'Lütfen bir dosya seçin.'; accepted image, video,
 * pdf, doc, docx, txt; §9 at most 10 MB): pick or drop one file, 'Herkese açık' switch, a progress
 * bar while sending; the server's message (else 'Dosya yüklenirken bir hata oluştu.') on failure.
 * The type and size are checked by name first for instant feedback; the server decides by content.
 */
export function UploadFileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('adminFiles');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-testid="upload-dialog">
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description', { n: ADMIN_UPLOAD_MAX_MB })}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts with an empty form; closing aborts a running upload. */}
        <UploadForm onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['adminFiles', 'files']);
  const lang = useLanguage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [makePublic, setMakePublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadAdminFile(setProgress);
  const busy = upload.isPending;

  useEffect(() => () => controller.current?.abort(), []);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkFileLocally(picked, { maxMb: ADMIN_UPLOAD_MAX_MB, accept: ADMIN_UPLOAD_EXTENSIONS });
    if (problem) {
      const text = t(problem.key, problem.params);
      setError(problem.titleKey ? `${t(problem.titleKey)}: ${text}` : text);
      setFile(null);
    } else {
      setError(null);
      setFile(picked);
    }
    setProgress(0);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) pick(event.dataTransfer.files[0]);
  };

  const submit = () => {
    if (!file) {
      setError(t(messageKey('files.noFile')));
      return;
    }
    setError(null);
    controller.current = new AbortController();
    upload.mutate(
      { file, makePublic, signal: controller.current.signal },
      {
        onSuccess: () => {
          toast.success(t('adminFiles:toasts.uploaded'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof DOMException && err.name === 'AbortError') return;
          const message = isApiError(err) && err.message ? err.message : t(messageKey('files.failed'));
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-primary bg-primary-soft' : 'border-input bg-surface',
          error ? 'border-danger' : null,
        )}
        data-testid="upload-drop"
      >
        <UploadIcon className="size-8 text-primary" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          {t('adminFiles:upload.drop')}{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
          >
            {file ? t('adminFiles:upload.change') : t('adminFiles:upload.choose')}
          </Button>
        </p>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={ADMIN_UPLOAD_ACCEPT}
          aria-label={t('adminFiles:upload.choose')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="upload-input"
        />
        {file ? (
          <div
            className="mt-2 flex w-full max-w-sm items-center gap-2 rounded-md border bg-background p-2 text-left"
            data-testid="upload-selected"
          >
            <FileIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{file.name}</p>
              <p className="text-xs text-muted-foreground">{formatBytes(file.size, lang)}</p>
            </div>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger" data-testid="upload-error">
          {error}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor={`${id}-public`}>{t('adminFiles:upload.makePublic')}</Label>
          <p className="text-sm text-muted-foreground">{t('adminFiles:upload.makePublicHint')}</p>
        </div>
        <Switch id={`${id}-public`} checked={makePublic} onCheckedChange={setMakePublic} disabled={busy} />
      </div>
      {busy || progress === 100 ? (
        <div className="flex flex-col gap-1.5" data-testid="upload-progress">
          <Progress value={progress} label={t('adminFiles:upload.progress')} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('adminFiles:upload.uploading', { percent: progress })}
          </p>
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('adminFiles:upload.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <UploadIcon aria-hidden="true" />
          {t('adminFiles:upload.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
