import { FilePlus2Icon, FolderOpenIcon, LockIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ProjectFileKind } from '@shared/constants';
import type { Project } from '@shared/contracts/projects';
import { FileUploadField } from '@/components/FileUploadField';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useProjectAction } from '../api/projects';
import { FileKindSelect, PROJECT_UPLOAD, ProjectFileList } from './ProjectFiles';

/** "Belge ekle": one file and its kind (POST /api/projects/{id}/files). */
function AddDocumentDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const kindId = useId();
  const action = useProjectAction(project.id);
  const [kind, setKind] = useState<ProjectFileKind>('invoice');
  const [fileId, setFileId] = useState<string | null>(null);
  const [picked, setPicked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (action.isPending) return;
    if (!next) {
      setFileId(null);
      setPicked(false);
      setError(undefined);
      setKind('invoice');
    }
    onOpenChange(next);
  };
  const submit = () => {
    if (!fileId) {
      if (!picked) setError(t('documents.fileRequired'));
      return;
    }
    action.mutate(
      { kind: 'addFile', file: { fileId, kind } },
      {
        onSuccess: () => {
          toast.success(t('documents.added'));
          setFileId(null);
          setPicked(false);
          onOpenChange(false);
        },
        onError: (err) => {
          const field = isApiError(err) && err.fieldErrors ? Object.values(err.fieldErrors)[0]?.[0] : undefined;
          if (field) setError(field);
          else toast.error(t('room.actionFailed'), { description: err.message });
        },
      },
    );
  };
  const uploading = picked && !fileId;
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('documents.addTitle')}
      description={t('documents.addText')}
      onSubmit={submit}
      submitLabel={t('documents.save')}
      busy={action.isPending}
      submitDisabled={uploading}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={kindId}>{t('documents.kind')}</Label>
        <FileKindSelect id={kindId} value={kind} onChange={setKind} disabled={action.isPending} />
      </div>
      <FileUploadField
        label={t('documents.file')}
        kind="general"
        upload={PROJECT_UPLOAD}
        onFilesChange={(files) => {
          setPicked(files.length > 0);
          if (files.length === 0) setFileId(null);
        }}
        onUploaded={(result) => {
          setFileId(result.id);
          setError(undefined);
        }}
        onRemove={() => setFileId(null)}
        error={error}
        disabled={action.isPending}
      />
    </FormDialog>
  );
}

/**
 * Every document of the project (issue 20): invoices, packing lists, customs declarations, receipts,
 * deliveries, whether they came with an update, a delivery, a payment or on their own, with their
 * kind, who added them and when, to download; "Belge ekle" for the two sides unless it is cancelled.
 * Private: only the two sides and admins may open them.
 */
export function DocumentsCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const [adding, setAdding] = useState(false);
  const isSide = project.role === 'buyer' || project.role === 'partner';
  const canAdd = isSide && project.status !== 'cancelled';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <FolderOpenIcon className="size-5 text-primary" aria-hidden="true" />
          {t('documents.title')}
          {project.files.length > 0 ? (
            <span className="text-sm font-normal text-muted-foreground">({project.files.length})</span>
          ) : null}
        </CardTitle>
        {canAdd ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <FilePlus2Icon aria-hidden="true" />
            {t('documents.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {project.files.length === 0 ? (
          <EmptyState
            icon={FolderOpenIcon}
            headingLevel={3}
            className="py-8"
            title={t('documents.empty')}
            text={t('documents.emptyText')}
          />
        ) : (
          <ProjectFileList files={project.files} withOrigin />
        )}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <LockIcon className="size-3.5" aria-hidden="true" />
          {t('documents.private')}
        </p>
      </CardContent>
      {canAdd ? <AddDocumentDialog project={project} open={adding} onOpenChange={setAdding} /> : null}
    </Card>
  );
}
