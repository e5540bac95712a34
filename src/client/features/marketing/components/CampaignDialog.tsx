import { PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CAMPAIGN_PLACEHOLDERS, type CampaignStarter, type Segment } from '@shared/contracts/marketing';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useCampaignStarters, useCreateCampaign, useSegmentSize } from '../api/marketing-api';
import { SegmentFilters } from './SegmentFilters';
import { messageKey } from '@/lib/i18n';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML with sample placeholder values, as the preview iframe shows it (the server renders the real mails). */
export function renderSample(html: string, sample: Record<string, string>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escape(sample[name] ?? ''));
}

/** How many contacts the segment reaches, as a sentence. */
export function SegmentSize({ segment }: { segment: Segment }) {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const size = useSegmentSize(segment);
  return (
    <p className="text-sm font-medium" aria-live="polite" data-testid="dialog-segment-count">
      {size.data === undefined ? '…' : t('campaigns.reach', { count: size.data, n: formatNumber(size.data, lang) })}
    </p>
  );
}

/**
 * 'Yeni kampanya': name, subject, a starting template (the monthly newsletter or one from the e-mail
 * builder), the HTML with placeholder chips, a sandboxed preview with sample values, and the segment
 * with how many it reaches. Saves a draft; test sending and sending are done from the list.
 */
export function CampaignDialog() {
  const { t } = useTranslation('marketing');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [starter, setStarter] = useState<CampaignStarter | null>(null);
  const [segment, setSegment] = useState<Segment>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editor = useRef<HTMLTextAreaElement>(null);
  const starters = useCampaignStarters(open);
  const create = useCreateCampaign();

  const reset = () => {
    setName('');
    setSubject('');
    setHtml('');
    setStarter(null);
    setSegment({});
    setErrors({});
  };

  const pickStarter = (key: string) => {
    const s = starters.data?.find((x) => x.key === key) ?? null;
    setStarter(s);
    if (s) {
      setHtml(s.htmlContent);
      if (!subject) setSubject(s.subject);
    }
  };

  const insertPlaceholder = (name: string) => {
    const token = `{{${name}}}`;
    const el = editor.current;
    const start = el?.selectionStart ?? html.length;
    const end = el?.selectionEnd ?? html.length;
    setHtml(html.slice(0, start) + token + html.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = t(messageKey('validation.required'));
    if (!subject.trim()) missing.subject = t(messageKey('validation.required'));
    if (!html.trim()) missing.html = t(messageKey('validation.required'));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    create.mutate(
      {
        name: name.trim(),
        subject: subject.trim(),
        htmlContent: html,
        segment,
        ...(starter?.kind === 'builder' && starter.id ? { campaignTemplateId: starter.id } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('campaigns.form.saved'));
          setOpen(false);
          reset();
        },
        onError: (error) =>
          toast.error(t('campaigns.form.saveError'), { description: isApiError(error) ? error.message : undefined }),
      },
    );
  };

  const sample = { name: t('campaigns.sample.name'), email: 'ornek@example.com', unsubscribeUrl: '#', actionUrl: '#' };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="new-campaign">
        <PlusIcon aria-hidden="true" />
        {t('campaigns.new')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('campaigns.form.title')}
        description={t('campaigns.form.text')}
        onSubmit={submit}
        submitLabel={t('campaigns.form.save')}
        busy={create.isPending}
        size="5xl"
        submitTestId="save-campaign"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <Field label={t('campaigns.form.name')} error={errors.name}>
              {(f) => <Input {...f} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />}
            </Field>
            <Field label={t('campaigns.form.subject')} error={errors.subject}>
              {(f) => <Input {...f} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={300} />}
            </Field>
            <Field label={t('campaigns.form.template')} hint={t('campaigns.form.templateHint')}>
              {(f) => (
                <Select value={starter?.key ?? ''} onValueChange={pickStarter}>
                  <SelectTrigger {...f} data-testid="starter-select">
                    <SelectValue placeholder={t('campaigns.form.templatePlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {(starters.data ?? []).map((s) => (
                      <SelectItem key={s.key} value={s.key}>
                        {s.kind === 'newsletter'
                          ? t('campaigns.form.newsletterStarter', { name: s.name, language: s.language?.toUpperCase() })
                          : t('campaigns.form.builderStarter', { name: s.name })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
            <Field
              label={t('campaigns.form.html')}
              error={errors.html}
              labelAction={
                <div className="flex flex-wrap gap-1" aria-label={t('campaigns.form.placeholders')} role="group">
                  {CAMPAIGN_PLACEHOLDERS.map((p) => (
                    <Button
                      key={p}
                      type="button"
                      size="sm"
                      variant="secondary"
                      className="h-7 px-2 font-mono text-xs"
                      onClick={() => insertPlaceholder(p)}
                    >
                      {`{{${p}}}`}
                    </Button>
                  ))}
                </div>
              }
            >
              {(f) => (
                <Textarea
                  {...f}
                  ref={editor}
                  value={html}
                  onChange={(e) => setHtml(e.target.value)}
                  rows={10}
                  className="font-mono text-xs"
                  data-testid="campaign-html"
                />
              )}
            </Field>
            <p className="text-xs text-muted-foreground">
              {t('campaigns.form.unsubscribeNote', { placeholder: '{{unsubscribeUrl}}' })}
            </p>
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium">{t('campaigns.form.preview')}</p>
              <iframe
                title={t('campaigns.form.preview')}
                sandbox=""
                srcDoc={renderSample(html, sample)}
                className="h-72 w-full rounded-md border bg-white"
              />
            </div>
            <div className="flex flex-col gap-3 rounded-lg border p-4">
              <p className="text-sm font-semibold">{t('campaigns.form.segment')}</p>
              <SegmentFilters value={segment} onChange={setSegment} compact />
              <SegmentSize segment={segment} />
            </div>
          </div>
        </div>
      </FormDialog>
    </>
  );
}
