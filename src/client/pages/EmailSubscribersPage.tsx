import { MailsIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** emailSubscribers (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function EmailSubscribersPage() {
  return <PageShell page="emailSubscribers" section="admin" icon={MailsIcon} />;
}
