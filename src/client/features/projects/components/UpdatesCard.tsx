import { Loader2Icon, MessageSquareTextIcon, SendIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type Project, UPDATE_BODY_MAX_LENGTH } from '@shared/contracts/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useProjectAction } from '../api/projects';
import { AttachedFilesField, ProjectFileList, useAttachedFiles } from './ProjectFiles';

/** Posting an update with its text and files (POST /api/projects/{id}/updates). */
function Composer({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const fieldMessage = useFieldMessage();
  const action = useProjectAction(project.id);
  const files = useAttachedFiles('other');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(fieldMessage('projects.updateBodyRequired'));
      return;
    }
    if (files.uploading) return;
    setError(undefined);
    action.mutate(
      {
        kind: 'postUpdate',
        update: { body: body.trim(), files: files.attached.map(({ fileId, kind }) => ({ fileId, kind })) },
      },
      {
        onSuccess: () => {
          toast.success(t('updates.posted'));
          setBody('');
          files.reset();
        },
        onError: (err) => {
          const field = isApiError(err) && err.fieldErrors ? Object.values(err.fieldErrors)[0]?.[0] : undefined;
          if (field) setError(field);
          else toast.error(t('room.actionFailed'), { description: err.message });
        },
      },
    );
  };
  const busy = action.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border bg-muted/30 p-4" aria-busy={busy}>
      <Field label={t('updates.body')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={body}
            maxLength={UPDATE_BODY_MAX_LENGTH}
            placeholder={t('updates.placeholder')}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <AttachedFilesField label={t('updates.files')} files={files} withKinds disabled={busy} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {files.uploading ? (
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t('updates.uploading')}
          </span>
        ) : null}
        <Button type="submit" disabled={busy || files.uploading}>
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {t('updates.post')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The project's updates (issue 20): a timeline, newest first, of each side's notes with the files
 * they came with, and a composer (text and files with upload progress, each file with its kind) for
 * the two sides while the project is not cancelled. New updates of the other side arrive live
 * (`project:changed` refetches the room).
 */
export function UpdatesCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const isSide = project.role === 'buyer' || project.role === 'partner';
  const canPost = isSide && project.status !== 'cancelled';
  const companyOf = (side: 'buyer' | 'partner') =>
    side === 'buyer' ? project.buyer.companyName : project.partner.companyName;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareTextIcon className="size-5 text-primary" aria-hidden="true" />
          {t('updates.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {canPost ? <Composer project={project} /> : null}
        {project.updates.length === 0 ? (
          <EmptyState
            icon={MessageSquareTextIcon}
            headingLevel={3}
            className="py-8"
            title={t('updates.empty')}
            text={canPost ? t('updates.emptyText') : undefined}
          />
        ) : (
          <ol className="space-y-4" aria-label={t('updates.timeline')}>
            {project.updates.map((u) => (
              <li key={u.id} className="relative border-l-2 border-primary/30 pl-4" data-testid="project-update">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={u.authorSide === 'buyer' ? 'info' : 'default'}>{t(`room.${u.authorSide}`)}</Badge>
                  <span className="font-medium text-foreground">{companyOf(u.authorSide)}</span>
                  <time dateTime={u.createdAt} className="text-muted-foreground">
                    {formatDateTime(u.createdAt, lang)}
                  </time>
                </p>
                <p className="mt-2 whitespace-pre-line break-words text-sm text-foreground">{u.body}</p>
                {u.files.length > 0 ? (
                  <div className="mt-3">
                    <ProjectFileList files={u.files} />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
