import { useMutation } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { GoogleIcon, LinkedinIcon } from '@/components/SocialIcons';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { useInit } from '@/lib/init';
import { startSocialSignIn, type SocialProvider } from '../api/auth-api';

/** Opens the provider's page; tests replace it. */
export const socialNavigation = { assign: (url: string) => window.location.assign(url) };

/**
 * Google and LinkedIn sign-in (spec §2 "/auth"), each only when GET /api/init enables it. Failure
 * toasts 'Sosyal medya girişi başarısız'.
 */
export function SocialButtons({ callbackPath }: { callbackPath: string }) {
  const { t } = useTranslation('auth');
  const { data } = useInit();
  const start = useMutation({
    mutationFn: (provider: SocialProvider) => startSocialSignIn(provider, callbackPath),
    onSuccess: (url) => socialNavigation.assign(url),
    onError: (error) =>
      toast.error(t('social.failedTitle'), {
        description: isApiError(error) ? error.message : t('errors.generic'),
      }),
  });

  const providers = (['google', 'linkedin'] as const).filter((p) => data?.features[p]);
  if (providers.length === 0) return null;

  return (
    <div className="flex flex-col gap-4" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('social.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {providers.map((provider) => {
          const busy = start.isPending && start.variables === provider;
          const Icon = provider === 'google' ? GoogleIcon : LinkedinIcon;
          return (
            <Button
              key={provider}
              variant="outline"
              size="lg"
              disabled={start.isPending}
              aria-busy={busy}
              onClick={() => start.mutate(provider)}
            >
              {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Icon />}
              {t(`social.${provider}`)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
