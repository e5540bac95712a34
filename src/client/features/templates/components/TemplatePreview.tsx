import { BellIcon, MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TemplateKind } from '../api/templates';
import { fillSamples } from '../lib/placeholders';

/** The e-mail body as a small document: the frame has no styles of its own. */
const emailDocument = (html: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0;padding:8px;font-family:Arial,Helvetica,sans-serif;}</style></head><body>${html}</body></html>`;

/**
 * The edited text with sample values for its placeholders. An e-mail renders in a sandboxed
 * `<iframe srcdoc>` (no script runs, nothing reaches this page); notifications and SMS are text.
 */
export function TemplatePreview({ kind, values }: { kind: TemplateKind; values: Record<string, string> }) {
  const { t } = useTranslation('templates');
  return (
    <Card className="self-start lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle>{t('preview.title')}</CardTitle>
        <CardDescription>{t('preview.text')}</CardDescription>
      </CardHeader>
      <CardContent data-testid="template-preview">
        {kind === 'email' ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm">
              <span className="text-muted-foreground">{t('preview.subject')}: </span>
              <span className="font-semibold" data-testid="preview-subject">
                {fillSamples(values.subject ?? '', false)}
              </span>
            </p>
            <iframe
              title={t('preview.frameTitle')}
              sandbox=""
              srcDoc={emailDocument(fillSamples(values.htmlContent ?? '', true))}
              className="h-[32rem] w-full rounded-md border bg-white"
            />
          </div>
        ) : kind === 'notification' ? (
          <div className="flex gap-3 rounded-lg border bg-surface p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <BellIcon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold break-words">{fillSamples(values.title ?? '', false)}</p>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">
                {fillSamples(values.message ?? '', false)}
              </p>
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-3">
            <MessageSquareIcon className="mt-2 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-xs rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm break-words whitespace-pre-line">
              {fillSamples(values.content ?? '', false)}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
