import { ImageIcon, Loader2Icon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropDialog } from '@/components/ImageCropDialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { checkFileLocally, uploadFile } from '@/lib/upload';
import { cn } from '@/lib/utils';

interface ImageFieldProps {
  label: string;
  hint: string;
  /** The current image URL (`/public-objects/...`) or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Width / height of the preview (logo 1, cover 3). */
  aspect: number;
  error?: string | undefined;
}

/**
 * A profile image (logo or cover): preview, pick, crop to `aspect` (ImageCropDialog: logo square,
 * cover 3:1), upload with progress to POST /api/upload/image, and removal. The new URL takes effect
 * when the profile is saved. Size and type are checked here first for instant feedback (logo 5 MB,
 * cover 10 MB, spec §9); the server decides by content.
 */
export function ImageField({ label, hint, value, onChange, aspect, error }: ImageFieldProps) {
  const { t } = useTranslation('partners');
  const { t: tAny } = useTranslation();
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: Blob, name: string) => {
    setUploading(true);
    setUploadError(null);
    setProgress(0);
    try {
      const result = await uploadFile('/api/upload/image', 'image', file, { fileName: name, onProgress: setProgress });
      onChange(result.url);
    } catch (e) {
      setUploadError(isApiError(e) ? e.message : t('editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className={cn('flex gap-4', aspect > 1 ? 'flex-col' : 'flex-col sm:flex-row sm:items-center')}>
        <div
          className={cn(
            'relative flex items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground',
            aspect > 1 ? 'aspect-[3/1] w-full' : 'size-28 shrink-0',
          )}
        >
          {value ? (
            <img src={value} alt={t('editor.preview', { label })} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8" aria-hidden="true" />
          )}
          {uploading ? (
            <div
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/80 px-3"
              role="status"
            >
              <Loader2Icon className="size-6 animate-spin" aria-hidden="true" />
              <Progress value={progress} className="w-full max-w-40" label={t('editor.uploading')} />
              <span className="sr-only">{t('editor.uploading')}</span>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              aria-describedby={hintId}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                const problem = checkFileLocally(file, { kind: aspect > 1 ? 'cover' : 'logo' });
                if (problem) {
                  setUploadError(tAny(problem.key, problem.params));
                  return;
                }
                setUploadError(null);
                setPicked(file);
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              <UploadIcon aria-hidden="true" />
              {value ? t('editor.replaceImage') : t('editor.uploadImage')}
            </Button>
            {value ? (
              <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => onChange(null)}>
                <Trash2Icon aria-hidden="true" />
                {t('editor.removeImage')}
              </Button>
            ) : null}
          </div>
          <p
            id={hintId}
            className={cn('text-xs', message ? 'text-danger' : 'text-muted-foreground')}
            role={message ? 'alert' : undefined}
          >
            {message ?? hint}
          </p>
        </div>
      </div>
      <ImageCropDialog
        file={picked}
        aspect={aspect}
        open={picked !== null}
        onCancel={() => setPicked(null)}
        onCropped={(blob) => {
          const name = `${(picked?.name ?? 'image').replace(/\.[^.]+$/, '')}.jpg`;
          setPicked(null);
          void upload(blob, name);
        }}
      />
    </div>
  );
}
