import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CURRENCIES, type Currency } from '@shared/constants';
import {
  createQuoteResponseSchema,
  type PartnerQuoteRequest,
  type QuoteResponse,
  QUOTE_ITEMS_MAX,
  reviseQuoteResponseSchema,
} from '@shared/contracts/quotes';
import { istanbulToday } from '@shared/calendar';
import { formatMoney } from '@shared/money';
import { ErrorAlert } from '@/components/ErrorAlert';
import { FileUploadField } from '@/components/FileUploadField';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { useSaveQuoteResponse } from '../api/answer-quote';
import { RevisionBanner } from './RevisionBanner';
import {
  type AnswerDraft,
  draftFromResponse,
  draftToInput,
  draftTotals,
  emptyItem,
  type ItemDraft,
  newDraft,
  VAT_PRESETS,
  type VatChoice,
} from '../lib/answer-draft';

type Errors = Record<string, string>;

/** Zod issues (or the server's fieldErrors) keyed by their dotted path: `items.0.unitPrice`. */
function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

const FIELD_KEYS = ['title', 'items', 'vatRate', 'currency', 'validUntil', 'deliveryTime', 'terms', 'attachmentFileId'];

/**
 * The partner's answer dialog (issue 9 "Answering"): a new priced answer to `request`, or — when the
 * request already has a live answer still `sent` — a revision of it. Title, line items (description,
 * quantity, unit price in major units with the language's separators; rows added and removed from the
 * keyboard), VAT (0/1/10/20 or a custom whole percent), currency, valid-until (default today + 30
 * days, Istanbul), delivery time, terms and an optional document. The subtotal, VAT and total under
 * the lines come from `computeQuoteTotals`, the server's own arithmetic. The contract's schema
 * validates before sending; the server's fieldErrors land under the same fields.
 */
