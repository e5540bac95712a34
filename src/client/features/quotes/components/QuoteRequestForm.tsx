import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { clearQuoteDraft, readQuoteDraft, saveQuoteDraft } from '@/lib/quote-draft';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BUDGET_OPTIONS, WORK_TYPES } from '@shared/constants';
import { type CreatedQuoteRequests, quoteFormSchema, type QuoteFormValues } from '@shared/contracts/quotes';
import { istanbulToday } from '@shared/calendar';
import { ErrorAlert } from '@/components/ErrorAlert';
import { ParentPageLink } from '@/components/ParentPageLink';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/routes';
import { serviceNeededLabels } from '@/lib/service-needed';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import { useCreateQuoteRequest } from '../api/create-quote-request';
import { quoteAlternativesQueryOptions } from '../api/list-quote-alternatives';
import { type QuoteFormOutput, toQuoteRequestPayload } from '../lib/payload';
import { AlternativePartners } from './AlternativePartners';

/** The partner a quote is requested from, as the dialog needs it. */
export interface QuoteDialogPartner {
  id: number;
  companyName: string;
  /** Names of the services the partner lists; empty when it lists none (then a description is asked). */
  services: readonly string[];
}

/** What the form starts with: the session user and GET /api/user/profile (spec §6). */
export type QuotePrefill = Partial<Pick<QuoteFormValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'company'>>;

interface QuoteRequestFormProps {
  partner: QuoteDialogPartner;
  prefill: QuotePrefill;
  onCancel: () => void;
  /** After the server created the request(s) and the success toast was shown. */
  onSent: (created: CreatedQuoteRequests) => void;
  /** "Today" as `YYYY-MM-DD` in Istanbul; injectable for tests. */
  today?: string | undefined;
  /** Told how many partners the request now goes to (this one and the similar ones picked). */
  onPartnerCountChange?: ((count: number) => void) | undefined;
}

/** Value of the budget select that stands for "not given" (Radix Select has no empty item). */
const NO_BUDGET = 'none';

/** Form fields the server's `fieldErrors` may land on. */
const FORM_FIELDS: Path<QuoteFormValues>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'budget',
  'workType',
  'projectStartDate',
  'projectEndDate',
  'services',
  'serviceDescription',
  'message',
  'kvkkConsent',
  'additionalPartnerIds',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h3 id={id} className="text-base font-semibold text-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The message under a group of controls (checkboxes, radios) that `Field` does not wrap. */
function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger" data-testid="field-error">
      {message}
    </p>
  );
}

/**
 * The text under the failure toast (spec §8 Quote): the server's own message (already in the user's
 * language; for a 429 the rate-limit text), 'Server error {status}' when the server answered without
 * one, the network text when it could not be reached, else 'Bilinmeyen bir hata oluştu'.
 */
function useFailureText() {
  const { t } = useTranslation('quotes');
  const { t: tm } = useTranslation('shared');
  return (error: unknown): string => {
    if (!isApiError(error)) return t('toast.unknownError');
    if (error.status === 429) return tm('quotes.rateLimited');
    if (error.code.startsWith('HTTP_')) return t('toast.serverError', { status: error.status });
    return error.message || t('toast.unknownError');
  };
}

/**
 * The quote form (spec §5 "Quote form", §8 Quote; issue 9 "Requesting"), with the shared
 * `quoteFormSchema` as resolver: contact details prefilled from the user, budget, monthly or project
 * work with dates not before today, the partner's services to tick (or a description when it lists
 * none), a message, the KVKK consent, and up to four similar partners to ask as well. Sent as the
 * spec's payload (`serviceNeeded` composed in the user's language). Success: the spec's toast with how
 * many partners were reached and a link to /service-requests. Failure: the server's field messages
 * under the fields, the 'Teklif Talebi Gönderilemedi' toast and the same text above the buttons.
 * The body scrolls and the buttons stay at the bottom (a full-height sheet at 390 px).
 */
