import { CheckIcon, Loader2Icon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { FollowResult } from '@shared/contracts/partners';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { authPath } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useFollowing, useSetFollowing } from '../api/following';

interface FollowButtonProps {
  partnerId: number;
  /** Where a visitor comes back to after signing in (the profile's path). */
  returnTo: string;
  /** Called with the exact count after a follow or unfollow, so the page can show it. */
  onChange?: (result: FollowResult) => void;
  className?: string;
}

/**
 * 'Takip Et' / 'Takip Ediliyor' toggle of a partner (PRODUCT-DECISIONS 13). A visitor gets a link to
 * sign in that comes back here. The pressed state is announced (`aria-pressed`); failures are toasts.
 * The page does not render it on the owner's own profile (the server refuses that follow anyway).
 */
export function FollowButton({ partnerId, returnTo, onChange, className }: FollowButtonProps) {
  const { t } = useTranslation('partners');
  const { user, isPending: sessionPending } = useSession();
  const following = useFollowing(partnerId, Boolean(user));
  const mutation = useSetFollowing(partnerId, (result) => {
    onChange?.(result);
    toast.success(result.isFollowing ? t('followed') : t('unfollowed'));
  });

  if (!user && !sessionPending) {
    return (
      <Button asChild variant="outline" size="lg" className={className}>
        <Link to={authPath({ redirect: returnTo })}>
          <PlusIcon aria-hidden="true" />
          {t('follow')}
        </Link>
      </Button>
    );
  }

  const isFollowing = following.data?.isFollowing ?? false;
  const busy = mutation.isPending || following.isPending;
  return (
    <Button
      type="button"
      variant={isFollowing ? 'secondary' : 'outline'}
      size="lg"
      aria-pressed={isFollowing}
      disabled={busy}
      className={cn('min-w-36', className)}
      onClick={() =>
        mutation.mutate(!isFollowing, {
          onError: (error) => toast.error(isApiError(error) ? error.message : t('failed')),
        })
      }
      data-testid="follow-button"
    >
      {mutation.isPending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : isFollowing ? (
        <CheckIcon aria-hidden="true" />
      ) : (
        <PlusIcon aria-hidden="true" />
      )}
      {isFollowing ? t('following') : t('follow')}
    </Button>
  );
}
