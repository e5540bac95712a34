import { FileTextIcon, PaperclipIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { APPLICATION_DOCUMENTS_MAX } from '@shared/contracts/partner-applications';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { documentProblem } from '../lib/files';
import { messageKey } from '@/lib/i18n';

interface DocumentsPickerProps {
  value: File[];
  onChange: (files: File[]) => void;
  labelId: string;
  describedBy?: string | undefined;
}

/**
 * Documents of the application (spec §5): several PDF, DOC, DOCX, JPG, JPEG or PNG files of at most
 * 10 MB each; invalid ones are dropped with the 'Dosya Hatası' toast, the others listed with a
 * remove button.
 */
export function DocumentsPicker({ value, onChange, labelId, describedBy }: DocumentsPickerProps) {
  const { t } = useTranslation('partnerApplications');
  const lang = useLanguage();
  const input = useRef<HTMLInputElement>(null);

  const pick = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = '';
    const ok: File[] = [];
    const refused: string[] = [];
    for (const file of picked) {
      const problem = documentProblem(file);
      if (!problem) ok.push(file);
      else
        refused.push(
          problem.reason === 'tooLarge'
            ? t('toast.fileTooLarge', { name: file.name, max: problem.maxMb })
            : t('toast.fileType', { name: file.name }),
        );
    }
    if (refused.length > 0)
      toast.error(t(messageKey('partnerApplications.fileError')), { description: refused.join(' ') });
    const known = new Set(value.map((f) => `${f.name}:${f.size}`));
    const next = [...value, ...ok.filter((f) => !known.has(`${f.name}:${f.size}`))].slice(0, APPLICATION_DOCUMENTS_MAX);
    if (next.length !== value.length) onChange(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <input
        ref={input}
        type="file"
        multiple
        accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
        className="hidden"
        data-testid="documents-input"
        onChange={(event) => pick(event.target.files)}
      />
      {value.length > 0 ? (
        <ul className="flex flex-col divide-y rounded-lg border" data-testid="documents-list">
          {value.map((file) => (
            <li key={`${file.name}:${file.size}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size, lang)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('fields.removeDocument', { name: file.name })}
                onClick={() => onChange(value.filter((f) => f !== file))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        aria-describedby={describedBy}
        aria-labelledby={`${labelId} ${labelId}-action`}
        disabled={value.length >= APPLICATION_DOCUMENTS_MAX}
        onClick={() => input.current?.click()}
      >
        <PaperclipIcon aria-hidden="true" />
        <span id={`${labelId}-action`}>{t('fields.chooseDocuments')}</span>
      </Button>
    </div>
  );
}
