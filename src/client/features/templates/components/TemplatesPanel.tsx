import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { type AnyTemplate, type TemplateKind, useTemplates } from '../api/templates';
import { TemplateEditor } from './TemplateEditor';

/** A native select (27 types: the platform's own list is quicker to scan and type into than a popup). */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors hover:border-primary focus-visible:border-ring',
        className,
      )}
      {...props}
    />
  );
}

const EDIT_LANGUAGES: readonly Language[] = ['tr', 'en'];

/** Readable name of a type: the row's own name in the page's language; SMS rows have none (locale). */
function useTypeName(kind: TemplateKind, templates: readonly AnyTemplate[]) {
  const { t } = useTranslation('templates');
  const uiLanguage = useLanguage();
  return (type: string) => {
    if (kind === 'sms') return t(`smsTypes.${type}`, { defaultValue: type });
    const rows = templates.filter((r) => r.type === type) as { language: Language; name?: string }[];
    return (rows.find((r) => r.language === uiLanguage) ?? rows[0])?.name ?? type;
  };
}

/** The workspace of one tab: type and language choice, then the editor of that row. */
function TemplatesWorkspace({ kind, templates }: { kind: TemplateKind; templates: readonly AnyTemplate[] }) {
  const { t } = useTranslation('templates');
  const id = useId();
  const types = [...new Set(templates.map((r) => r.type))];
  const [type, setType] = useState(types[0]!);
  const [language, setLanguage] = useState<Language>('tr');
  const nameOf = useTypeName(kind, templates);
  const row = templates.find((r) => r.type === type && r.language === language);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex w-full flex-col gap-2 sm:max-w-sm">
          <Label htmlFor={`${id}-type`}>{t('chooseType')}</Label>
          <NativeSelect
            id={`${id}-type`}
            data-testid="template-type"
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            {types.map((value) => (
              <option key={value} value={value}>
                {nameOf(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium" id={`${id}-lang`}>
            {t('language.label')}
          </span>
          <div role="group" aria-labelledby={`${id}-lang`} className="inline-flex gap-1 rounded-lg bg-muted p-1">
            {EDIT_LANGUAGES.map((lang) => (
              <Button
                key={lang}
                type="button"
                size="sm"
                variant={language === lang ? 'default' : 'ghost'}
                aria-pressed={language === lang}
                onClick={() => setLanguage(lang)}
              >
                {t(`language.${lang}`)}
              </Button>
            ))}
          </div>
        </div>
      </div>
      {row ? (
        <>
          {'description' in row && row.description ? (
            <p className="text-sm text-muted-foreground">{row.description}</p>
          ) : null}
          <TemplateEditor key={`${row.id}-${row.updatedAt}`} kind={kind} row={row} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('missing')}</p>
      )}
    </div>
  );
}

/** One tab of the template management page (spec §2): loading, error and empty states around the workspace. */
export function TemplatesPanel({ kind }: { kind: TemplateKind }) {
  const { t } = useTranslation('templates');
  const query = useTemplates(kind);
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.templates.length === 0}
      empty={{ title: t('empty') }}
      errorTitle={t('loadError')}
    >
      {(data) => <TemplatesWorkspace kind={kind} templates={data.templates} />}
    </QueryState>
  );
}
