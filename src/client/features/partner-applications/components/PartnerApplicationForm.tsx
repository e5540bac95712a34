import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon, Loader2Icon, XCircleIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { COMPANY_SIZES } from '@shared/constants';
import type { Category } from '@shared/contracts/categories';
import {
  APPLICATION_FIELDS,
  applicationFormSchema,
  type ApplicationForm,
  type ApplicationFormInput,
  FOUNDING_YEAR_MIN,
  isValidUsername,
  normalisePhone,
  SECTOR_EXPERIENCE_MAX,
} from '@shared/contracts/partner-applications';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import { useUsernameAvailable } from '../api/check-username';
import { useServices } from '../api/list-services';
import { type ApplicationFiles, useSubmitApplication } from '../api/submit-application';
import { DocumentsPicker } from './DocumentsPicker';
import { ImagePicker } from './ImagePicker';
import { ServicesInput } from './ServicesInput';
import { messageKey } from '@/lib/i18n';

/** What the form is prefilled with (the session user and GET /api/user/profile; spec §6). */
export type ApplicationPrefill = Partial<
  Pick<ApplicationFormInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'website' | 'linkedinProfile'>
>;

interface PartnerApplicationFormProps {
  categories: readonly Category[];
  prefill: ApplicationPrefill;
  /** Called after a successful submission (the form has been reset). */
  onSubmitted: (id: string) => void;
  /** A cancel button (the dialog's); none on the page. */
  onCancel?: () => void;
  className?: string;
}

const emptyValues = (prefill: ApplicationPrefill): ApplicationFormInput => ({
  firstName: prefill.firstName ?? '',
  lastName: prefill.lastName ?? '',
  email: prefill.email ?? '',
  phone: normalisePhone(prefill.phone ?? ''),
  company: prefill.company ?? '',
  city: '',
  contactPerson: [prefill.firstName, prefill.lastName].filter(Boolean).join(' '),
  username: '',
  website: prefill.website ?? '',
  serviceCategory: '' as ApplicationFormInput['serviceCategory'],
  businessDescription: '',
  companySize: '' as ApplicationFormInput['companySize'],
  foundingYear: '',
  sectorExperience: '',
  targetMarkets: '',
  services: [],
  dipAdvantages: '',
  whyPartner: '',
  references: '',
  linkedinProfile: prefill.linkedinProfile ?? '',
  twitterProfile: '',
  instagramProfile: '',
  facebookProfile: '',
  kvkkAccepted: false as unknown as true,
});

const noFiles = (): ApplicationFiles => ({ logo: null, coverImage: null, documents: [] });

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="border-b pb-2 text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The username's live availability under the field (polite live region). */
function UsernameStatus({ username }: { username: string }) {
  const { t } = useTranslation('partnerApplications');
  const [debounced, setDebounced] = useState(username);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(username), 400);
    return () => clearTimeout(timer);
  }, [username]);
  const check = useUsernameAvailable(debounced);
  const valid = isValidUsername(username);
  let content: ReactNode = null;
  if (valid && (debounced !== username || check.isFetching)) {
    content = (
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Loader2Icon className="size-3.5 animate-spin" aria-hidden="true" />
        {t('username.checking')}
      </span>
    );
  } else if (valid && check.data) {
    content = check.data.available ? (
      <span className="inline-flex items-center gap-1 text-success" data-testid="username-available">
        <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
        {t('username.available')}
      </span>
    ) : (
      <span className="inline-flex items-center gap-1 text-danger" data-testid="username-taken">
        <XCircleIcon className="size-3.5" aria-hidden="true" />
        {t('username.taken')}
      </span>
    );
  }
  return (
    <p className="text-xs" aria-live="polite">
      {content}
    </p>
  );
}

/**
 * The partner application (spec §3 "Partner application", §5 every rule, §8 texts): one scrollable
 * form with the shared contract as resolver. Phone normalised as typed, live username check, services
 * as chips with suggestions of the chosen category, logo cropped square and cover 3:1, documents,
 * KVKK consent; sent as multipart with upload progress. Success: the spec's toast, the form, files
 * and services reset, `onSubmitted(id)`. Failure: the server's field messages under the fields and
 * the 'Hata' toast with its message.
 */
