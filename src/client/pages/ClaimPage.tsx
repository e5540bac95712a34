import { BuildingIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { useCategories } from '@/features/categories/api/get-categories';
import { ClaimView } from '@/features/partner-claims/components/ClaimView';
import { categoryLabel } from '@/lib/category';
import { useLanguage } from '@/lib/use-language';

/**
 * /claim/{token} (issue 21 "Claimable listings"; docs/decisions/029): the link mailed to a listing
 * without an account. Public: the claim itself asks for an account.
 */
export default function ClaimPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('partnerClaims');
  const lang = useLanguage();
  const categories = useCategories();
  const categoryName = (slug: string) => {
    const category = categories.data?.find((c) => c.slug === slug);
    return category ? categoryLabel(category, lang) : slug;
  };
  return (
    <div>
      <PageHeader section={t('page.section')} title={t('page.title')} icon={BuildingIcon} />
      <div className="container-page py-8 sm:py-12">
        <ClaimView token={token} categoryName={categoryName} />
      </div>
    </div>
  );
}
