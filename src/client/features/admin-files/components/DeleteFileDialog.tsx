import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminFile } from '@shared/contracts/admin-files';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api';
import { useDeleteAdminFile } from '../api/admin-files';

/**
 * Deleting a file asks first (spec §5: file deletion needs confirmation); then DELETE and a toast:
 * 'Dosya silindi.' or the server's message, else 'Dosya silinirken bir hata oluştu.' (spec §8).
 * A file still used elsewhere (a partner logo) may be deleted; the question says so.
 */
export function DeleteFileDialog({
  file,
  onOpenChange,
}: {
  file: AdminFile | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminFiles');
  const remove = useDeleteAdminFile();
  return (
    <ConfirmDialog
      open={file !== null}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      text={t('delete.text', { name: file?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      destructive
      busy={remove.isPending}
      onConfirm={() => {
        if (!file) return;
        remove.mutate(file.id, {
          onSuccess: () => {
            toast.success(t('toasts.deleted'));
            onOpenChange(false);
          },
          onError: (error) => {
            toast.error(
              isApiError(error) && !error.code.startsWith('HTTP_') ? error.message : t('toasts.deleteFailed'),
            );
            onOpenChange(false);
          },
        });
      }}
    />
  );
}