export function QuoteAnswerDialog({
  request,
  onClose,
}: {
  /** The request being answered; null closes the dialog. */
  request: PartnerQuoteRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('quotes');
  const save = useSaveQuoteResponse();
  const revising = request?.response?.status === 'sent' ? request.response : null;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || save.isPending ? null : onClose())}>
      <DialogContent className="sm:max-w-3xl" data-testid="answer-dialog">
        <DialogHeader>
          <DialogTitle>{t(revising ? 'answer.reviseTitle' : 'answer.title')}</DialogTitle>
          <DialogDescription>
            {request ? t('answer.description', { name: request.fullName, company: request.companyName }) : null}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          // Keyed: a fresh draft each time the dialog opens on a request (or on a newer version).
          <AnswerForm
            key={`${request.id}:${revising?.version ?? 0}`}
            request={request}
            revising={revising}
            save={save}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AnswerForm({
  request,
  revising,
  save,
  onClose,
}: {
  request: PartnerQuoteRequest;
  revising: QuoteResponse | null;
  save: ReturnType<typeof useSaveQuoteResponse>;
  onClose: () => void;
}) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const fieldMessage = useFieldMessage();
  const [draft, setDraft] = useState<AnswerDraft>(() => (revising ? draftFromResponse(revising, lang) : newDraft()));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const rowsRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // The row whose description takes the focus after the next render (a row added or removed).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    rowsRef.current?.querySelector<HTMLInputElement>(`[data-row="${pendingFocus.current}"] input`)?.focus();
    pendingFocus.current = null;
  });

  const totals = draftTotals(draft, lang);
  const money = (minor: number) => formatMoney(minor, draft.currency, lang);
  const err = (path: string) => fieldMessage(errors[path]);

  const set = <K extends keyof AnswerDraft>(key: K, value: AnswerDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setItem = (key: string, patch: Partial<ItemDraft>) =>
    setDraft((d) => ({ ...d, items: d.items.map((it) => (it.key === key ? { ...it, ...patch } : it)) }));
  const addItem = () => {
    if (draft.items.length >= QUOTE_ITEMS_MAX) return;
    const item = emptyItem();
    setDraft((d) => ({ ...d, items: [...d.items, item] }));
    pendingFocus.current = item.key;
  };
  const removeItem = (index: number) => {
    const remaining = draft.items.filter((_, i) => i !== index);
    setDraft((d) => ({ ...d, items: remaining }));
    // Keep the keyboard user in the list: the previous row, or the add button when none is left.
    const neighbour = remaining[Math.max(0, index - 1)];
    if (neighbour) pendingFocus.current = neighbour.key;
    else addRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = draftToInput(draft, lang);
    const parsed = revising
      ? reviseQuoteResponseSchema.safeParse(input)
      : createQuoteResponseSchema.safeParse({ quoteRequestId: request.id, ...input });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid="answer-form"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(
      revising
        ? { kind: 'revise', responseId: revising.id, input }
        : { kind: 'create', input: { quoteRequestId: request.id, ...input } },
      {
        onSuccess: () => {
          toast.success(t(revising ? 'answer.revised' : 'answer.sent'), { description: request.fullName });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) {
            const server = issuesByPath(
              Object.entries(error.fieldErrors).map(([path, messages]) => ({
                path: path.split('.'),
                message: messages[0] ?? '',
              })),
            );
            setErrors(server);
            // Shown under their fields; anything else goes to the alert above the form.
            if (Object.keys(server).some((k) => FIELD_KEYS.includes(k.split('.')[0] ?? ''))) return;
          }
          setFormError(isApiError(error) ? error.message : t('answer.failed'));
        },
      },
    );
  };

  const today = istanbulToday();

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="answer-form">
      {formError ? <ErrorAlert type="unknown" title={t('answer.failed')} message={formError} /> : null}
      <RevisionBanner answer={revising} />
      <section aria-labelledby={`answer-request-${request.id}`} className="rounded-lg border bg-muted/40 p-4 text-sm">
        <h3 id={`answer-request-${request.id}`} className="font-semibold text-foreground">
          {t('answer.request')}
        </h3>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t('answer.requestService')}</dt>
            <dd className="text-foreground">{serviceNeeded(request)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('answer.requestBudget')}</dt>
            <dd className="text-foreground">{request.budget ? t(`budget.${request.budget}`) : t('budget.none')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('answer.requestDate')}</dt>
            <dd className="text-foreground">{formatDate(request.createdAt, lang)}</dd>
          </div>
          {request.message ? (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">{t('answer.requestMessage')}</dt>
              <dd className="whitespace-pre-line text-foreground">{request.message}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <Field label={t('answer.titleLabel')} error={err('title')}>
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={200}
            placeholder={t('answer.titlePlaceholder')}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('answer.items')}</legend>
        <div
          className="hidden grid-cols-[1fr_6rem_9rem_8rem_2.5rem] gap-2 text-xs font-medium text-muted-foreground sm:grid"
          aria-hidden="true"
        >
          <span>{t('answer.itemDescription')}</span>
          <span>{t('answer.quantity')}</span>
          <span>{t('answer.unitPrice', { currency: draft.currency })}</span>
          <span className="text-right">{t('answer.amount')}</span>
          <span />
        </div>
        <ol ref={rowsRef} className="flex flex-col gap-3" data-testid="answer-items">
          {draft.items.map((item, index) => {
            const n = index + 1;
            const amount = totals.lineAmounts[index];
            const rowErrors = ['description', 'quantity', 'unitPrice']
              .map((f) => err(`items.${index}.${f}`))
              .filter(Boolean);
            return (
              <li
                key={item.key}
                data-row={item.key}
                data-testid="answer-item"
                className="flex flex-col gap-2 rounded-lg border p-3 sm:grid sm:grid-cols-[1fr_6rem_9rem_8rem_2.5rem] sm:items-start sm:border-0 sm:p-0"
              >
                <Input
                  aria-label={t('answer.itemDescriptionN', { n })}
                  aria-invalid={Boolean(err(`items.${index}.description`))}
                  placeholder={t('answer.itemDescription')}
                  value={item.description}
                  maxLength={200}
                  onChange={(e) => setItem(item.key, { description: e.target.value })}
                />
                <div className="grid grid-cols-2 gap-2 sm:contents">
                  <div className="flex flex-col gap-1">
                    {/* Below 640 px the column headings are hidden: a caption over each field instead. */}
                    <span className="text-xs text-muted-foreground sm:hidden" aria-hidden="true">
                      {t('answer.quantity')}
                    </span>
                    <Input
                      aria-label={t('answer.quantityN', { n })}
                      aria-invalid={Boolean(err(`items.${index}.quantity`))}
                      inputMode="decimal"
                      value={item.quantity}
                      onChange={(e) => setItem(item.key, { quantity: e.target.value })}
                    />
                  </div>
                  <div className="flex flex-col gap-1">
                    <span className="text-xs text-muted-foreground sm:hidden" aria-hidden="true">
                      {t('answer.unitPrice', { currency: draft.currency })}
                    </span>
                    <Input
                      aria-label={t('answer.unitPriceN', { n, currency: draft.currency })}
                      aria-invalid={Boolean(err(`items.${index}.unitPrice`))}
                      inputMode="decimal"
                      placeholder={lang === 'tr' ? '0,00' : '0.00'}
                      value={item.unitPrice}
                      onChange={(e) => setItem(item.key, { unitPrice: e.target.value })}
                      onKeyDown={(e) => {
                        // Enter in the last price adds a line, as in a spreadsheet.
                        if (e.key === 'Enter' && index === draft.items.length - 1) {
                          e.preventDefault();
                          addItem();
                        }
                      }}
                    />
                  </div>
                </div>
                <div className="flex items-center justify-between gap-2 sm:contents">
                  <span
                    className="text-sm tabular-nums sm:h-10 sm:pt-2.5 sm:text-right"
                    data-testid="answer-item-amount"
                  >
                    <span className="text-muted-foreground sm:sr-only">{t('answer.amount')}: </span>
                    {amount == null ? '—' : money(amount)}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={draft.items.length === 1}
                    onClick={() => removeItem(index)}
                    aria-label={t('answer.removeItem', { n })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                {rowErrors.length > 0 ? (
                  <p className="text-sm font-medium text-danger sm:col-span-5" data-testid="field-error">
                    {rowErrors.join(' · ')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {err('items') ? (
          <p className="text-sm font-medium text-danger" data-testid="field-error">
            {err('items')}
          </p>
        ) : null}
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={addItem}
          disabled={draft.items.length >= QUOTE_ITEMS_MAX}
        >
          <PlusIcon aria-hidden="true" />
          {t('answer.addItem')}
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('answer.vatRate')} error={draft.vatChoice === 'custom' ? undefined : err('vatRate')}>
          {(control) => (
            <Select value={draft.vatChoice} onValueChange={(v) => set('vatChoice', v as VatChoice)}>
              <SelectTrigger {...control} data-testid="vat-select">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VAT_PRESETS.map((rate) => (
                  <SelectItem key={rate} value={rate}>
                    {t('answer.vatOption', { rate })}
                  </SelectItem>
                ))}
                <SelectItem value="custom">{t('answer.vatCustom')}</SelectItem>
              </SelectContent>
            </Select>
          )}
        </Field>
        {draft.vatChoice === 'custom' ? (
          <Field label={t('answer.vatCustomLabel')} error={err('vatRate')}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={draft.customVat}
                onChange={(e) => set('customVat', e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('answer.currency')} error={err('currency')}>
          {(control) => (
            <Select value={draft.currency} onValueChange={(v) => set('currency', v as Currency)}>
              <SelectTrigger {...control} data-testid="currency-select">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CURRENCIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(`currency.${c}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      </div>

      <dl
        className="flex flex-col gap-1 rounded-lg bg-surface p-4 text-sm"
        data-testid="answer-totals"
        aria-live="polite"
      >
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('answer.subtotal')}</dt>
          <dd className="tabular-nums" data-testid="answer-subtotal">
            {money(totals.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('answer.vat', { rate: totals.vatRate })}</dt>
          <dd className="tabular-nums" data-testid="answer-vat">
            {money(totals.vatAmount)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>{t('answer.total')}</dt>
          <dd className="tabular-nums" data-testid="answer-total">
            {money(totals.totalAmount)}
          </dd>
        </div>
        {totals.tooLarge ? (
          <p className="text-sm font-medium text-danger">{fieldMessage('quotes.totalTooLarge')}</p>
        ) : null}
      </dl>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('answer.validUntil')} error={err('validUntil')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={today}
              value={draft.validUntil}
              onChange={(e) => set('validUntil', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('answer.deliveryTime')} labelSuffix={t('answer.optional')} error={err('deliveryTime')}>
          {(control) => (
            <Input
              {...control}
              value={draft.deliveryTime}
              maxLength={200}
              placeholder={t('answer.deliveryPlaceholder')}
              onChange={(e) => set('deliveryTime', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('answer.terms')} labelSuffix={t('answer.optional')} error={err('terms')}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={draft.terms}
            maxLength={5000}
            onChange={(e) => set('terms', e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2">
        {revising?.attachment && draft.attachmentFileId === revising.attachment.id ? (
          <p className="text-sm text-muted-foreground" data-testid="answer-current-attachment">
            {t('answer.currentAttachment', { name: revising.attachment.fileName })}{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => set('attachmentFileId', null)}>
              {t('answer.removeAttachment')}
            </Button>
          </p>
        ) : null}
        <FileUploadField
          label={t('answer.attachment')}
          kind="document"
          upload={{ path: '/api/upload/document', field: 'document' }}
          onUploaded={(result) => set('attachmentFileId', result.id)}
          onRemove={() => set('attachmentFileId', null)}
          error={err('attachmentFileId')}
          disabled={save.isPending}
        />
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} data-testid="answer-submit">
          {save.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {t(revising ? 'answer.submitRevision' : 'answer.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
