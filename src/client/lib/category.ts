import type { Language } from '@shared/constants';
import type { Category } from '@shared/contracts/categories';

/** A category's name in the UI language: `nameEn` in English, `name` otherwise (spec §1). */
export function categoryLabel(category: Pick<Category, 'name' | 'nameEn'>, lang: Language): string {
  return lang === 'en' && category.nameEn ? category.nameEn : category.name;
}
