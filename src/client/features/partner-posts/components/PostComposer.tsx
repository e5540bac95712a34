import { Loader2Icon, SendIcon } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { createPartnerPostSchema, PARTNER_POST_BODY_MAX, PARTNER_POST_LINK_MAX } from '@shared/contracts/partner-posts';
import { FileUploadField } from '@/components/FileUploadField';
import { Button } from '@/components/ui/button';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCreatePartnerPost } from '../api/create-partner-post';

type FieldName = 'body' | 'link' | 'imageFileId';

/**
 * The owner's composer on the profile's posts tab (issue 22): the text with a character counter, an
 * optional image uploaded at once through POST /api/upload/image (with its progress, the image rules
 * of every upload), an optional link. Checked with the server's own schema before sending; the
 * server's field messages land under the fields. After publishing, the form starts empty again.
 */
export function PostComposer({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('partnerPosts');
  const fieldMessage = useFieldMessage();
  const create = useCreatePartnerPost(partnerId);
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [imageFileId, setImageFileId] = useState<string | null>(null);
  // Files picked but not uploaded yet: publishing waits for them (or for their removal).
  const [picked, setPicked] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // A new key empties the upload field after a post is published.
  const [round, setRound] = useState(0);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const uploading = picked > 0 && imageFileId === null;

  const showErrors = (next: Partial<Record<FieldName, string>>) => {
    setErrors(next);
    // DESIGN.md "Every form": focus moves to the first wrong field.
    if (next.body) bodyRef.current?.focus();
    else if (next.link) linkRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading || create.isPending) return;
    const input = { body, link, imageFileId };
    const parsed = createPartnerPostSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= fieldMessage(issue.message);
      }
      showErrors(next);
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('published'));
        setBody('');
        setLink('');
        setImageFileId(null);
        setPicked(0);
        setErrors({});
        setRound((n) => n + 1);
      },
      onError: (err) => {
        if (isApiError(err) && err.fieldErrors) {
          showErrors({
            body: err.fieldError('body'),
            link: err.fieldError('link'),
            imageFileId: err.fieldError('imageFileId'),
          });
        }
        toast.error(isApiError(err) ? err.message : t('publishFailed'));
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="post-composer-title"
      className="flex flex-col gap-4 rounded-lg border bg-surface p-4"
      data-testid="post-composer"
    >
      <h3 id="post-composer-title" className="text-base font-semibold">
        {t('composer.title')}
      </h3>
      <Field
        label={t('composer.body')}
        error={errors.body}
        labelAction={
          <span
            className={cn(
              'text-xs tabular-nums text-muted-foreground',
              body.length >= PARTNER_POST_BODY_MAX && 'font-semibold text-danger',
            )}
            data-testid="post-counter"
          >
            {t('composer.counter', { count: body.length, max: PARTNER_POST_BODY_MAX })}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            ref={bodyRef}
            rows={4}
            value={body}
            maxLength={PARTNER_POST_BODY_MAX}
            placeholder={t('composer.bodyPlaceholder')}
            onChange={(e) => {
              setBody(e.target.value);
              setErrors((old) => ({ ...old, body: undefined }));
            }}
          />
        )}
      </Field>
      <FileUploadField
        key={round}
        label={t('composer.image')}
        kind="image"
        upload={{ path: '/api/upload/image', field: 'image' }}
        onFilesChange={(files) => {
          setPicked(files.length);
          if (files.length === 0) setImageFileId(null);
        }}
        onUploaded={(result) => {
          setImageFileId(result.id);
          setErrors((old) => ({ ...old, imageFileId: undefined }));
        }}
        onRemove={() => setImageFileId(null)}
        error={errors.imageFileId}
        disabled={create.isPending}
      />
      <Field
        label={t('composer.link')}
        labelSuffix={t('composer.optional')}
        error={errors.link}
        hint={t('composer.linkHint')}
      >
        {(control) => (
          <Input
            {...control}
            ref={linkRef}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={link}
            maxLength={PARTNER_POST_LINK_MAX}
            placeholder="https://"
            onChange={(e) => {
              setLink(e.target.value);
              setErrors((old) => ({ ...old, link: undefined }));
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {uploading ? (
          <p className="text-xs text-muted-foreground" role="status">
            {t('composer.waitForImage')}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending || uploading} aria-busy={create.isPending}>
          {create.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {t('composer.submit')}
        </Button>
      </div>
    </form>
  );
}
