import { PenToolIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { EmailBuilder } from '@/features/templates';

/**
 * emailBuilder (spec §2 "Email builder"; issue 11): public, so anyone can design and download an
 * e-mail; signed-in admins can also add it to the campaign template library.
 */
export default function EmailBuilderPage() {
  const { t } = useTranslation('templates');
  const { t: tAccount } = useTranslation('users');
  return (
    <div>
      <PageHeader
        section={tAccount('sections.public')}
        title={t('builderTitle')}
        text={t('builderSubtitle')}
        icon={PenToolIcon}
      />
      <div className="container-page py-8">
        <EmailBuilder />
      </div>
    </div>
  );
}
