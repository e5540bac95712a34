import { ImageIcon, Loader2Icon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { uploadProfileImage } from '../api/upload-image';

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
 * A profile image (logo or cover): preview, upload (to POST /api/upload/image) and removal. The new
 * URL takes effect when the profile is saved.
 */
export function ImageField({ label, hint, value, onChange, aspect, error }: ImageFieldProps) {
  const { t } = useTranslation('partner');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: Blob, name: string) => {
    setUploading(true);
    setUploadError(null);
    try {
      const result = await uploadProfileImage(file, name);
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
            <div className="absolute inset-0 flex items-center justify-center bg-background/70" role="status">
              <Loader2Icon className="size-6 animate-spin" aria-hidden="true" />
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
                if (file) void upload(file, file.name);
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
    </div>
  );
}
