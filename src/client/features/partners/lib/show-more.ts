import { CATALOGUE_PAGE_SIZE } from '@shared/constants';

/**
 * Whether 'Daha Fazla Göster' is offered (spec §2, §9): the number of loaded results is a
 * positive multiple of 20. A last page that came back empty means the list is exhausted even
 * though the count is still a multiple of 20, so the button goes away then.
 */
export function shouldShowMore(loadedCount: number, lastPageSize: number): boolean {
  return loadedCount > 0 && loadedCount % CATALOGUE_PAGE_SIZE === 0 && lastPageSize > 0;
}
