import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LANGUAGES } from '@shared/constants';
import { createAdminUserSchema, type CreateAdminUserInput } from '@shared/contracts/admin-users';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { useCreateUser } from '../api/admin-users';
import { usePartnerLookup } from '../api/partners-lookup';
import { useDebounced } from './use-debounced';

type Kind = 'user' | 'partner';
const EMPTY = { firstName: '', lastName: '', email: '', phone: '', language: 'tr' as const };
type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'partner';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * 'Yeni kullanıcı' (POST /api/admin/users): a plain user (optionally Editör) or a partner account — a
 * user linked as the owner of an existing partner without one. No password is typed: the person
 * receives a mail to set it.
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('adminUsers');
  const { t: ta } = useTranslation('users');
  const message = useFieldMessage();
  const create = useCreateUser();
  const [kind, setKind] = useState<Kind>('user');
  const [values, setValues] = useState<{
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    language: (typeof LANGUAGES)[number];
  }>(EMPTY);
  const [editor, setEditor] = useState(false);
  const [partnerSearch, setPartnerSearch] = useState('');
  const [partnerId, setPartnerId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const q = useDebounced(partnerSearch.trim(), 300);
  const partners = usePartnerLookup(q, 20, open);
  const free = (partners.data?.items ?? []).filter((p) => p.userId === null);

  const reset = () => {
    setKind('user');
    setValues(EMPTY);
    setEditor(false);
    setPartnerSearch('');
    setPartnerId('');
    setErrors({});
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = () => {
    const body: CreateAdminUserInput = {
      ...values,
      phone: values.phone || undefined,
      userTypes: editor ? ['editor_admin'] : [],
      ...(kind === 'partner' && partnerId ? { partner: { partnerId: Number(partnerId) } } : {}),
    };
    const parsed = createAdminUserSchema.safeParse(body);
    const next: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= message(issue.message);
      }
    }
    if (kind === 'partner' && !partnerId) next.partner = t('create.partnerRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate(body, {
      onSuccess: (user) => {
        toast.success(t('create.done', { email: user.email }));
        close(false);
      },
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors) {
          const server: Partial<Record<FieldName, string>> = {};
          for (const [field, list] of Object.entries(error.fieldErrors)) server[field as FieldName] = list[0];
          setErrors(server);
          return;
        }
        if (isApiError(error) && error.code === 'USER_EMAIL_TAKEN') {
          setErrors({ email: error.message });
          return;
        }
        toast.error(t('create.failed'), { description: isApiError(error) ? error.message : undefined });
      },
    });
  };

  const text = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('create.title')}
      description={t('create.description')}
      onSubmit={onSubmit}
      submitLabel={t('create.submit')}
      busy={create.isPending}
      size="2xl"
      testId="create-user-dialog"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('create.kind')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['user', 'partner'] as const).map((k) => (
            <label
              key={k}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {ta(`types.${k}.label`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={errors.firstName}>
          {(control) => <Input {...control} autoComplete="off" {...text('firstName')} />}
        </Field>
        <Field label={t('fields.lastName')} error={errors.lastName}>
          {(control) => <Input {...control} autoComplete="off" {...text('lastName')} />}
        </Field>
        <Field label={t('fields.email')} error={errors.email}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...text('email')} />}
        </Field>
        <Field label={t('fields.phone')} labelSuffix={t('optional')} error={errors.phone}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...text('phone')} />}
        </Field>
        <Field label={t('fields.language')}>
          {(control) => (
            <select {...control} className={selectClass} {...text('language')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={editor} onChange={(e) => setEditor(e.target.checked)} />
          {t('create.editor')}
        </label>
      </div>
      {kind === 'partner' ? (
        <div className="grid gap-4 rounded-md border p-3 sm:grid-cols-2">
          <Field label={t('create.partnerSearch')}>
            {(control) => (
              <Input
                {...control}
                type="search"
                value={partnerSearch}
                onChange={(e) => setPartnerSearch(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('create.partner')} error={errors.partner} hint={t('create.partnerHint')}>
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={partnerId}
                onChange={(e) => setPartnerId(e.target.value)}
              >
                <option value="">{t('create.choosePartner')}</option>
                {free.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.companyName} (@{p.username})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
    </FormDialog>
  );
}