export function QuoteRequestForm({
  partner,
  prefill,
  onCancel,
  onSent,
  today: todayProp,
  onPartnerCountChange,
}: QuoteRequestFormProps) {
  const { t } = useTranslation('quotes');
  const { t: tm } = useTranslation('shared');
  const message = useFieldMessage();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const create = useCreateQuoteRequest();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { services: useId(), workType: useId(), kvkk: useId() };
  const hasServices = partner.services.length > 0;
  const today = todayProp ?? istanbulToday();
  const schema = useMemo(() => quoteFormSchema({ partnerHasServices: hasServices, today }), [hasServices, today]);

  // What was typed before (another tab, before signing in, a closed dialog) comes back (issue 18 item 13).
  const [draft] = useState(() => readQuoteDraft(partner.id));
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      email: prefill.email ?? '',
      phone: prefill.phone ?? '',
      company: prefill.company ?? '',
      budget: undefined,
      workType: 'project',
      projectStartDate: '',
      projectEndDate: '',
      services: [],
      serviceDescription: draft?.serviceDescription ?? '',
      message: draft?.message ?? '',
      kvkkConsent: false,
      additionalPartnerIds: [],
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [workType, startDate, extra] = useWatch({
    control: form.control,
    name: ['workType', 'projectStartDate', 'additionalPartnerIds'],
  });
  const partnerCount = 1 + (extra?.length ?? 0);
  useEffect(() => onPartnerCountChange?.(partnerCount), [onPartnerCountChange, partnerCount]);
  const [draftMessage, draftDescription] = useWatch({ control: form.control, name: ['message', 'serviceDescription'] });
  useEffect(() => {
    saveQuoteDraft(partner.id, { message: draftMessage ?? '', serviceDescription: draftDescription ?? '' });
  }, [partner.id, draftMessage, draftDescription]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const payload = toQuoteRequestPayload(partner.id, values, serviceNeededLabels(t));
    try {
      const created = await create.mutateAsync(payload);
      const count = created.requests.length || 1;
      toast.success(tm('quotes.sentTitle'), {
        description: t('toast.sent', { count, name: partner.companyName }),
        action: { label: t('toast.viewRequests'), onClick: () => void navigate(paths.serviceRequests) },
      });
      clearQuoteDraft(partner.id);
      onSent(created);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FORM_FIELDS, {
        fullName: 'firstName',
        companyName: 'company',
        serviceNeeded: hasServices ? 'services' : 'serviceDescription',
      });
      const text = failureText(error);
      setFailure(text);
      toast.error(tm('quotes.sendFailedTitle'), { description: text });
      if (isApiError(error) && error.code === 'QUOTE_PARTNER_UNAVAILABLE') {
        // A picked partner stopped taking requests meanwhile: show the list as it is now and keep
        // only the picks that are still on it, so the next send can go through.
        const fresh = await queryClient
          .fetchQuery({ ...quoteAlternativesQueryOptions(partner.id), staleTime: 0 })
          .catch(() => null);
        if (fresh) {
          const open = new Set(fresh.partners.map((p) => p.id));
          form.setValue(
            'additionalPartnerIds',
            values.additionalPartnerIds.filter((id) => open.has(id)),
          );
        }
      }
    }
  });

  const text = (name: 'firstName' | 'lastName' | 'company', autoComplete: string) => (
    <Field label={t(`fields.${name}`)} error={message(errors[name]?.message)}>
      {(control) => <Input {...control} autoComplete={autoComplete} {...form.register(name)} />}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={t('dialogTitle')}
      data-testid="quote-request-form"
    >
      <div className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto px-6 py-5">
        <Section title={t('sections.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstName', 'given-name')}
            {text('lastName', 'family-name')}
            <Field label={t('fields.email')} error={message(errors.email?.message)}>
              {(control) => (
                <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
              )}
            </Field>
            <Field label={t('fields.phone')} error={message(errors.phone?.message)}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
            </Field>
            {text('company', 'organization')}
            <Field
              label={t('fields.budget')}
              labelSuffix={t('fields.optional')}
              error={message(errors.budget?.message)}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="budget"
                  render={({ field }) => (
                    <Select
                      value={field.value ?? ''}
                      onValueChange={(value) => field.onChange(value === NO_BUDGET ? undefined : value)}
                    >
                      <SelectTrigger {...control} onBlur={field.onBlur} ref={field.ref} data-testid="quote-budget">
                        <SelectValue placeholder={t('fields.budgetPlaceholder')} />
                      </SelectTrigger>
                      <SelectContent>
                        {BUDGET_OPTIONS.map((option) => (
                          <SelectItem key={option} value={option}>
                            {t(`budget.${option}`)}
                          </SelectItem>
                        ))}
                        <SelectItem value={NO_BUDGET}>{t('fields.budgetNone')}</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </Field>
          </div>
        </Section>

        <Section title={t('sections.need')}>
          {hasServices ? (
            <Controller
              control={form.control}
              name="services"
              render={({ field }) => (
                <fieldset
                  className="flex flex-col gap-2"
                  aria-describedby={errors.services ? `${ids.services}-error` : `${ids.services}-hint`}
                >
                  <legend className="text-sm font-medium">{t('fields.services')}</legend>
                  <p id={`${ids.services}-hint`} className="text-xs text-muted-foreground">
                    {t('fields.servicesHint')}
                  </p>
                  <ul className="mt-1 grid gap-2 sm:grid-cols-2">
                    {partner.services.map((service, index) => {
                      const id = `${ids.services}-${index}`;
                      const checked = field.value.includes(service);
                      return (
                        <li key={service} className="flex items-start gap-3 rounded-md border bg-card px-3 py-2.5">
                          <Checkbox
                            id={id}
                            checked={checked}
                            onCheckedChange={(next) =>
                              field.onChange(
                                next === true ? [...field.value, service] : field.value.filter((s) => s !== service),
                              )
                            }
                            onBlur={field.onBlur}
                            ref={index === 0 ? field.ref : undefined}
                            aria-invalid={Boolean(errors.services)}
                            className="mt-0.5"
                          />
                          <label htmlFor={id} className="cursor-pointer text-sm leading-snug">
                            {service}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                  <GroupError
                    id={`${ids.services}-error`}
                    message={message(errors.services?.message ?? errors.services?.root?.message)}
                  />
                </fieldset>
              )}
            />
          ) : (
            <Field
              label={t('fields.serviceDescription')}
              hint={t('fields.serviceDescriptionHint')}
              error={message(errors.serviceDescription?.message)}
            >
              {(control) => <Textarea {...control} rows={3} {...form.register('serviceDescription')} />}
            </Field>
          )}

          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.workType ? `${ids.workType}-error` : undefined}
          >
            <legend className="text-sm font-medium">{t('fields.workType')}</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {WORK_TYPES.map((type) => {
                const id = `${ids.workType}-${type}`;
                const name = type === 'monthly' ? 'workTypeMonthly' : 'workTypeProject';
                return (
                  <label
                    key={type}
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-md border bg-card px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      workType === type && 'border-primary bg-primary-soft/40',
                    )}
                  >
                    <input
                      id={id}
                      type="radio"
                      value={type}
                      className="mt-1 size-4 accent-primary"
                      {...form.register('workType')}
                    />
                    <span className="flex flex-col">
                      <span className="text-sm font-medium">{t(`fields.${name}`)}</span>
                      <span className="text-xs text-muted-foreground">{t(`fields.${name}Hint`)}</span>
                    </span>
                  </label>
                );
              })}
            </div>
            <GroupError id={`${ids.workType}-error`} message={message(errors.workType?.message)} />
          </fieldset>

          {workType === 'project' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('fields.projectStartDate')}
                labelSuffix={t('fields.optional')}
                error={message(errors.projectStartDate?.message)}
              >
                {(control) => <Input {...control} type="date" min={today} {...form.register('projectStartDate')} />}
              </Field>
              <Field
                label={t('fields.projectEndDate')}
                labelSuffix={t('fields.optional')}
                error={message(errors.projectEndDate?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    min={startDate && startDate > today ? startDate : today}
                    {...form.register('projectEndDate')}
                  />
                )}
              </Field>
            </div>
          ) : null}

          <Field
            label={t('fields.message')}
            labelSuffix={t('fields.optional')}
            error={message(errors.message?.message)}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                placeholder={t('fields.messagePlaceholder')}
                {...form.register('message')}
              />
            )}
          </Field>
        </Section>

        <Controller
          control={form.control}
          name="additionalPartnerIds"
          render={({ field }) => (
            <AlternativePartners
              partnerId={partner.id}
              // The schema's input type is `unknown[]` (ids are coerced); the form only ever holds numbers.
              value={(field.value ?? []) as number[]}
              onChange={field.onChange}
              error={message(errors.additionalPartnerIds?.message ?? errors.additionalPartnerIds?.root?.message)}
            />
          )}
        />

        <Controller
          control={form.control}
          name="kvkkConsent"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={ids.kvkk}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-invalid={Boolean(errors.kvkkConsent)}
                  aria-describedby={errors.kvkkConsent ? `${ids.kvkk}-error` : undefined}
                  className="mt-0.5"
                  data-testid="quote-kvkk"
                />
                <label htmlFor={ids.kvkk} className="text-sm leading-relaxed">
                  {t('kvkk.before')}
                  <ParentPageLink page="privacy">{t('kvkk.link')}</ParentPageLink>
                  {t('kvkk.after')}
                </label>
              </div>
              <GroupError id={`${ids.kvkk}-error`} message={message(errors.kvkkConsent?.message)} />
            </div>
          )}
        />
      </div>

      <div className="flex flex-col gap-3 border-t bg-background px-6 py-4">
        {failure ? (
          <ErrorAlert
            type="unknown"
            title={tm('quotes.sendFailedTitle')}
            message={failure}
            onDismiss={() => setFailure(null)}
            className="py-2"
          />
        ) : null}
        {/* Side by side even at 390 px, so the pinned footer leaves the form most of the screen. */}
        <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending} data-testid="quote-submit">
            {create.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {create.isPending
              ? t('submitting')
              : partnerCount > 1
                ? t('submitMany', { count: partnerCount })
                : t('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
