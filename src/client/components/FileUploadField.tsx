import { FileIcon, RotateCcwIcon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImageCropDialog } from '@/components/ImageCropDialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { acceptAttribute, checkFileLocally, extensionOf, uploadFile, type UploadResult } from '@/lib/upload';
import { cn } from '@/lib/utils';
import { acceptedTypesLabel, UPLOAD_RULES, type UploadKind } from '@shared/upload-rules';
import { messageKey } from '@/lib/i18n';

/** One picked file and where it stands. */
export interface PickedFile {
  id: string;
  file: File;
  /** An object URL for an image's thumbnail; null for other files. */
  previewUrl: string | null;
  /** `ready`: accepted and kept for the form; `uploading`/`done`: sent to `upload.path`; `error`: refused. */
  status: 'ready' | 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  progress: number;
  /** The refusal, already translated (local check or the server's text). */
  error?: string;
  /** The server's answer once uploaded. */
  result?: UploadResult;
}

export interface FileUploadFieldProps {
  label: string;
  /** The upload kind: accepted types and size limit (src/shared/upload-rules.ts). */
  kind: UploadKind;
  multiple?: boolean;
  /** With `multiple`, the most files kept (default 12, the server's per-request limit). */
  maxFiles?: number;
  /** Upload each accepted file right away; without it files are only collected for the form. */
  upload?: { path: string; field: string; extraFields?: Record<string, string> };
  /** Crop images to this width/height ratio before they are added (1 logo, 3 cover). */
  cropAspect?: number;
  /** The accepted files (not the refused ones), after every change. */
  onFilesChange?: (files: File[]) => void;
  /** After a file was uploaded (with `upload`). */
  onUploaded?: (result: UploadResult, file: File) => void;
  /** After the user removed a file. */
  onRemove?: (item: PickedFile) => void;
  /** A hint under the field; default: the accepted types and size. */
  hint?: string;
  /** A message from the form (e.g. required), already translated. */
  error?: string;
  disabled?: boolean;
  className?: string;
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);
let nextId = 0;

/**
 * Pick or drop files (spec §5 partner application, §8 Upload): a preview of each image before upload,
 * a progress bar per file, each refused file reported with the spec's message, a remove button per
 * file; optional cropping ({@link ImageCropDialog}) and immediate upload ({@link uploadFile}).
 */
