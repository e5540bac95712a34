import { BellIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** notifications (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function NotificationsPage() {
  return <PageShell page="notifications" section="account" icon={BellIcon} />;
}
