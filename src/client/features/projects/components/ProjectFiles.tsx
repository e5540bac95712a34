import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_FILE_KINDS, type ProjectFileKind } from '@shared/constants';
import { PROJECT_FILES_MAX, type ProjectFile } from '@shared/contracts/projects';
import { FileUploadField, type PickedFile } from '@/components/FileUploadField';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDateTime, formatFileSize } from '@/lib/format';
import type { UploadResult } from '@/lib/upload';
import { useLanguage } from '@/lib/use-language';

/**
 * Where project files are uploaded: the private general upload (images and documents, 10 MB). The
 * file stays the uploader's own until a project move records it and shares it with the other side.
 */
export const PROJECT_UPLOAD = { path: '/api/upload/general', field: 'file' } as const;

/** A file uploaded for a project move, not yet sent with it. */
export interface AttachedFile {
  fileId: string;
  name: string;
  kind: ProjectFileKind;
}

/**
 * The files a form attaches (an update, a delivery, a document): what {@link FileUploadField} uploaded,
 * each with its kind, and whether uploads are still running (the form waits for them).
 * `round` remounts the field after a successful send, clearing its list.
 */
export function useAttachedFiles(defaultKind: ProjectFileKind) {
  const [attached, setAttached] = useState<AttachedFile[]>([]);
  const [accepted, setAccepted] = useState(0);
  const [round, setRound] = useState(0);
  return {
    attached,
    /** Files picked and accepted locally but not uploaded yet. */
    uploading: accepted > attached.length,
    round,
    onUploaded: (result: UploadResult, file: File) =>
      setAttached((list) => [...list, { fileId: result.id, name: file.name, kind: defaultKind }]),
    onRemove: (item: PickedFile) => setAttached((list) => list.filter((f) => f.fileId !== item.result?.id)),
    onFilesChange: (files: File[]) => setAccepted(files.length),
    setKind: (fileId: string, kind: ProjectFileKind) =>
      setAttached((list) => list.map((f) => (f.fileId === fileId ? { ...f, kind } : f))),
    reset: () => {
      setAttached([]);
      setAccepted(0);
      setRound((r) => r + 1);
    },
  };
}

type Attached = ReturnType<typeof useAttachedFiles>;

/** The select of a document's kind (Fatura, Çeki listesi, …), labelled for screen readers. */
export function FileKindSelect({
  value,
  onChange,
  label,
  id,
  disabled,
}: {
  value: ProjectFileKind;
  onChange: (kind: ProjectFileKind) => void;
  label?: string;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ProjectFileKind)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className="sm:w-56">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PROJECT_FILE_KINDS.map((kind) => (
          <SelectItem key={kind} value={kind}>
            {t(`documents.kinds.${kind}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The upload field of a project form (several files, with progress, up to {@link PROJECT_FILES_MAX}),
 * and, with `withKinds`, a kind select for each uploaded file.
 */
export function AttachedFilesField({
  label,
  files,
  withKinds,
  disabled,
}: {
  label: string;
  files: Attached;
  withKinds: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className="space-y-3">
      <FileUploadField
        key={files.round}
        label={label}
        kind="general"
        multiple
        maxFiles={PROJECT_FILES_MAX}
        upload={PROJECT_UPLOAD}
        onUploaded={files.onUploaded}
        onRemove={files.onRemove}
        onFilesChange={files.onFilesChange}
        disabled={disabled}
      />
      {withKinds && files.attached.length > 0 ? (
        <ul className="space-y-2" aria-label={t('updates.kinds')}>
          {files.attached.map((f) => (
            <li key={f.fileId} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
              <span className="min-w-0 truncate text-sm" title={f.name}>
                {f.name}
              </span>
              <FileKindSelect
                value={f.kind}
                onChange={(kind) => files.setKind(f.fileId, kind)}
                label={t('updates.kindOf', { name: f.name })}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Project documents as download links: name, kind, size, and with `withOrigin` who added it and when.
 * The links go to `/objects/{id}`, which only the two sides and admins may read.
 */
export function ProjectFileList({
  files,
  withOrigin = false,
}: {
  files: readonly ProjectFile[];
  withOrigin?: boolean;
}) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  return (
    <ul className="space-y-2">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={f.url}
            download={f.fileName}
            className="group flex items-center gap-3 rounded-md border bg-card p-2 transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded bg-muted" aria-hidden="true">
              <FileTextIcon className="size-4 text-muted-foreground" />
            </span>
            <span className="min-w-0 flex-1">
              <span
                className="block truncate text-sm font-medium text-primary group-hover:underline"
                title={f.fileName}
              >
                {f.fileName}
              </span>
              <span className="block text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{t(`documents.kinds.${f.kind}`)}</span>
                {' · '}
                {formatFileSize(f.fileSize, lang)}
                {withOrigin
                  ? ` · ${t('documents.addedBy', { side: t(`room.${f.addedBySide}`), date: formatDateTime(f.createdAt, lang) })}`
                  : null}
              </span>
            </span>
            <DownloadIcon
              className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground"
              aria-hidden="true"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