export function PartnerApplicationForm({
  categories,
  prefill,
  onSubmitted,
  onCancel,
  className,
}: PartnerApplicationFormProps) {
  const { t, i18n } = useTranslation('partnerApplications');
  const { t: tm } = useTranslation('shared');
  const message = useFieldMessage();
  const submit = useSubmitApplication();
  const services = useServices();
  const [files, setFiles] = useState<ApplicationFiles>(noFiles);
  const [progress, setProgress] = useState(0);
  const logoLabel = useId();
  const coverLabel = useId();
  const documentsLabel = useId();
  const lang = i18n.language === 'en' ? 'en' : 'tr';

  const form = useForm<ApplicationFormInput, unknown, ApplicationForm>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: emptyValues(prefill),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [username, category] = useWatch({ control: form.control, name: ['username', 'serviceCategory'] });

  const categoryId = categories.find((c) => c.slug === category)?.id;
  const { known, suggestions } = useMemo(() => {
    const all = services.data ?? [];
    const own = all.filter((s) => s.categoryId === categoryId).map((s) => s.name);
    const others = all.filter((s) => s.categoryId !== categoryId).map((s) => s.name);
    return { known: [...own, ...others], suggestions: own };
  }, [services.data, categoryId]);

  const onInvalid = (invalid: FieldErrors<ApplicationFormInput>) => {
    if (invalid.services) {
      toast.error(tm('partnerApplications.servicesRequiredTitle'), {
        description: tm('partnerApplications.servicesRequiredMessage'),
      });
    }
  };

  const onSubmit = form.handleSubmit(async (_values, event) => {
    event?.preventDefault();
    setProgress(0);
    // The raw input goes to the server, which parses it with the same schema.
    const values = form.getValues();
    try {
      const created = await submit.mutateAsync({ values, files, onProgress: setProgress });
      toast.success(t('toast.successTitle'), { description: t('toast.successText') });
      form.reset(emptyValues(prefill));
      setFiles(noFiles());
      onSubmitted(created.id);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, APPLICATION_FIELDS);
      toast.error(t('toast.errorTitle'), {
        description: isApiError(error) ? error.message : t(messageKey('partnerApplications.submitFailed')),
      });
    }
  }, onInvalid);

  const text = (name: keyof ApplicationFormInput, options: { optional?: boolean; hint?: string } = {}) => (
    <Field
      label={t(`fields.${name}`)}
      labelSuffix={options.optional ? t('fields.optional') : undefined}
      hint={options.hint}
      error={message(errors[name]?.message)}
    >
      {(control) => <Textarea {...control} rows={3} {...form.register(name)} />}
    </Field>
  );

  const url = (name: 'website' | 'linkedinProfile' | 'twitterProfile' | 'instagramProfile' | 'facebookProfile') => (
    <Field label={t(`fields.${name}`)} labelSuffix={t('fields.optional')} error={message(errors[name]?.message)}>
      {(control) => (
        // Text, not type=url: `example.com` is a valid answer here (the schema adds https://).
        <Input {...control} type="text" inputMode="url" autoComplete="url" {...form.register(name)} />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={cn('flex flex-col gap-8', className)}
      aria-label={t('page.title')}
      data-testid="partner-application-form"
    >
      <Section title={t('sections.personal')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('fields.firstName')} error={message(errors.firstName?.message)}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
          </Field>
          <Field label={t('fields.lastName')} error={message(errors.lastName?.message)}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
          </Field>
          <Field label={t('fields.email')} error={message(errors.email?.message)}>
            {(control) => (
              <Input {...control} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
            )}
          </Field>
          <Field label={t('fields.phone')} hint={t('fields.phoneHint')} error={message(errors.phone?.message)}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="5XXXXXXXXX"
                {...form.register('phone', {
                  onChange: (event: { target: { value: string } }) =>
                    form.setValue('phone', normalisePhone(event.target.value)),
                })}
              />
            )}
          </Field>
        </div>
      </Section>

      <Section title={t('sections.company')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('fields.company')} error={message(errors.company?.message)}>
            {(control) => <Input {...control} autoComplete="organization" {...form.register('company')} />}
          </Field>
          <Field label={t('fields.contactPerson')} error={message(errors.contactPerson?.message)}>
            {(control) => <Input {...control} autoComplete="name" {...form.register('contactPerson')} />}
          </Field>
          <Field label={t('fields.city')} error={message(errors.city?.message)}>
            {(control) => <Input {...control} autoComplete="address-level2" {...form.register('city')} />}
          </Field>
          <div className="flex flex-col gap-1">
            <Field
              label={t('fields.username')}
              hint={t('fields.usernameHint', { username: username || '…' })}
              error={message(errors.username?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={20}
                  {...form.register('username')}
                />
              )}
            </Field>
            <UsernameStatus username={username} />
          </div>
          <Field label={t('fields.serviceCategory')} error={message(errors.serviceCategory?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="serviceCategory"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger {...control} onBlur={field.onBlur} ref={field.ref} data-testid="category-select">
                      <SelectValue placeholder={t('fields.categoryPlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {categories.map((c) => (
                        <SelectItem key={c.slug} value={c.slug}>
                          {lang === 'en' ? c.nameEn : c.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </Field>
          <Field label={t('fields.companySize')} error={message(errors.companySize?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="companySize"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger {...control} onBlur={field.onBlur} ref={field.ref} data-testid="company-size-select">
                      <SelectValue placeholder={t('fields.companySizePlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {COMPANY_SIZES.map((size) => (
                        <SelectItem key={size} value={size}>
                          {t(`companySizes.${size}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </Field>
          <Field label={t('fields.foundingYear')} error={message(errors.foundingYear?.message)}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={FOUNDING_YEAR_MIN}
                max={new Date().getFullYear()}
                {...form.register('foundingYear')}
              />
            )}
          </Field>
          <Field
            label={t('fields.sectorExperience')}
            labelSuffix={t('fields.optional')}
            error={message(errors.sectorExperience?.message)}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={SECTOR_EXPERIENCE_MAX}
                {...form.register('sectorExperience')}
              />
            )}
          </Field>
        </div>
        {text('businessDescription')}
        {text('targetMarkets', { optional: true })}
      </Section>

      <Section title={t('sections.services')}>
        <Field label={t('fields.services')} hint={t('fields.servicesHint')} error={message(errors.services?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="services"
              render={({ field }) => (
                <ServicesInput
                  control={control}
                  value={field.value}
                  onChange={field.onChange}
                  known={known}
                  suggestions={suggestions}
                />
              )}
            />
          )}
        </Field>
        {text('dipAdvantages')}
        {text('whyPartner')}
        {text('references', { optional: true })}
      </Section>

      <Section title={t('sections.social')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {url('website')}
          {url('linkedinProfile')}
          {url('twitterProfile')}
          {url('instagramProfile')}
          {url('facebookProfile')}
        </div>
      </Section>

      <Section title={t('sections.files')}>
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <div className="flex flex-col gap-2">
            <p id={logoLabel} className="text-sm font-medium">
              {t('fields.logo')} <span className="font-normal text-muted-foreground">{t('fields.optional')}</span>
            </p>
            <p id={`${logoLabel}-hint`} className="text-xs text-muted-foreground">
              {t('fields.logoHint')}
            </p>
            <ImagePicker
              kind="logo"
              value={files.logo}
              onChange={(logo) => setFiles((f) => ({ ...f, logo }))}
              labelId={logoLabel}
              describedBy={`${logoLabel}-hint`}
            />
          </div>
          <div className="flex flex-col gap-2">
            <p id={coverLabel} className="text-sm font-medium">
              {t('fields.cover')} <span className="font-normal text-muted-foreground">{t('fields.optional')}</span>
            </p>
            <p id={`${coverLabel}-hint`} className="text-xs text-muted-foreground">
              {t('fields.coverHint')}
            </p>
            <ImagePicker
              kind="cover"
              value={files.coverImage}
              onChange={(coverImage) => setFiles((f) => ({ ...f, coverImage }))}
              labelId={coverLabel}
              describedBy={`${coverLabel}-hint`}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <p id={documentsLabel} className="text-sm font-medium">
            {t('fields.documents')} <span className="font-normal text-muted-foreground">{t('fields.optional')}</span>
          </p>
          <p id={`${documentsLabel}-hint`} className="text-xs text-muted-foreground">
            {t('fields.documentsHint')}
          </p>
          <DocumentsPicker
            value={files.documents}
            onChange={(documents) => setFiles((f) => ({ ...f, documents }))}
            labelId={documentsLabel}
            describedBy={`${documentsLabel}-hint`}
          />
        </div>
      </Section>

      <Section title={t('sections.consent')}>
        <Controller
          control={form.control}
          name="kvkkAccepted"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id="kvkk-accepted"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-invalid={Boolean(errors.kvkkAccepted)}
                  aria-describedby={errors.kvkkAccepted ? 'kvkk-error' : undefined}
                  className="mt-0.5"
                  data-testid="kvkk-checkbox"
                />
                <label htmlFor="kvkk-accepted" className="text-sm leading-relaxed">
                  {t('fields.kvkk')}
                </label>
              </div>
              {errors.kvkkAccepted ? (
                <p id="kvkk-error" className="text-sm font-medium text-danger" data-testid="field-error">
                  {message(errors.kvkkAccepted.message)}
                </p>
              ) : null}
            </div>
          )}
        />
      </Section>

      {submit.isPending ? <Progress value={progress} label={t('uploadProgress')} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={submit.isPending}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {submit.isPending ? t('submitting', { percent: progress }) : t('submit')}
        </Button>
      </div>
    </form>
  );
}
