import { BuildingIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { ClaimView } from '@/features/partner-claims/components/ClaimView';

/**
 * /claim/{token} (issue 21 "Claimable listings"; docs/decisions/029): the link mailed to a listing
 * without an account. Public: the claim itself asks for an account.
 */
export default function ClaimPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('partnerClaims');
  return (
    <div>
      <PageHeader section={t('page.section')} title={t('page.title')} icon={BuildingIcon} />
      <div className="container-page py-8 sm:py-12">
        <ClaimView token={token} />
      </div>
    </div>
  );
}
