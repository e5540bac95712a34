import type { SessionUser } from '@shared/contracts/auth';
import { cn } from '@/lib/utils';
import { initialsOf } from '../lib/roles';

/** The user's picture, or initials on a tinted circle. Decorative: the name is always next to it. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'profileImage'>;
  className?: string;
}) {
  return user.profileImage ? (
    <img
      src={user.profileImage}
      alt=""
      width={32}
      height={32}
      className={cn('size-8 shrink-0 rounded-full object-cover ring-1 ring-border', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      {initialsOf(user)}
    </span>
  );
}

/** Classes of the user menu button (also used by its placeholder while the menu chunk loads). */
export const userMenuButtonClass =
  'inline-flex h-10 max-w-56 items-center gap-2 rounded-full border border-input bg-background py-1 pl-1 pr-3 text-sm font-medium text-foreground shadow-xs transition-colors hover:border-primary data-[state=open]:border-primary';

/** The name shown on the user menu button: the first name, else the e-mail address. */
export function menuButtonNameOf(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return user.firstName || user.email;
}

/** The inside of the user menu button: avatar and first name (else the e-mail address). */
export function UserMenuButtonContent({
  user,
}: {
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'profileImage'>;
}) {
  const name = menuButtonNameOf(user);
  return (
    <>
      <UserAvatar user={user} />
      <span className="truncate">{name}</span>
      <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" focusable="false">
        <path
          d="m6 9 6 6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </>
  );
}
