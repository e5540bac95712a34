import { FileTextIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** quoteRequests (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function QuoteRequestsPage() {
  return <PageShell page="quoteRequests" section="admin" icon={FileTextIcon} />;
}
