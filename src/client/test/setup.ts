import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

// Tests start in Turkish, the product's default language.
initI18n('tr');

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  await i18n.changeLanguage('tr');
});
