import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  SEO_DESCRIPTION_GUIDE,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_GUIDE,
  SEO_TITLE_MAX,
  type SeoSettings,
  seoSettingsInputSchema,
  URL_MAX,
} from '@shared/contracts/system-config';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useUpdateSystemConfig } from '../api/system-settings';
import { changedFields, useUnsavedChangesWarning } from '../lib/settings-form';
import { FormActions } from './FormActions';

type Values = z.input<typeof seoSettingsInputSchema>;
type Key = keyof SeoSettings;

const TITLES: Key[] = ['metaTitle', 'ogTitle', 'twitterTitle'];
const DESCRIPTIONS: Key[] = ['metaDescription', 'ogDescription', 'twitterDescription'];
const URLS: Key[] = ['ogImage', 'ogUrl', 'twitterImage'];

/** The counter under a title or description: length against the guide, amber above it. */
function Counter({ length, guide }: { length: number; guide: number }) {
  const { t } = useTranslation('systemConfig');
  return (
    <span className={cn('text-xs tabular-nums', length > guide ? 'text-warning' : 'text-muted-foreground')}>
      {t('seo.counter', { length, guide })}
    </span>
  );
}

/** Where the site's address shows in the previews: the host of `ogUrl`, else this origin's. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return typeof window === 'undefined' ? '' : window.location.host;
  }
}

/**
 * The ten SEO settings of spec §3 (issue 11), with counters for titles (about 60 characters show) and
 * descriptions (about 160), a search-result preview and a social-card preview that follow the typing.
 * Saved with only the changed fields; the next HTML of the home and profile pages carries them.
 */
export function SeoSettingsForm({ seo }: { seo: SeoSettings }) {
  const { t } = useTranslation('systemConfig');
  const message = useFieldMessage();
  const save = useUpdateSystemConfig();
  const form = useForm<Values, unknown, z.output<typeof seoSettingsInputSchema>>({
    resolver: zodResolver(seoSettingsInputSchema),
    defaultValues: seo,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesWarning(isDirty);
  const values = useWatch({ control: form.control }) as SeoSettings;

  const submit = form.handleSubmit((draft) => {
    save.mutate(
      { seoSettings: changedFields(seo, draft) },
      {
        onSuccess: (saved) => {
          form.reset(saved.seoSettings);
          toast.success(t('seo.saved'));
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) {
            for (const [field, [text]] of Object.entries(error.fieldErrors)) {
              if (field.startsWith('seoSettings.') && text) {
                form.setError(field.slice(12) as Key, { type: 'server', message: text });
              }
            }
          }
          toast.error(t('form.saveError'), { description: isApiError(error) ? error.message : undefined });
        },
      },
    );
  });

  const field = (name: Key) => {
    const isTitle = TITLES.includes(name);
    const isDescription = DESCRIPTIONS.includes(name);
    const length = (values[name] ?? '').length;
    return (
      <Field
        key={name}
        label={t(`seo.fields.${name}`)}
        error={message(errors[name]?.message)}
        hint={t(`seo.hints.${name}`)}
        labelAction={
          isTitle ? (
            <Counter length={length} guide={SEO_TITLE_GUIDE} />
          ) : isDescription ? (
            <Counter length={length} guide={SEO_DESCRIPTION_GUIDE} />
          ) : null
        }
      >
        {(control) =>
          isDescription || name === 'metaKeywords' ? (
            <Textarea
              {...control}
              rows={3}
              maxLength={isDescription ? SEO_DESCRIPTION_MAX : SEO_KEYWORDS_MAX}
              {...form.register(name)}
              data-testid={`seo-${name}`}
            />
          ) : (
            <Input
              {...control}
              maxLength={isTitle ? SEO_TITLE_MAX : URL_MAX}
              {...(URLS.includes(name) ? { inputMode: 'url' as const } : {})}
              {...form.register(name)}
              data-testid={`seo-${name}`}
            />
          )
        }
      </Field>
    );
  };

  const host = hostOf(values.ogUrl ?? '');
  const cardTitle = values.ogTitle || values.metaTitle;
  const cardDescription = values.ogDescription || values.metaDescription;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label={t('seo.title')}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('seo.metaTitle')}</CardTitle>
            <CardDescription>{t('seo.metaText')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {field('metaTitle')}
            {field('metaDescription')}
            {field('metaKeywords')}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('seo.ogTitle')}</CardTitle>
            <CardDescription>{t('seo.ogText')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {field('ogTitle')}
            {field('ogDescription')}
            {field('ogImage')}
            {field('ogUrl')}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('seo.twitterTitle')}</CardTitle>
            <CardDescription>{t('seo.twitterText')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {field('twitterTitle')}
            {field('twitterDescription')}
            {field('twitterImage')}
          </CardContent>
        </Card>
        <FormActions dirty={isDirty} busy={save.isPending} onReset={() => form.reset(seo)} />
      </div>

      <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start" aria-label={t('seo.previews')}>
        <section className="rounded-lg border bg-card p-4" data-testid="search-preview">
          <h3 className="mb-3 text-sm font-semibold text-muted-foreground">{t('seo.searchPreview')}</h3>
          <p className="truncate text-xs text-muted-foreground">{host}</p>
          <p className="mt-1 line-clamp-1 text-lg leading-snug text-info">{values.metaTitle || t('seo.emptyTitle')}</p>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{values.metaDescription}</p>
        </section>
        <section className="overflow-hidden rounded-lg border bg-card" data-testid="social-preview">
          <h3 className="px-4 pt-4 text-sm font-semibold text-muted-foreground">{t('seo.socialPreview')}</h3>
          <div className="mt-3 flex aspect-[1.91/1] items-center justify-center bg-muted text-xs text-muted-foreground">
            {values.ogImage ? (
              <img src={values.ogImage} alt={t('seo.imageAlt')} className="size-full object-cover" />
            ) : (
              t('seo.noImage')
            )}
          </div>
          <div className="border-t bg-surface p-3">
            <p className="truncate text-xs uppercase text-muted-foreground">{host}</p>
            <p className="mt-1 line-clamp-2 font-semibold leading-snug">{cardTitle || t('seo.emptyTitle')}</p>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{cardDescription}</p>
          </div>
        </section>
      </aside>
    </form>
  );
}
