import { SettingsIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** systemSettings (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function SystemSettingsPage() {
  return <PageShell page="systemSettings" section="admin" icon={SettingsIcon} />;
}
