import { DownloadIcon, EyeIcon, LibraryIcon, Loader2Icon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isAdmin } from '@shared/access';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { useSaveToLibrary } from '../api/save-to-library';
import {
  downloadHtml,
  fileNameOf,
  htmlDocument,
  postToOpener,
  sameOriginOpener,
  withUnsubscribeFooter,
} from '../lib/footer';
import { type BuilderEditor, createGrapesEditor } from '../lib/load-grapes';
import { messageKey } from '@/lib/i18n';

type EditorState = 'loading' | 'ready' | 'failed';
interface Errors {
  name?: string;
  subject?: string;
}

/**
 * The e-mail builder (spec §2 "Email builder", §4, Email builder save, §5 texts; PRODUCT-DECISIONS
 * 22): template name and subject, the bundled GrapesJS newsletter editor (a plain HTML textarea when
 * it cannot load), preview, and save: to the opener window (same origin) when there is one, else a
 * download of `<name>.html`; the unsubscribe footer is appended when the brand footer text is missing.
 * Admins can also add the result to the campaign template library.
 * @param createEditor creates the editor in the container; the bundled GrapesJS by default. Tests pass a
 *   fake: the client tests share one module graph per worker (vitest.config.ts), where a `vi.mock` of
 *   load-grapes cannot reach a builder another test file already imported.
 */
export function EmailBuilder({ createEditor = createGrapesEditor }: { createEditor?: typeof createGrapesEditor } = {}) {
  const { t } = useTranslation('templates');
  const language = useLanguage();
  const { user } = useSession();
  const admin = isAdmin(user ? { userType: user.userType } : null);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<BuilderEditor | null>(null);
  const [state, setState] = useState<EditorState>('loading');
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [fallbackHtml, setFallbackHtml] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<string | null>(null);
  const library = useSaveToLibrary();

  // The editor is created once, in the page's language at that time; switching the language later keeps the work.
  const startLanguage = useRef(language);
  const create = useRef(createEditor);
  const editorLabels = useRef({
    frameTitle: t('canvasTitle'),
    blocks: t('blocks', { returnObjects: true }) as Record<string, string>,
  });
  useEffect(() => {
    let cancelled = false;
    const el = container.current;
    if (!el) return;
    create.current(el, startLanguage.current, editorLabels.current).then(
      (created) => {
        if (cancelled) created.destroy();
        else {
          editor.current = created;
          setState('ready');
        }
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, []);

  /** The checked body with its footer, or null after showing what is missing. */
  const collect = (): string | null => {
    if (state === 'loading') {
      toast.error(t('notLoaded'));
      return null;
    }
    const next: Errors = {};
    if (!name.trim()) next.name = t(messageKey('templates.nameRequired'));
    if (!subject.trim()) next.subject = t(messageKey('templates.subjectRequired'));
    setErrors(next);
    if (next.name || next.subject) {
      toast.error(next.name ?? next.subject);
      return null;
    }
    const body = state === 'ready' && editor.current ? editor.current.getHtml() : fallbackHtml;
    return withUnsubscribeFooter(body, language);
  };

  const save = () => {
    const html = collect();
    if (html === null) return;
    const opener = sameOriginOpener();
    if (opener) {
      postToOpener(opener, { type: 'email-builder:save', name: name.trim(), subject: subject.trim(), html });
      toast.success(t('sentToOpener'));
    } else {
      downloadHtml(fileNameOf(name), htmlDocument(subject.trim(), html, language));
      toast.success(t('downloaded'));
    }
  };

  const saveToLibrary = () => {
    const html = collect();
    if (html === null) return;
    library.mutate(
      { name: name.trim(), subject: subject.trim(), htmlContent: html },
      {
        onSuccess: () => toast.success(t('library.saved')),
        onError: (error) => {
          if (isApiError(error)) {
            setErrors({ name: error.fieldError('name'), subject: error.fieldError('subject') });
          }
          toast.error(t('library.error'), { description: isApiError(error) ? error.message : undefined });
        },
      },
    );
  };

  const showPreview = () => {
    const html = collect();
    if (html !== null) setPreview(html);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('name')} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={200}
              onChange={(e) => {
                setName(e.target.value);
                setErrors((x) => ({ ...x, name: undefined }));
              }}
            />
          )}
        </Field>
        <Field label={t('subject')} error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              value={subject}
              maxLength={200}
              onChange={(e) => {
                setSubject(e.target.value);
                setErrors((x) => ({ ...x, subject: undefined }));
              }}
            />
          )}
        </Field>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={showPreview}>
          <EyeIcon aria-hidden="true" />
          {t('builderPreview')}
        </Button>
        <Button type="button" onClick={save}>
          <DownloadIcon aria-hidden="true" />
          {t('save')}
        </Button>
        {admin ? (
          <Button type="button" variant="secondary" onClick={saveToLibrary} disabled={library.isPending}>
            {library.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <LibraryIcon aria-hidden="true" />
            )}
            {t('library.save')}
          </Button>
        ) : null}
      </div>
      <p className="-mt-3 text-sm text-muted-foreground">{t('saveHint')}</p>

      {state === 'loading' ? (
        <div
          role="status"
          className="flex items-center gap-2 text-sm text-muted-foreground"
          data-testid="builder-loading"
        >
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          {t('loading')}
        </div>
      ) : null}

      {state === 'failed' ? (
        <div className="flex flex-col gap-4" data-testid="builder-fallback">
          <Alert variant="warning">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertTitle>{t('fallback.title')}</AlertTitle>
            <AlertDescription>{t('fallback.text')}</AlertDescription>
          </Alert>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-html`}>{t('fallback.label')}</Label>
            <Textarea
              id={`${id}-html`}
              rows={16}
              className="font-mono text-xs sm:text-xs"
              value={fallbackHtml}
              onChange={(e) => setFallbackHtml(e.target.value)}
            />
          </div>
        </div>
      ) : null}

      {state === 'ready' ? <p className="text-sm text-muted-foreground md:hidden">{t('narrowHint')}</p> : null}
      <div className="overflow-x-auto rounded-lg border" hidden={state === 'failed'}>
        <div
          ref={container}
          className="min-w-[720px]"
          data-testid="grapes-container"
          aria-label={t('editorLabel')}
          role="region"
        />
      </div>

      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{t('previewTitle')}</DialogTitle>
            <DialogDescription>{subject}</DialogDescription>
          </DialogHeader>
          <iframe
            title={t('previewFrame')}
            sandbox=""
            srcDoc={preview ? htmlDocument(subject, preview, language) : ''}
            className="h-[60vh] w-full rounded-md border bg-white"
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
