import { PenToolIcon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** emailBuilder (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function EmailBuilderPage() {
  return <PageShell page="emailBuilder" section="public" icon={PenToolIcon} />;
}
