import { BarChart3Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useCategories } from '@/features/categories/api/get-categories';
import { StatisticsView } from '@/features/statistics/components/StatisticsView';

/** /statistics (spec §2 Statistics; master_admin): the platform's figures in five tabs. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation(['users', 'systemStatus']);
  const categories = useCategories();
  // Category names via the categories query; the slug until it has loaded.
  const categoryName = (slug: string) => {
    const c = categories.data?.find((x) => x.slug === slug);
    return c ? (i18n.language === 'en' ? c.nameEn : c.name) : slug;
  };
  return (
    <>
      <PageHeader
        section={t('users:sections.admin')}
        title={t('users:shells.statistics.title')}
        text={t('systemStatus:stats.subtitle')}
        icon={BarChart3Icon}
      />
      <div className="container-page py-8">
        <StatisticsView categoryName={categoryName} />
      </div>
    </>
  );
}
