import { AlertTriangleIcon, Loader2Icon, PlusIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { COMPANY_SIZES } from '@shared/constants';
import { languageName, PROFILE_LANGUAGES } from '@shared/languages';
import {
  partnerUpdateSchema,
  type PartnerProfileResponse,
  type PartnerUpdateInput,
  SHORT_DESCRIPTION_MAX_LENGTH,
} from '@shared/contracts/partners';
import { formatIban } from '@shared/iban';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { useSavePartnerServices, useServicePool } from '../api/partner-services';
import { useUpdatePartner } from '../api/update-partner';
import { CountryMultiSelect } from './CountryMultiSelect';
import { useUpdatePartnerCapabilities } from '../api/update-partner-capabilities';
import { CapabilityFields } from './CapabilityFields';
import { ImageField } from './ImageField';
import { RichTextEditor } from './RichTextEditor';
import { partnerPath } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';

/** The editor's text fields, as typed (numbers too). */
interface EditorValues {
  companyName: string;
  logo: string | null;
  coverImage: string | null;
  description: string;
  shortDescription: string;
  /** English texts (issue 21), edited on the "English" tab. */
  descriptionEn: string;
  shortDescriptionEn: string;
  dipAdvantages: string;
  /** ISO 639-1 codes, in PROFILE_LANGUAGES order. */
  languages: string[];
  /** ISO 3166-1 alpha-2 codes of the countries served. */
  markets: string[];
  website: string;
  companySize: string;
  foundingYear: string;
  sectorExperience: string;
  contactPerson: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  linkedinProfile: string;
  twitterProfile: string;
  instagramProfile: string;
  facebookProfile: string;
  username: string;
  /** Grouped by four as shown; the contract stores it without spaces. */
  iban: string;
}

const TEXT_FIELDS = [
  'companyName',
  'shortDescription',
  'shortDescriptionEn',
  'dipAdvantages',
  'website',
  'contactPerson',
  'email',
  'phone',
  'city',
  'country',
  'linkedinProfile',
  'twitterProfile',
  'instagramProfile',
  'facebookProfile',
  'username',
  'iban',
] as const;

const NO_SIZE = 'none';

function initialValues(p: PartnerProfileResponse): EditorValues {
  return {
    companyName: p.companyName,
    logo: p.logo,
    coverImage: p.coverImage,
    description: p.description ?? '',
    shortDescription: p.shortDescription ?? '',
    descriptionEn: p.descriptionEn ?? '',
    shortDescriptionEn: p.shortDescriptionEn ?? '',
    dipAdvantages: p.dipAdvantages ?? '',
    languages: p.languages,
    markets: p.markets,
    website: p.website ?? '',
    companySize: p.companySize ?? NO_SIZE,
    foundingYear: p.foundingYear != null ? String(p.foundingYear) : '',
    sectorExperience: p.sectorExperience != null ? String(p.sectorExperience) : '',
    contactPerson: p.contactPerson ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
    city: p.city ?? '',
    country: p.country ?? '',
    linkedinProfile: p.linkedinProfile ?? '',
    twitterProfile: p.twitterProfile ?? '',
    instagramProfile: p.instagramProfile ?? '',
    facebookProfile: p.facebookProfile ?? '',
    username: p.username,
    iban: p.iban ? formatIban(p.iban) : '',
  };
}

/** Fields of the "English" text tab: an error there shows that tab. */
const ENGLISH_FIELDS: readonly string[] = ['shortDescriptionEn', 'descriptionEn'];

/** The PATCH body: only what differs from the profile, in the contract's types. */
function changes(values: EditorValues, initial: EditorValues): PartnerUpdateInput {
  const body: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) if (values[key] !== initial[key]) body[key] = values[key];
  if (values.logo !== initial.logo) body.logo = values.logo;
  if (values.coverImage !== initial.coverImage) body.coverImage = values.coverImage;
  if (values.description !== initial.description) body.description = values.description || null;
  if (values.descriptionEn !== initial.descriptionEn) body.descriptionEn = values.descriptionEn || null;
  for (const key of ['languages', 'markets'] as const) {
    if ([...values[key]].sort().join() !== [...initial[key]].sort().join()) body[key] = values[key];
  }
  if (values.companySize !== initial.companySize)
    body.companySize = values.companySize === NO_SIZE ? null : values.companySize;
  for (const key of ['foundingYear', 'sectorExperience'] as const) {
    if (values[key] !== initial[key]) body[key] = values[key].trim() === '' ? null : Number(values[key]);
  }
  return body;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader className="pb-4">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
      </Card>
    </section>
  );
}

