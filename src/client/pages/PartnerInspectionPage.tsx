import { useParams } from 'react-router';
import { PartnerInspection } from '@/features/partner-stats/components/PartnerInspection';

/** partnerInspection (spec §2 "Partner review"; admins only): one partner's statistics, activities, quotes. */
export default function PartnerInspectionPage() {
  const { partnerId = '' } = useParams();
  return <PartnerInspection partnerId={partnerId} />;
}
