import { LayoutDashboardIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** partnerDashboard (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function PartnerDashboardPage() {
  return <PageShell page="partnerDashboard" section="partner" icon={LayoutDashboardIcon} />;
}
