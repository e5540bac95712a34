import { useQuery } from '@tanstack/react-query';
import { useUserProfile } from '@/features/partner-applications/api/get-user-profile';
import { partnerQueryOptions } from '@/features/partners/api/get-partner';
import { QuoteRequestDialog } from '@/features/quotes/components/QuoteRequestDialog';
import { useSession } from '@/lib/session';
import type { QuoteTarget } from './use-quote-dialog';

/**
 * The quote dialog of the TEKLİF AL buttons (spec §2 "Quote", §5 "Quote form"), loaded only when a
 * signed-in user presses one (not part of the home page's first load). The card's data has no
 * services, so the partner's profile is fetched (the profile page passes its services and skips
 * that); the form is prefilled from the session user and, when the session has no company,
 * GET /api/user/profile.
 */
export default function QuoteDialogLauncher({ partner, onClose }: { partner: QuoteTarget; onClose: () => void }) {
  const { user } = useSession();
  const detail = useQuery({ ...partnerQueryOptions(partner.username), enabled: !partner.services });
  const needsProfile = Boolean(user) && !user?.company;
  const profile = useUserProfile(needsProfile);

  if (!user) return null;
  const services = partner.services ?? detail.data?.services.map((s) => s.name);
  const ready = services !== undefined && !(needsProfile && profile.isPending);
  return (
    <QuoteRequestDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      partnerName={partner.companyName}
      partner={ready ? { id: partner.id, companyName: partner.companyName, services } : undefined}
      loadError={detail.isError ? detail.error.message : null}
      onRetry={() => void detail.refetch()}
      retrying={detail.isFetching}
      prefill={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone ?? undefined,
        company: user.company ?? profile.data?.company ?? undefined,
      }}
    />
  );
}
