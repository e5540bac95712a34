import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAllNotifications } from '../api/delete-all';

/**
 * 'Tümünü sil' asks first (spec §5: 'Tüm bildirimleri silmek istediğinize emin misiniz?'), then
 * DELETE /api/notifications/delete-all; toasts 'Tüm bildirimler silindi.' or 'Bildirimler silinemedi.'
 * (spec §8).
 */
export function DeleteAllDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('notifications');
  const deleteAll = useDeleteAllNotifications();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('confirmDelete.title')}
      text={t('confirmDelete.text')}
      confirmLabel={t('confirmDelete.confirm')}
      destructive
      busy={deleteAll.isPending}
      onConfirm={() =>
        deleteAll.mutate(undefined, {
          onSuccess: () => toast.success(t('toasts.deleted')),
          onError: () => toast.error(t('toasts.deleteFailed')),
          onSettled: () => onOpenChange(false),
        })
      }
    />
  );
}
