import { SearchCheckIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/PageShell';

/** partnerInspection (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function PartnerInspectionPage() {
  const { partnerId = '' } = useParams();
  return <PageShell page="partnerInspection" section="admin" icon={SearchCheckIcon} values={{ id: partnerId }} />;
}
