import { useTranslation } from 'react-i18next';
import type { Category } from '@shared/contracts/categories';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type ApplicationPrefill, PartnerApplicationForm } from './PartnerApplicationForm';

interface PartnerApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  prefill: ApplicationPrefill;
  /** After a successful submission; the dialog has closed (spec §4 "Application dialog"). */
  onSubmitted: (id: string) => void;
}

/**
 * The application form as a dialog (spec §2 "Become-partner"): one scrollable form; on success the
 * form, files and services reset and the dialog closes.
 */
export function PartnerApplicationDialog({
  open,
  onOpenChange,
  categories,
  prefill,
  onSubmitted,
}: PartnerApplicationDialogProps) {
  const { t } = useTranslation('partnerApplications');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[100dvh] overflow-y-auto sm:max-h-[90vh] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <PartnerApplicationForm
          categories={categories}
          prefill={prefill}
          onCancel={() => onOpenChange(false)}
          onSubmitted={(id) => {
            onOpenChange(false);
            onSubmitted(id);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
