import { LayoutTemplateIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** templateManagement (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function TemplateManagementPage() {
  return <PageShell page="templateManagement" section="admin" icon={LayoutTemplateIcon} />;
}
