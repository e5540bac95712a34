import { FileBoxIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** fileManagement (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function FileManagementPage() {
  return <PageShell page="fileManagement" section="admin" icon={FileBoxIcon} />;
}
