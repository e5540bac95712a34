import { useTranslation } from 'react-i18next';
import { CATEGORY_SLUGS, LANGUAGES, USER_TYPES } from '@shared/constants';
import { CONTACT_SOURCES, type Segment } from '@shared/contracts/marketing';
import { Field } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCategoryName } from './category-name';

/** Radix Select has no empty value: this one stands for "any". */
const ANY = 'any';

type SegmentKey = keyof Segment;

/**
 * The four segment filters (user type, partner category, language, subscription source); each is
 * "any" or one value. Changing one calls `onChange` with the whole new segment (absent keys: any).
 */
export function SegmentFilters({
  value,
  onChange,
  compact = false,
}: {
  value: Segment;
  onChange: (next: Segment) => void;
  /** Two columns at most (inside a dialog column). */
  compact?: boolean;
}) {
  const { t } = useTranslation('marketing');
  const categoryLabel = useCategoryName();
  const categoryName = (slug: string) => {
    return categoryLabel(slug);
  };
  const options: Record<SegmentKey, { value: string; label: string }[]> = {
    userType: USER_TYPES.map((v) => ({ value: v, label: t(`userTypes.${v}`) })),
    category: CATEGORY_SLUGS.map((v) => ({ value: v, label: categoryName(v) })),
    language: LANGUAGES.map((v) => ({ value: v, label: t(`languages.${v}`) })),
    source: CONTACT_SOURCES.map((v) => ({ value: v, label: t(`sources.${v.replace(':', '_')}`) })),
  };
  const set = (key: SegmentKey, next: string) => {
    const copy: Record<string, string> = { ...value };
    if (next === ANY) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  return (
    <div
      className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${compact ? '' : 'lg:grid-cols-4'}`}
      data-testid="segment-filters"
    >
      {(Object.keys(options) as SegmentKey[]).map((key) => (
        <Field key={key} label={t(`segment.${key}`)}>
          {(field) => (
            <Select value={value[key] ?? ANY} onValueChange={(v) => set(key, v)}>
              <SelectTrigger {...field} data-testid={`segment-${key}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('segment.any')}</SelectItem>
                {options[key].map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      ))}
    </div>
  );
}