export function FileUploadField({
  label,
  kind,
  multiple = false,
  maxFiles = 12,
  upload,
  cropAspect,
  onFilesChange,
  onUploaded,
  onRemove,
  hint,
  error,
  disabled,
  className,
}: FileUploadFieldProps) {
  const { t } = useTranslation('files');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<PickedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [cropQueue, setCropQueue] = useState<File[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const rule = UPLOAD_RULES[kind];

  // Object URLs and uploads in flight end with the field.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  const patch = (id: string, change: Partial<PickedFile>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const commit = (next: PickedFile[]) => {
    setItems(next);
    onFilesChange?.(next.filter((i) => i.status !== 'error').map((i) => i.file));
  };

  const send = async (item: PickedFile) => {
    if (!upload) return;
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    try {
      const result = await uploadFile(upload.path, upload.field, item.file, {
        signal: controller.signal,
        extraFields: upload.extraFields,
        onProgress: (progress) => patch(item.id, { progress }),
      });
      patch(item.id, { status: 'done', progress: 100, result });
      // Spec §9 success toasts: 'Resim yüklendi' / 'Dosya yüklendi'.
      toast.success(item.previewUrl ? t('done.image') : t('done.file'));
      onUploaded?.(result, item.file);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      const message = isApiError(err) ? err.message : t(messageKey('files.failed'));
      patch(item.id, { status: 'error', error: message });
      // Spec §9: toast 'Yükleme hatası' with the server's message.
      toast.error(t('errors.uploadFailed'), { description: message });
    } finally {
      controllers.current.delete(item.id);
    }
  };

  /** Checks and adds files that need no (more) cropping. */
  const add = (files: File[]) => {
    setTooMany(false);
    const room = multiple ? Math.max(0, maxFiles - items.filter((i) => i.status !== 'error').length) : 1;
    if (files.length > room) setTooMany(multiple);
    const picked: PickedFile[] = files.slice(0, room).map((file) => {
      const problem = checkFileLocally(file, { kind });
      const isImage = IMAGE_EXTENSIONS.has(extensionOf(file.name));
      return {
        id: `f${++nextId}`,
        file,
        previewUrl: !problem && isImage ? URL.createObjectURL(file) : null,
        status: problem ? 'error' : 'ready',
        progress: 0,
        // The spec's pair, e.g. 'Dosya çok büyük. Maksimum dosya boyutu 10MB olmalıdır.'
        error: problem
          ? [problem.titleKey ? t(problem.titleKey) : null, t(problem.key, problem.params)].filter(Boolean).join('. ')
          : undefined,
      };
    });
    let next: PickedFile[];
    if (multiple) {
      next = [...items, ...picked];
    } else {
      for (const old of items) {
        if (old.previewUrl) URL.revokeObjectURL(old.previewUrl);
        controllers.current.get(old.id)?.abort();
      }
      next = picked;
    }
    commit(next);
    for (const item of picked) if (item.status === 'ready') void send(item);
  };

  /** Entry point for picked or dropped files: images go through the crop dialog first when asked. */
  const receive = (list: FileList | null) => {
    if (!list || list.length === 0 || disabled) return;
    const files = multiple ? [...list] : [list[0]!];
    if (!cropAspect) return add(files);
    const toCrop = files.filter((f) => IMAGE_EXTENSIONS.has(extensionOf(f.name)) && !checkFileLocally(f, { kind }));
    const rest = files.filter((f) => !toCrop.includes(f));
    if (rest.length) add(rest);
    if (toCrop.length) setCropQueue(toCrop);
  };

  const remove = (item: PickedFile) => {
    controllers.current.get(item.id)?.abort();
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    commit(items.filter((i) => i.id !== item.id));
    onRemove?.(item);
    inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    receive(event.dataTransfer.files);
  };

  const cropping = cropQueue[0] ?? null;
  const shownHint = hint ?? t('field.hint', { types: acceptedTypesLabel(kind), n: rule.maxMb });

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop-zone"
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-6 text-center text-sm transition-colors has-[input:focus-visible]:border-primary has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
          dragging && 'border-primary bg-primary-soft',
          error && 'border-danger',
          // Muted background, not opacity: the texts keep their contrast while an upload or a send runs.
          disabled && 'cursor-not-allowed bg-muted/60',
        )}
      >
        <UploadIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">
          {multiple ? t('field.dropMultiple') : t('field.drop')}{' '}
          <label
            htmlFor={inputId}
            className="cursor-pointer font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('field.choose')}
          </label>
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple={multiple}
          accept={acceptAttribute(rule.extensions)}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          // Visually hidden but focusable: Tab reaches it and Enter/Space opens the picker.
          className="sr-only"
          onChange={(e) => {
            receive(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {shownHint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
      {tooMany ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('errors.tooMany', { max: maxFiles })}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('field.listLabel')}>
          {items.map((item) => (
            <li
              key={item.id}
              className={cn(
                'flex items-center gap-3 rounded-md border bg-card p-2',
                item.status === 'error' && 'border-danger/60',
              )}
            >
              {item.previewUrl ? (
                <img
                  src={item.previewUrl}
                  alt={t('field.preview', { name: item.file.name })}
                  className="size-12 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded bg-muted" aria-hidden="true">
                  <FileIcon className="size-5 text-muted-foreground" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="truncate text-sm font-medium" title={item.file.name}>
                  {item.file.name}
                </p>
                {item.status === 'uploading' ? (
                  <>
                    <Progress value={item.progress} label={t('field.progress', { name: item.file.name })} />
                    <span className="text-xs text-muted-foreground">
                      {t('field.uploading', { percent: item.progress })}
                    </span>
                  </>
                ) : item.status === 'error' ? (
                  <p role="alert" className="text-xs font-medium text-danger">
                    {item.error}
                  </p>
                ) : (
                  <span className="text-xs text-muted-foreground">
                    {formatSize(item.file.size)} · {item.status === 'done' ? t('field.uploaded') : t('field.ready')}
                  </span>
                )}
              </div>
              {item.status === 'error' && upload && !checkFileLocally(item.file, { kind }) ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('field.retry')}
                  onClick={() => void send(item)}
                >
                  <RotateCcwIcon aria-hidden="true" />
                </Button>
              ) : null}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('field.remove', { name: item.file.name })}
                tooltip={t('field.removeShort')}
                onClick={() => remove(item)}
                disabled={disabled}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {cropAspect ? (
        <ImageCropDialog
          file={cropping}
          aspect={cropAspect}
          open={cropping !== null}
          onCancel={() => setCropQueue((q) => q.slice(1))}
          onCropped={(blob) => {
            const base = cropping!.name.replace(/\.[^.]*$/, '') || 'image';
            add([new File([blob], `${base}.jpg`, { type: 'image/jpeg' })]);
            setCropQueue((q) => q.slice(1));
          }}
        />
      ) : null}
    </div>
  );
}

/** Bytes as KB or MB with one decimal (spec §3: size units B, KB, MB, GB). */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
