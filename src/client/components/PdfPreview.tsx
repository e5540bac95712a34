import { FileTextIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A PDF shown inline. Stored objects are served as attachments under a sandbox CSP
 * (docs/decisions/011-file-storage.md), so a frame pointing at them would download instead of show:
 * the bytes are fetched with the session cookie and framed from a `blob:` URL (the page CSP allows
 * `frame-src blob:` for this). When the fetch fails, a short notice replaces the frame; the dialog's
 * own download button stays the way to the file.
 */
export function PdfPreview({ url, title, className }: { url: string; title: string; className?: string }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<{ url: string; blobUrl: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        blobUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url, blobUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, blobUrl: null, failed: true });
      });
    return () => {
      controller.abort();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [url]);

  const current = state?.url === url ? state : null;
  if (!current) return <Skeleton className={className} data-testid="pdf-preview-loading" />;
  if (current.failed || !current.blobUrl)
    return (
      <p className="flex items-center gap-2 p-6 text-sm text-muted-foreground" role="status">
        <FileTextIcon className="size-5" aria-hidden="true" />
        {t('pdfPreview.failed')}
      </p>
    );
  return <iframe src={current.blobUrl} title={title} className={className} data-testid="pdf-preview" />;
}
