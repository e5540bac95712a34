import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImageCropDialog } from '@/components/ImageCropDialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { imageProblem } from '../lib/files';
import { messageKey } from '@/lib/i18n';

interface ImagePickerProps {
  kind: 'logo' | 'cover';
  /** The cropped image, or null. */
  value: Blob | null;
  onChange: (blob: Blob | null) => void;
  /** Id of the field's label text, so the button names the field. */
  labelId: string;
  describedBy?: string | undefined;
}

/**
 * Logo (square) or cover (3:1) picker (spec §5): an image within the size limit is cropped, then
 * previewed with change and remove buttons; a wrong file is dropped with the 'Dosya Hatası' toast.
 */
export function ImagePicker({ kind, value, onChange, labelId, describedBy }: ImagePickerProps) {
  const { t } = useTranslation('partnerApplications');
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  // One object URL per picked image, released when it changes or the picker goes away.
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageProblem(file, kind);
    if (problem) {
      const description =
        problem.reason === 'tooLarge'
          ? t('toast.fileTooLarge', { name: file.name, max: problem.maxMb })
          : t('toast.imageOnly', { name: file.name });
      toast.error(t(messageKey('partnerApplications.fileError')), { description });
      return;
    }
    setPending(file);
  };

  return (
    <div className="flex flex-col gap-3">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="hidden"
        data-testid={`${kind}-input`}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      <div
        className={cn(
          'flex items-center justify-center overflow-hidden rounded-lg border border-dashed bg-muted/40',
          kind === 'logo' ? 'size-28' : 'aspect-[3/1] w-full max-w-md',
        )}
      >
        {preview ? (
          <img
            src={preview}
            alt={t(kind === 'logo' ? 'fields.logoPreview' : 'fields.coverPreview')}
            className="size-full object-cover"
            data-testid={`${kind}-preview`}
          />
        ) : (
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          aria-labelledby={`${labelId} ${labelId}-action`}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          <span id={`${labelId}-action`}>{value ? t('fields.change') : t('fields.chooseImage')}</span>
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2Icon aria-hidden="true" />
            {t('fields.remove')}
          </Button>
        ) : null}
      </div>
      <ImageCropDialog
        file={pending}
        aspect={kind === 'logo' ? 1 : 3}
        open={pending !== null}
        onCancel={() => setPending(null)}
        onCropped={(blob) => {
          setPending(null);
          onChange(blob);
        }}
      />
    </div>
  );
}
