import { BriefcaseIcon, ClockIcon, InfoIcon, MessageSquareQuoteIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ErrorAlert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { AuthFrom } from '../lib/redirect';
import { messageKey } from '@/lib/i18n';

/** `error` codes whose text is known; anything else is a failed social sign-in. */
const KNOWN_LINK_ERRORS = ['ALREADY_VERIFIED', 'ACCOUNT_DISABLED'] as const;
type KnownLinkError = (typeof KNOWN_LINK_ERRORS)[number];
/** Codes that only say the link no longer works (the expired notice covers them). */
const LINK_EXPIRY_ERRORS = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'EXPIRED_TOKEN', 'invalid_token', 'expired_token'];

const isKnown = (code: string): code is KnownLinkError => (KNOWN_LINK_ERRORS as readonly string[]).includes(code);

/** Failed social sign-ins with their own explanation (better-auth's OAuth callback codes). */
const SOCIAL_ERROR_TEXTS: Record<string, 'social.cancelledText' | 'social.emailNotVerifiedText'> = {
  access_denied: 'social.cancelledText',
  email_not_verified: 'social.emailNotVerifiedText',
};

interface AuthNoticesProps {
  from: AuthFrom | null;
  expired: boolean;
  error: string | null;
}

/**
 * Notices at the top of /auth (spec §2): why sign-in is needed (`from=quote|partner`), an expired
 * e-mail link (`expired=true`), and the `error` codes of the server's redirects.
 */
export function AuthNotices({ from, expired, error }: AuthNoticesProps) {
  const { t } = useTranslation('auth');
  const linkExpired = expired || (error !== null && LINK_EXPIRY_ERRORS.includes(error));
  const code = error && !LINK_EXPIRY_ERRORS.includes(error) ? error.slice(0, 64) : null;

  return (
    <div className="flex flex-col gap-3 empty:hidden">
      {from ? (
        <Alert variant="info" data-testid={`from-${from}`}>
          {from === 'quote' ? <MessageSquareQuoteIcon aria-hidden="true" /> : <BriefcaseIcon aria-hidden="true" />}
          <AlertTitle>{t(`from.${from}.title`)}</AlertTitle>
          <AlertDescription className="text-foreground/80">{t(`from.${from}.text`)}</AlertDescription>
        </Alert>
      ) : null}
      {linkExpired ? (
        <Alert variant="warning" role="alert" data-testid="link-expired">
          <ClockIcon aria-hidden="true" />
          <AlertTitle>{t('expired.title')}</AlertTitle>
          <AlertDescription className="text-foreground/80">{t('expired.text')}</AlertDescription>
        </Alert>
      ) : null}
      {code && isKnown(code) && code === 'ALREADY_VERIFIED' ? (
        <Alert variant="info" role="status" data-testid="link-error">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>{t('linkErrors.ALREADY_VERIFIED.title')}</AlertTitle>
          <AlertDescription className="text-foreground/80">{t('linkErrors.ALREADY_VERIFIED.text')}</AlertDescription>
        </Alert>
      ) : null}
      {code && isKnown(code) && code === 'ACCOUNT_DISABLED' ? (
        <ErrorAlert
          type="login_error"
          title={t('linkErrors.ACCOUNT_DISABLED.title')}
          message={t(messageKey('auth.accountDisabled'))}
          code={code}
        />
      ) : null}
      {code && !isKnown(code) && !linkExpired ? (
        <ErrorAlert
          type="login_error"
          title={t('social.failedTitle')}
          message={t(SOCIAL_ERROR_TEXTS[code] ?? 'social.failedText')}
          code={code}
        />
      ) : null}
    </div>
  );
}
