import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, vi } from 'vitest';
import { accountTypeDialog } from '@/features/auth/lib/account-type-dialog';
import { bannerStore } from '@/features/auth/lib/welcome-store';
import { i18n, initI18n, LAZY_NAMESPACES, loadNamespaces } from '@/lib/i18n';

// Radix's checkbox and switch measure themselves, and recharts sizes its chart; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Radix Select captures the pointer and scrolls its options into view; jsdom has neither.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
});

// No component test opens a real socket (the root layout connects for a signed-in user): a stub that
// never connects, so queries poll as they would while disconnected. lib/socket.test.ts mocks its own.
vi.mock('socket.io-client', () => ({
  io: () => ({
    connected: false,
    active: false,
    on: () => undefined,
    emit: () => undefined,
    connect: () => undefined,
    disconnect: () => undefined,
    removeAllListeners: () => undefined,
  }),
}));

// findBy*/waitFor wait up to 3 s rather than 1 s: on a loaded 2-core machine (CI) a first render of a
// list of 20 cards with its lazy namespaces can take longer than a second; a real failure still fails.
configure({ asyncUtilTimeout: 3000 });

// Tests start in Turkish, the product's default language.
initI18n('tr');

// The app loads these with the lazy pages; components under test may use them directly.
beforeAll(async () => {
  await loadNamespaces(...LAZY_NAMESPACES);
});

afterEach(async () => {
  cleanup();
  // Sonner keeps its toasts in a module-level store that the next test's toaster shows again: a test
  // looking for its own "Başarıyla giriş yapıldı" found the previous test's too.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  bannerStore.reset();
  accountTypeDialog.close();
  document.cookie = 'lang=; path=/; max-age=0';
  await i18n.changeLanguage('tr');
});
