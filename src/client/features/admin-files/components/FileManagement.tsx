import { FilesIcon, SearchXIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminFile } from '@shared/contracts/admin-files';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useAdminFiles, useSetAdminFilePublic } from '../api/admin-files';
import { absoluteFileUrl } from '../lib/format';
import { type FileFilters, hasFilters, NO_FILTERS } from '../lib/query';
import { DeleteFileDialog } from './DeleteFileDialog';
import { FileFiltersBar } from './FileFiltersBar';
import { FileList, type FileRowActions } from './FileList';
import { FilePreviewDialog } from './FilePreviewDialog';
import { FileStats } from './FileStats';
import { UploadFileDialog } from './UploadFileDialog';

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2" data-testid="query-loading">
      <span className="sr-only">{t('states.loading')}</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/**
 * Copies `text` to the clipboard; false when the browser refuses (no permission, insecure context).
 */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file management screen (spec §2 File management; issue 11): totals, filters, the list with
 * 'Daha fazla yükle', and the upload, preview, access and delete actions with their toasts (spec §8).
 */
export function FileManagement() {
  const { t } = useTranslation('adminFiles');
  const lang = useLanguage();
  const [filters, setFilters] = useState<FileFilters>(NO_FILTERS);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [previewing, setPreviewing] = useState<AdminFile | null>(null);
  const [deleting, setDeleting] = useState<AdminFile | null>(null);
  const query = useAdminFiles(filters);
  const toggle = useSetAdminFilePublic();

  const pages = query.data?.pages;
  const files = pages?.flatMap((p) => p.files);
  const first = pages?.[0];

  const actions: FileRowActions = {
    onPreview: setPreviewing,
    onDelete: setDeleting,
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    onToggle: (file) =>
      toggle.mutate(
        { id: file.id, isPublic: !file.isPublic },
        {
          onSuccess: (updated) => toast.success(updated.isPublic ? t('toasts.madePublic') : t('toasts.madePrivate')),
          onError: (error) =>
            toast.error(isApiError(error) && error.message ? error.message : t('toasts.toggleFailed')),
        },
      ),
    onCopy: (file) =>
      void copyText(absoluteFileUrl(file.fileUrl)).then((ok) =>
        ok ? toast.success(t('toasts.copied')) : toast.error(t('toasts.copyFailed')),
      ),
  };

  const openUpload = () => {
    setUploadOpen(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="file-count">
          {first && files
            ? t('table.count', { shown: formatNumber(files.length, lang), total: formatNumber(first.total, lang) })
            : null}
        </p>
        <Button onClick={openUpload} data-testid="open-upload">
          <UploadIcon aria-hidden="true" />
          {t('actions.upload')}
        </Button>
      </div>
      <FileStats stats={first?.stats} />
      <FileFiltersBar value={filters} onChange={setFilters} />
      <QueryState
        query={query}
        isEmpty={(data) => data.pages.every((p) => p.files.length === 0)}
        loading={<ListSkeleton />}
        empty={
          hasFilters(filters)
            ? {
                icon: SearchXIcon,
                title: t('empty.filteredTitle'),
                text: t('empty.filteredText'),
                action: (
                  <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                    {t('filters.clear')}
                  </Button>
                ),
              }
            : {
                icon: FilesIcon,
                title: t('empty.title'),
                text: t('empty.text'),
                action: (
                  <Button onClick={openUpload}>
                    <UploadIcon aria-hidden="true" />
                    {t('actions.upload')}
                  </Button>
                ),
              }
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <FileList files={data.pages.flatMap((p) => p.files)} actions={actions} />
            {query.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  aria-busy={query.isFetchingNextPage}
                >
                  {t('table.loadMore')}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </QueryState>
      <UploadFileDialog open={uploadOpen} onOpenChange={setUploadOpen} />
      <FilePreviewDialog file={previewing} onOpenChange={(open) => !open && setPreviewing(null)} />
      <DeleteFileDialog file={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
