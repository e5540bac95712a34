import { BarChart3Icon } from 'lucide-react';
import { PageShell } from '@/components/PageShell';

/** statistics (spec §2 route table): titled page frame; its screen comes with a later issue. */
export default function StatisticsPage() {
  return <PageShell page="statistics" section="admin" icon={BarChart3Icon} />;
}
