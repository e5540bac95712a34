import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCategories } from '@/features/categories/api/get-categories';
import { useMyApplication } from '@/lib/my-application';
import { useUserProfile } from '@/features/partner-applications/api/get-user-profile';
import { PartnerApplicationDialog } from '@/features/partner-applications/components/PartnerApplicationDialog';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { pageUrl } from '@shared/pages';

/**
 * The application dialog of the home page's become-partner buttons (spec §2 "Become-partner"), loaded
 * only when a signed-in user presses one (it is not part of the home page's first load). Someone whose
 * application is pending or approved has no new form to fill: they go to /partner-application, which
 * shows that application and its status link.
 */
export default function ApplicationDialogLauncher({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const categories = useCategories();
  const profile = useUserProfile(Boolean(user));
  const mine = useMyApplication(Boolean(user));
  const existing = mine.data && mine.data.status !== 'rejected';

  useEffect(() => {
    if (existing || mine.isError) {
      onClose();
      void navigate(paths.partnerApplication);
    }
  }, [existing, mine.isError, navigate, onClose]);

  if (!user || categories.isPending || mine.isPending || profile.isPending || existing) return null;
  return (
    <PartnerApplicationDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      categories={categories.data ?? []}
      prefill={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone ?? undefined,
        company: profile.data?.company ?? undefined,
        website: profile.data?.website ?? undefined,
        linkedinProfile: profile.data?.linkedinProfile ?? undefined,
      }}
      onSubmitted={(id) => void navigate(pageUrl('applicationStatus', { params: { id } }))}
    />
  );
}
