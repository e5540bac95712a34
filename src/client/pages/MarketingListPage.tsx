import { MegaphoneIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** marketingList (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function MarketingListPage() {
  return <PageShell page="marketingList" section="admin" icon={MegaphoneIcon} />;
}
