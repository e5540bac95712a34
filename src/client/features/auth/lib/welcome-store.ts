import { useSyncExternalStore } from 'react';
import type { NewsletterOutcome } from '@shared/constants';

/** The welcome banners of spec §2 "Banners". */
export type WelcomeKind = 'oauth_welcome' | 'email_confirmed' | 'magic_link' | 'new_user';
/**
 * The confirmation banner of spec §2 (query `confirmed=true` or `magic=true`), and what a newsletter
 * link did (`?newsletter=confirmed|unsubscribed|invalid`, issue 22): one banner slot for every notice a
 * link brings to the site.
 */
export type ConfirmationKind = 'confirmed' | 'magic' | `newsletter_${NewsletterOutcome}`;

export interface BannerState {
  confirmation: ConfirmationKind | null;
  welcome: WelcomeKind | null;
  /** Provider label for `oauth_welcome`. */
  provider?: string;
}

/**
 * A tiny store for the banners, so that code outside the layout (the sign-in form, the session
 * watcher) can show one, and the layout renders them.
 */
let state: BannerState = { confirmation: null, welcome: null };
const listeners = new Set<() => void>();

function emit(next: BannerState) {
  state = next;
  for (const listener of listeners) listener();
}

export const bannerStore = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  showConfirmation: (kind: ConfirmationKind) => {
    emit({ ...state, confirmation: kind });
  },
  showWelcome: (kind: WelcomeKind, provider?: string) => {
    emit({ ...state, welcome: kind, ...(provider ? { provider } : {}) });
  },
  closeConfirmation: () => {
    emit({ ...state, confirmation: null });
  },
  closeWelcome: () => {
    emit({ ...state, welcome: null });
  },
  /** Test helper: back to nothing shown. */
  reset: () => {
    emit({ confirmation: null, welcome: null });
  },
};

/** The banners to show; re-renders the caller when they change. */
export function useBanners(): BannerState {
  return useSyncExternalStore(bannerStore.subscribe, bannerStore.get, bannerStore.get);
}

const WELCOMED_PREFIX = 'epp.welcomed.';

/** Whether this browser already welcomed the user (first-time banners and toasts are shown once). */
export function wasWelcomed(userId: number): boolean {
  try {
    return localStorage.getItem(`${WELCOMED_PREFIX}${userId}`) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the user was welcomed in this browser. */
export function markWelcomed(userId: number): void {
  try {
    localStorage.setItem(`${WELCOMED_PREFIX}${userId}`, '1');
  } catch {
    /* storage unavailable: the welcome may show again, which is harmless */
  }
}

/** An account this young counts as new for the 'new_user' welcome. */
export const NEW_ACCOUNT_MS = 7 * 24 * 3600 * 1000;

/**
 * Whether a password sign-in should show the 'new_user' welcome banner: the account is less than a
 * week old and this browser has not welcomed it yet (the banner then marks it welcomed).
 */
export function shouldWelcomeNewUser(user: { id: number; createdAt: string }, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  if (Number.isNaN(created) || now - created > NEW_ACCOUNT_MS) return false;
  return !wasWelcomed(user.id);
}
