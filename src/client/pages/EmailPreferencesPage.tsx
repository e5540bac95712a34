import { MailIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** emailPreferences (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function EmailPreferencesPage() {
  return <PageShell page="emailPreferences" section="account" icon={MailIcon} />;
}
