import { TagsIcon } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Category } from '@shared/contracts/categories';
import { CATEGORY_ICON_NAMES, CATEGORY_NAME_MAX } from '@shared/contracts/system-config';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useUpdateCategory } from '../api/system-settings';

/** Draws a category icon by name (the categories feature's CategoryIcon, handed in by the page). */
export type CategoryIconComponent = ComponentType<{ name: string | null | undefined; className?: string }>;

/** One category: its icon picker and both names, saved on its own. */
function CategoryRow({ category, CategoryIcon }: { category: Category; CategoryIcon: CategoryIconComponent }) {
  const { t } = useTranslation('systemConfig');
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const [nameEn, setNameEn] = useState(category.nameEn);
  const [icon, setIcon] = useState(category.icon ?? 'ClipboardCheck');
  const dirty = name !== category.name || nameEn !== category.nameEn || icon !== (category.icon ?? 'ClipboardCheck');
  const error = (field: string) => (isApiError(update.error) ? update.error.fieldError(field) : undefined);
  const short = (v: string) => (v.trim().length < 2 ? t('categories.tooShort') : undefined);
  const invalid = short(name) ?? short(nameEn);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!dirty || invalid) return;
    update.mutate(
      {
        id: category.id,
        ...(name !== category.name ? { name } : {}),
        ...(nameEn !== category.nameEn ? { nameEn } : {}),
        ...(icon !== category.icon ? { icon: icon as (typeof CATEGORY_ICON_NAMES)[number] } : {}),
      },
      {
        onSuccess: (saved) => toast.success(t('categories.saved', { name: saved.name })),
        onError: (e) => toast.error(t('form.saveError'), { description: isApiError(e) ? e.message : undefined }),
      },
    );
  };

  return (
    <li>
      <form
        onSubmit={save}
        className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        aria-label={category.name}
        data-testid={`category-${category.slug}`}
      >
        <Field label={t('categories.icon')}>
          {(control) => (
            <Select value={icon} onValueChange={setIcon}>
              <SelectTrigger
                {...control}
                className="w-full sm:w-20"
                aria-label={t('categories.iconOf', { name: category.name })}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CATEGORY_ICON_NAMES.map((n) => (
                  <SelectItem key={n} value={n} aria-label={n}>
                    <CategoryIcon name={n} className="size-5" />
                    <span className="sr-only">{n}</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label={t('categories.name')} error={error('name') ?? short(name)}>
          {(control) => (
            <Input {...control} value={name} maxLength={CATEGORY_NAME_MAX} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label={t('categories.nameEn')} error={error('nameEn') ?? short(nameEn)}>
          {(control) => (
            <Input
              {...control}
              value={nameEn}
              maxLength={CATEGORY_NAME_MAX}
              onChange={(e) => setNameEn(e.target.value)}
              data-testid="category-name-en"
            />
          )}
        </Field>
        <div className="flex items-center gap-2">
          {dirty ? <Badge variant="warning">{t('form.unsavedShort')}</Badge> : null}
          <Button type="submit" size="sm" disabled={!dirty || Boolean(invalid) || update.isPending}>
            {t('form.save')}
          </Button>
        </div>
      </form>
    </li>
  );
}

/** The 16 categories (spec §3 Category): Turkish and English names and the icon, each saved on its own. */
export function CategoriesEditor({
  categories,
  CategoryIcon,
}: {
  categories: QueryStateSource<Category[]>;
  CategoryIcon: CategoryIconComponent;
}) {
  const { t } = useTranslation('systemConfig');
  return (
    <QueryState
      query={categories}
      loading={
        <div className="flex flex-col gap-3" role="status" aria-label={t('categories.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      }
      empty={{ icon: TagsIcon, title: t('categories.empty') }}
    >
      {(list) => (
        <ul className="flex flex-col gap-3" data-testid="categories-editor">
          {list.map((c) => (
            <CategoryRow key={`${c.id}-${c.name}-${c.nameEn}-${c.icon}`} category={c} CategoryIcon={CategoryIcon} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
