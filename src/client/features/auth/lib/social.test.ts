import { sessionUser } from '@/test/fixtures';
import { isFirstSocialSignIn, providerLabel } from './social';
import { markWelcomed, shouldWelcomeNewUser } from './welcome-store';

describe('providerLabel (spec §4)', () => {
  it.each([
    ['google', 'Google'],
    ['linkedin', 'LinkedIn'],
    ['linkedin_oidc', 'LinkedIn'],
    ['github', 'GitHub'],
    ['facebook', 'Facebook'],
    ['twitter', 'Twitter'],
    ['apple', 'apple'],
    ['', 'OAuth'],
  ])('%j → %s', (provider, label) => {
    expect(providerLabel(provider)).toBe(label);
  });
});

describe('isFirstSocialSignIn', () => {
  const at = '2025-03-01T09:00:00.000Z';

  it('is true for a social provider whose account was created at this sign-in', () => {
    expect(
      isFirstSocialSignIn(sessionUser({ provider: 'google', createdAt: at, lastSignInAt: '2025-03-01T09:00:00.350Z' })),
    ).toBe(true);
  });

  it('is false for e-mail accounts, later sign-ins and unknown times', () => {
    expect(isFirstSocialSignIn(sessionUser({ provider: 'email', createdAt: at, lastSignInAt: at }))).toBe(false);
    expect(
      isFirstSocialSignIn(sessionUser({ provider: 'google', createdAt: at, lastSignInAt: '2025-03-09T09:00:00.000Z' })),
    ).toBe(false);
    expect(isFirstSocialSignIn(sessionUser({ provider: 'google', createdAt: at, lastSignInAt: null }))).toBe(false);
  });
});

describe('shouldWelcomeNewUser', () => {
  const now = Date.parse('2025-03-02T09:00:00.000Z');

  it('welcomes an account younger than a week once per browser', () => {
    const user = sessionUser({ id: 7, createdAt: '2025-03-01T09:00:00.000Z' });
    expect(shouldWelcomeNewUser(user, now)).toBe(true);
    markWelcomed(7);
    expect(shouldWelcomeNewUser(user, now)).toBe(false);
  });

  it('does not welcome older accounts', () => {
    expect(shouldWelcomeNewUser(sessionUser({ id: 8, createdAt: '2025-01-01T09:00:00.000Z' }), now)).toBe(false);
  });
});
