import { ClipboardCheckIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/PageShell';

/** applicationStatus (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function ApplicationStatusPage() {
  const { id = '' } = useParams();
  return <PageShell page="applicationStatus" section="public" icon={ClipboardCheckIcon} values={{ id: id }} />;
}
