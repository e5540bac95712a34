import { UsersIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** userManagement (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function UserManagementPage() {
  return <PageShell page="userManagement" section="admin" icon={UsersIcon} />;
}
