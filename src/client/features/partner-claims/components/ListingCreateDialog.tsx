import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CategorySlug } from '@shared/constants';
import { type AdminListing, type AdminListingInput, adminListingSchema } from '@shared/contracts/partner-claims';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { useCreateListing } from '../api/admin-listings';

const FIELDS = [
  'companyName',
  'serviceCategory',
  'city',
  'email',
  'phone',
  'website',
  'contactPerson',
  'shortDescription',
] as const;
const EMPTY: AdminListingInput = {
  companyName: '',
  serviceCategory: '' as CategorySlug,
  city: '',
  email: '',
  phone: '',
  website: '',
  contactPerson: '',
  shortDescription: '',
};

/**
 * "Firma Ekle" (issue 21): one listing without an account, checked with the server's contract; the
 * server's duplicate messages land under the e-mail or company name.
 * @param categories the service categories to choose from, with their names in the UI language
 */
export function ListingCreateDialog({
  open,
  onOpenChange,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly { slug: CategorySlug; label: string }[];
}) {
  const { t } = useTranslation('partnerClaims');
  const message = useFieldMessage();
  const create = useCreateListing();
  const form = useForm<AdminListingInput, unknown, AdminListing>({
    resolver: zodResolver(adminListingSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values: AdminListing) =>
    create.mutate(values, {
      onSuccess: (partner) => {
        toast.success(t('admin.create.created', { company: partner.companyName, username: partner.username }));
        close(false);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FIELDS);
        toast.error(t('admin.create.failed'), { description: isApiError(error) ? error.message : undefined });
      },
    }),
  );
  const optional = t('admin.create.optional');

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('admin.create.title')}
      description={t('admin.create.text')}
      onSubmit={() => void onSubmit()}
      submitLabel={create.isPending ? t('admin.create.submitting') : t('admin.create.submit')}
      busy={create.isPending}
      size="2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.fields.companyName')} error={message(errors.companyName?.message)}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('companyName')} />}
        </Field>
        <Field label={t('admin.fields.serviceCategory')} error={message(errors.serviceCategory?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="serviceCategory"
              render={({ field }) => (
                <Select value={field.value || undefined} onValueChange={field.onChange}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue placeholder={t('admin.create.categoryPlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {categories.map((c) => (
                      <SelectItem key={c.slug} value={c.slug}>
                        {c.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </Field>
        <Field label={t('admin.fields.city')} error={message(errors.city?.message)}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('city')} />}
        </Field>
        <Field
          label={t('admin.fields.email')}
          hint={t('admin.create.emailHint')}
          error={message(errors.email?.message)}
        >
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
        <Field label={t('admin.fields.phone')} labelSuffix={optional} error={message(errors.phone?.message)}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('phone')} />}
        </Field>
        <Field label={t('admin.fields.website')} labelSuffix={optional} error={message(errors.website?.message)}>
          {(control) => <Input {...control} inputMode="url" autoComplete="off" {...form.register('website')} />}
        </Field>
        <Field
          label={t('admin.fields.contactPerson')}
          labelSuffix={optional}
          error={message(errors.contactPerson?.message)}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('contactPerson')} />}
        </Field>
        <Field
          label={t('admin.fields.shortDescription')}
          labelSuffix={optional}
          error={message(errors.shortDescription?.message)}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={3} maxLength={300} {...form.register('shortDescription')} />}
        </Field>
      </div>
    </FormDialog>
  );
}
