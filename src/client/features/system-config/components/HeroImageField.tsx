import { ImageIcon, Loader2Icon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { URL_MAX } from '@shared/contracts/system-config';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { checkFileLocally, uploadFile } from '@/lib/upload';
import { cn } from '@/lib/utils';

interface HeroImageFieldProps {
  /** The image URL ('' for none: the hero keeps its gradient). */
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}

/**
 * The home hero's background image: a preview on the hero's navy, an upload (POST /api/upload/image,
 * with progress; the answer's URL is stored), the URL itself for an image hosted elsewhere, and removal.
 * Saved with the site settings.
 */
export function HeroImageField({ value, onChange, error }: HeroImageFieldProps) {
  const { t } = useTranslation('systemConfig');
  const { t: tAny } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const messageId = useId();
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const problem = checkFileLocally(file, { kind: 'cover' });
    if (problem) {
      setUploadError(tAny(problem.key, problem.params));
      return;
    }
    setUploading(true);
    setUploadError(null);
    setProgress(0);
    try {
      const result = await uploadFile('/api/upload/image', 'image', file, { onProgress: setProgress });
      onChange(result.url);
    } catch (e) {
      setUploadError(isApiError(e) ? e.message : t('site.hero.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <div className="flex flex-col gap-4">
      <div
        className="relative flex aspect-[3/1] max-h-64 w-full items-center justify-center overflow-hidden rounded-lg bg-navy text-navy-muted"
        data-testid="hero-preview"
      >
        {value ? (
          <img
            src={value}
            alt={t('site.hero.previewAlt')}
            className="absolute inset-0 size-full object-cover opacity-40"
          />
        ) : (
          <span className="flex flex-col items-center gap-2 text-sm">
            <ImageIcon className="size-8" aria-hidden="true" />
            {t('site.hero.none')}
          </span>
        )}
        {uploading ? (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/80 px-3"
            role="status"
          >
            <Loader2Icon className="size-6 animate-spin" aria-hidden="true" />
            <Progress value={progress} className="w-full max-w-48" label={t('site.hero.uploading')} />
            <span className="sr-only">{t('site.hero.uploading')}</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="hero-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          {value ? t('site.hero.replace') : t('site.hero.upload')}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => onChange('')}>
            <Trash2Icon aria-hidden="true" />
            {t('site.hero.remove')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={urlId} className="text-sm font-medium">
          {t('site.hero.url')}
        </label>
        <Input
          id={urlId}
          value={value}
          maxLength={URL_MAX}
          placeholder="https://… /public-objects/…"
          aria-invalid={Boolean(message)}
          aria-describedby={messageId}
          onChange={(e) => onChange(e.target.value)}
        />
        <p
          id={messageId}
          className={cn('text-xs', message ? 'text-danger' : 'text-muted-foreground')}
          role={message ? 'alert' : undefined}
        >
          {message ?? t('site.hero.hint')}
        </p>
      </div>
    </div>
  );
}
