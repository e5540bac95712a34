import { ImageUpIcon, Trash2Icon, UserRoundIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { UPLOAD_RULES } from '@shared/upload-rules';
import { ImageCropDialog } from '@/components/ImageCropDialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { acceptAttribute, checkFileLocally, uploadFile } from '@/lib/upload';
import { messageKey } from '@/lib/i18n';

interface ProfilePhotoProps {
  /** The current photo URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
}

/**
 * The profile photo: preview, choose (checked at once, cropped square, uploaded with progress to
 * POST /api/upload/profile-image; the server stores at most 400×400, spec §9), remove. The new URL
 * is saved with the rest of the form.
 */
export function ProfilePhoto({ value, onChange, disabled }: ProfilePhotoProps) {
  const { t } = useTranslation('users');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const rule = UPLOAD_RULES['profile-image'];

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkFileLocally(file, { kind: 'profile-image' });
    if (problem) {
      toast.error(problem.titleKey ? t(problem.titleKey) : t('panel.photo.failedTitle'), {
        description: t(problem.key, problem.params),
      });
      return;
    }
    setCropping(file);
  };

  const upload = async (blob: Blob) => {
    setCropping(null);
    setProgress(0);
    try {
      const result = await uploadFile('/api/upload/profile-image', 'profileImage', blob, {
        onProgress: setProgress,
        fileName: 'profile.jpg',
      });
      onChange(result.url);
      toast.success(t('panel.photo.uploaded'));
    } catch (error) {
      toast.error(t('panel.photo.failedTitle'), {
        description: isApiError(error) ? error.message : t(messageKey('files.failed')),
      });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-surface">
        {value ? (
          <img src={value} alt={t('panel.photo.alt')} className="size-full object-cover" data-testid="profile-photo" />
        ) : (
          <UserRoundIcon className="size-9 text-muted-foreground" aria-hidden="true" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-medium text-foreground" id={`${inputId}-label`}>
          {t('panel.photo.label')}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={acceptAttribute(rule.extensions)}
            className="sr-only"
            aria-labelledby={`${inputId}-label`}
            disabled={disabled || busy}
            onChange={(event) => pick(event.target.files?.[0])}
            data-testid="profile-photo-input"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
          >
            <ImageUpIcon aria-hidden="true" />
            {value ? t('panel.photo.change') : t('panel.photo.choose')}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange(null)}>
              <Trash2Icon aria-hidden="true" />
              {t('panel.photo.remove')}
            </Button>
          ) : null}
        </div>
        {busy ? (
          <div className="flex flex-col gap-1" aria-live="polite">
            <Progress value={progress} label={t('panel.photo.uploading', { percent: progress })} />
            <p className="text-xs text-muted-foreground">{t('panel.photo.uploading', { percent: progress })}</p>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">{t('panel.photo.hint', { max: rule.maxMb })}</p>
        )}
      </div>
      {cropping ? (
        <ImageCropDialog
          file={cropping}
          aspect={1}
          open
          onCancel={() => setCropping(null)}
          onCropped={(blob) => void upload(blob)}
        />
      ) : null}
    </div>
  );
}