interface ServiceChip {
  id: number | null;
  name: string;
}

/**
 * The profile editor of the owner and admins (issue 8), shown on the profile page in place of the
 * read-only view: images, description (TipTap) and short description in Turkish and English (tabs;
 * issue 21), DİP advantages, company facts with the languages spoken and the countries served, place,
 * contact, the IBAN payments are requested to (issue 20), social links, services from the pool
 * or new ones, and the one username change.
 * Saves only the changed fields (PATCH), then the service changes; server field errors appear under
 * their fields.
 */
export function PartnerEditor({
  partner,
  onDone,
}: {
  partner: PartnerProfileResponse;
  /** Called after a save (with the saved profile) or on cancel (with nothing). */
  onDone: (saved?: PartnerProfileResponse) => void;
}) {
  const { t } = useTranslation('partners');
  const fieldMessage = useFieldMessage();
  const initial = useMemo(() => initialValues(partner), [partner]);
  const form = useForm<EditorValues>({ defaultValues: initial });
  const { register, control, handleSubmit, setError, formState } = form;
  const update = useUpdatePartner(partner.id);
  const saveServices = useSavePartnerServices(partner.id);
  const saveCapabilities = useUpdatePartnerCapabilities(partner.id);
  const [capabilities, setCapabilities] = useState(partner.capabilities ?? {});
  const [capabilityErrors, setCapabilityErrors] = useState<Record<string, string>>({});
  const pool = useServicePool();
  const [chips, setChips] = useState<ServiceChip[]>(partner.services.map((s) => ({ id: s.id, name: s.name })));
  const [serviceDraft, setServiceDraft] = useState('');
  const servicesListId = useId();
  const languagesId = useId();
  const usernameLocked = Boolean(partner.usernameChangedAt);
  const username = useWatch({ control, name: 'username' });
  const err = (name: keyof EditorValues) => fieldMessage(formState.errors[name]?.message);
  const lang = useLanguage();
  const [textTab, setTextTab] = useState<'tr' | 'en'>('tr');
  /** Shows the text tab holding the first wrong field (the other tab's fields are hidden). */
  const showTabOf = (fields: readonly string[]) => {
    const textFields = fields.filter((f) => ['shortDescription', 'description', ...ENGLISH_FIELDS].includes(f));
    if (textFields.length > 0) setTextTab(textFields.every((f) => ENGLISH_FIELDS.includes(f)) ? 'en' : 'tr');
  };

  const addChip = () => {
    const name = serviceDraft.replace(/\s+/g, ' ').trim();
    if (name.length < 2) return;
    const key = name.toLocaleLowerCase('tr-TR');
    if (chips.some((c) => c.name.toLocaleLowerCase('tr-TR') === key)) {
      setServiceDraft('');
      return;
    }
    const fromPool = pool.data?.find((s) => s.name.toLocaleLowerCase('tr-TR') === key);
    setChips([...chips, fromPool ? { id: fromPool.id, name: fromPool.name } : { id: null, name }]);
    setServiceDraft('');
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = changes(values, initial);
    // The contract's rules first, for instant messages (the server checks again).
    if (Object.keys(body).length > 0) {
      const parsed = partnerUpdateSchema.safeParse(body);
      if (!parsed.success) {
        let first = true;
        showTabOf(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof EditorValues | undefined;
          if (!field) continue;
          setError(field, { type: 'contract', message: issue.message }, { shouldFocus: first });
          first = false;
        }
        if (!first) return;
      }
    }
    const before = new Set(partner.services.map((s) => s.id));
    const after = new Set(chips.filter((c) => c.id !== null).map((c) => c.id));
    const add = chips.filter((c) => c.id === null || !before.has(c.id));
    const remove = [...before].filter((id) => !after.has(id));
    try {
      let saved = partner;
      if (Object.keys(body).length > 0) saved = await update.mutateAsync(body);
      if (add.length > 0 || remove.length > 0) await saveServices.mutateAsync({ add, remove });
      if (JSON.stringify(capabilities) !== JSON.stringify(partner.capabilities ?? {})) {
        setCapabilityErrors({});
        const stored = await saveCapabilities.mutateAsync(capabilities);
        saved = { ...saved, capabilities: stored.values };
      }
      toast.success(t('editor.saved'));
      onDone(saved);
    } catch (error) {
      // The capability fields' messages (`values.<field>`) go under their fields.
      const capabilityMessages = Object.entries((isApiError(error) && error.fieldErrors) || {})
        .filter(([key]) => key.startsWith('values.'))
        .map(([key, messages]) => [key.slice('values.'.length), messages[0] ?? ''] as const);
      setCapabilityErrors(Object.fromEntries(capabilityMessages));
      const placed =
        capabilityMessages.length > 0 ||
        applyServerFieldErrors(error, setError, [
          ...TEXT_FIELDS,
          'logo',
          'coverImage',
          'description',
          'descriptionEn',
          'languages',
          'markets',
          'companySize',
          'foundingYear',
          'sectorExperience',
        ]);
      if (isApiError(error) && error.fieldErrors) showTabOf(Object.keys(error.fieldErrors));
      toast.error(t('editor.saveFailed'), {
        description: isApiError(error) && !placed ? error.message : undefined,
      });
    }
  });

  const busy = formState.isSubmitting;
  const text = (name: (typeof TEXT_FIELDS)[number], label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={err(name)}>
      {(c) => <Input {...c} {...register(name)} {...props} />}
    </Field>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="editor-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <div className="flex flex-col gap-1">
        <h1 id="editor-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('editor.title')}
        </h1>
        <p className="text-muted-foreground">{t('editor.subtitle', { name: partner.companyName })}</p>
      </div>

      <Section title={t('editor.sections.images')}>
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <ImageField
              label={t('editor.logo')}
              hint={t('editor.logoHint')}
              aspect={1}
              value={field.value}
              onChange={field.onChange}
              error={err('logo')}
            />
          )}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="coverImage"
            render={({ field }) => (
              <ImageField
                label={t('editor.cover')}
                hint={t('editor.coverHint')}
                aspect={3}
                value={field.value}
                onChange={field.onChange}
                error={err('coverImage')}
              />
            )}
          />
        </div>
      </Section>

      <Section title={t('editor.sections.about')}>
        <div className="sm:col-span-2">{text('companyName', t('editor.companyName'))}</div>
        <Tabs value={textTab} onValueChange={(v) => setTextTab(v === 'en' ? 'en' : 'tr')} className="sm:col-span-2">
          <TabsList aria-label={t('editor.textTabs')}>
            <TabsTrigger value="tr" lang="tr" data-testid="text-tab-tr">
              {t('editor.turkish')}
            </TabsTrigger>
            <TabsTrigger value="en" lang="en" data-testid="text-tab-en">
              {t('editor.english')}
            </TabsTrigger>
          </TabsList>
          {/* The inactive tab unmounts; its values stay in the form, and an error there shows that tab. */}
          <TabsContent value="tr" className="flex flex-col gap-5">
            <Field
              label={t('editor.shortDescription')}
              error={err('shortDescription')}
              hint={t('editor.shortDescriptionHint', { max: SHORT_DESCRIPTION_MAX_LENGTH })}
            >
              {(c) => (
                <Textarea {...c} rows={2} maxLength={SHORT_DESCRIPTION_MAX_LENGTH} {...register('shortDescription')} />
              )}
            </Field>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  label={t('editor.description')}
                  hint={t('editor.descriptionHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={err('description')}
                />
              )}
            />
          </TabsContent>
          <TabsContent value="en" className="flex flex-col gap-5">
            <p className="text-sm text-muted-foreground">{t('editor.englishHint')}</p>
            <Field
              label={t('editor.shortDescriptionEn')}
              error={err('shortDescriptionEn')}
              hint={t('editor.shortDescriptionHint', { max: SHORT_DESCRIPTION_MAX_LENGTH })}
            >
              {(c) => (
                <Textarea
                  {...c}
                  lang="en"
                  rows={2}
                  maxLength={SHORT_DESCRIPTION_MAX_LENGTH}
                  {...register('shortDescriptionEn')}
                />
              )}
            </Field>
            <Controller
              control={control}
              name="descriptionEn"
              render={({ field }) => (
                <RichTextEditor
                  label={t('editor.descriptionEn')}
                  hint={t('editor.descriptionHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={err('descriptionEn')}
                />
              )}
            />
          </TabsContent>
        </Tabs>
        <div className="sm:col-span-2">
          <Field label={t('editor.dipAdvantages')} error={err('dipAdvantages')} hint={t('editor.dipAdvantagesHint')}>
            {(c) => <Textarea {...c} rows={3} {...register('dipAdvantages')} />}
          </Field>
        </div>
      </Section>

      <Section title={t('editor.sections.company')}>
        <Field label={t('companySize')} error={err('companySize')}>
          {(c) => (
            <Controller
              control={control}
              name="companySize"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={c.id} aria-invalid={c['aria-invalid']} aria-describedby={c['aria-describedby']}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_SIZE}>{t('notSpecified')}</SelectItem>
                    {COMPANY_SIZES.map((size) => (
                      <SelectItem key={size} value={size}>
                        {t('companySizeValue', { size })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </Field>
        <Field label={t('foundingYear')} error={err('foundingYear')}>
          {(c) => <Input {...c} inputMode="numeric" {...register('foundingYear')} />}
        </Field>
        <Field label={t('editor.sectorExperience')} error={err('sectorExperience')}>
          {(c) => <Input {...c} inputMode="numeric" {...register('sectorExperience')} />}
        </Field>
        {text('website', t('website'), { type: 'url', placeholder: 'https://' })}
        <div className="sm:col-span-2">
          <Field label={t('targetMarkets')} error={err('markets')} hint={t('editor.marketsHint')}>
            {(c) => (
              <Controller
                control={control}
                name="markets"
                render={({ field }) => <CountryMultiSelect control={c} value={field.value} onChange={field.onChange} />}
              />
            )}
          </Field>
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={`${languagesId}-hint`}>
          <legend className="text-sm font-medium leading-none">{t('editor.languages')}</legend>
          <p id={`${languagesId}-hint`} className="mt-2 text-xs text-muted-foreground">
            {t('editor.languagesHint')}
          </p>
          <Controller
            control={control}
            name="languages"
            render={({ field }) => (
              <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3" data-testid="language-options">
                {PROFILE_LANGUAGES.map((code) => {
                  const id = `${languagesId}-${code}`;
                  return (
                    <li key={code} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={field.value.includes(code)}
                        aria-invalid={Boolean(err('languages'))}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            PROFILE_LANGUAGES.filter((c) => (c === code ? checked === true : field.value.includes(c))),
                          )
                        }
                      />
                      <label htmlFor={id} className="text-sm">
                        {languageName(code, lang)}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
          {err('languages') ? (
            <p className="mt-2 text-sm font-medium text-danger" data-testid="field-error">
              {err('languages')}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <Section title={t('editor.sections.contact')}>
        {text('contactPerson', t('editor.contactPerson'))}
        {text('email', t('editor.email'), { type: 'email', autoComplete: 'email' })}
        {text('phone', t('editor.phone'), { type: 'tel', autoComplete: 'tel' })}
        {text('city', t('editor.city'))}
        {text('country', t('editor.country'))}
      </Section>

      <Section title={t('editor.sections.payment')}>
        <div className="sm:col-span-2">
          <Field label={t('editor.iban')} error={err('iban')} hint={t('editor.ibanHint')}>
            {(c) => (
              <Input
                {...c}
                {...register('iban')}
                placeholder="TR00 0000 0000 0000 0000 0000 00"
                autoComplete="off"
                spellCheck={false}
                className="font-mono uppercase"
              />
            )}
          </Field>
        </div>
      </Section>

      <Section title={t('editor.sections.social')}>
        {text('linkedinProfile', t('social.linkedin'), { type: 'url', placeholder: 'https://' })}
        {text('twitterProfile', t('social.twitter'), { type: 'url', placeholder: 'https://' })}
        {text('instagramProfile', t('social.instagram'), { type: 'url', placeholder: 'https://' })}
        {text('facebookProfile', t('social.facebook'), { type: 'url', placeholder: 'https://' })}
      </Section>

      <Section title={t('services')}>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {chips.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('editor.selectedServices')}>
              {chips.map((chip) => (
                <li
                  key={`${chip.id ?? 'new'}-${chip.name}`}
                  className="inline-flex items-center gap-1 rounded-full border bg-surface py-1 pl-3 pr-1 text-sm"
                >
                  {chip.name}
                  <button
                    type="button"
                    className="rounded-full p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={t('editor.removeService', { name: chip.name })}
                    onClick={() => setChips(chips.filter((c) => c !== chip))}
                  >
                    <XIcon className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('noServices')}</p>
          )}
          <Field label={t('editor.addService')} hint={t('editor.addServiceHint')}>
            {(c) => (
              <div className="flex gap-2">
                <Input
                  {...c}
                  list={servicesListId}
                  value={serviceDraft}
                  maxLength={120}
                  onChange={(e) => setServiceDraft(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addChip();
                    }
                  }}
                />
                <Button type="button" variant="outline" onClick={addChip}>
                  <PlusIcon aria-hidden="true" />
                  {t('editor.add')}
                </Button>
              </div>
            )}
          </Field>
          <datalist id={servicesListId}>
            {pool.data?.map((s) => (
              <option key={s.id} value={s.name} />
            ))}
          </datalist>
        </div>
      </Section>

      <Section title={t('capabilityEditor.title')}>
        <div className="flex flex-col gap-4 sm:col-span-2">
          <p className="text-sm text-muted-foreground">{t('capabilityEditor.intro')}</p>
          <CapabilityFields
            category={partner.serviceCategory}
            value={capabilities}
            onChange={setCapabilities}
            errors={capabilityErrors}
          />
        </div>
      </Section>

      <Section title={t('editor.sections.username')}>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {usernameLocked ? (
            <p className="text-sm text-muted-foreground">{t('editor.usernameLocked')}</p>
          ) : (
            <div role="note" className="flex gap-3 rounded-md border border-warning-dot/50 bg-warning-soft p-3 text-sm">
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <p>{t('editor.usernameWarning')}</p>
            </div>
          )}
          <Field
            label={t('editor.username')}
            error={err('username')}
            hint={t('editor.usernameHint', { url: partnerPath({ id: partner.id, username }) })}
          >
            {(c) => (
              <Input {...c} {...register('username')} disabled={usernameLocked} autoComplete="off" spellCheck={false} />
            )}
          </Field>
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <Button type="button" variant="ghost" disabled={busy} onClick={() => onDone()}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="save-profile">
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
