import { MailCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { InquiryConfirmView } from '@/features/service-inquiries/components/InquiryConfirmView';

/**
 * /inquiry/confirm/{token} (issue 22; docs/decisions/042): the link mailed to a visitor who wrote to
 * a partner. Opening it delivers the message (once) and says what happened, in both languages.
 */
export default function InquiryConfirmPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('serviceInquiries');
  return (
    <div>
      <PageHeader section={t('confirm.section')} title={t('confirm.title')} icon={MailCheckIcon} />
      <div className="container-page py-8 sm:py-12">
        <InquiryConfirmView token={token} />
      </div>
    </div>
  );
}
