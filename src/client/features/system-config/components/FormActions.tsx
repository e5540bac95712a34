import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** Save and discard under a settings form, with the unsaved-changes note while there are changes. */
export function FormActions({ dirty, busy, onReset }: { dirty: boolean; busy: boolean; onReset: () => void }) {
  const { t } = useTranslation('systemConfig');
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-end">
      {dirty ? (
        <Badge variant="warning" className="self-start sm:mr-auto sm:self-center" data-testid="unsaved-changes">
          {t('form.unsaved')}
        </Badge>
      ) : null}
      <Button type="button" variant="ghost" disabled={!dirty || busy} onClick={onReset}>
        {t('form.discard')}
      </Button>
      <Button type="submit" disabled={!dirty || busy} data-testid="settings-save">
        {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {t('form.save')}
      </Button>
    </div>
  );
}
