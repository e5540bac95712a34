import { useParams } from 'react-router';
import { PartnerInspection } from '@/features/partner-stats/components/PartnerInspection';
import { VerificationPanel } from '@/features/partner-verification/components/VerificationPanel';

/** partnerInspection (spec §2 "Partner review"; admins only): one partner's statistics, activities, quotes and registry documents. */
export default function PartnerInspectionPage() {
  const { partnerId = '' } = useParams();
  return <PartnerInspection partnerId={partnerId} verification={(id) => <VerificationPanel partnerId={id} />} />;
}
