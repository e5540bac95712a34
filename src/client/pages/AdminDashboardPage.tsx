import { LayoutDashboardIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** adminDashboard (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function AdminDashboardPage() {
  return <PageShell page="adminDashboard" section="admin" icon={LayoutDashboardIcon} />;
}
