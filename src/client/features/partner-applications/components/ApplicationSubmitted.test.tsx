import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { ApplicationSubmitted } from './ApplicationSubmitted';

describe('ApplicationSubmitted', () => {
  it('scrolls itself into view and takes the focus, so the confirmation is seen and announced', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<ApplicationSubmitted statusPath="/application-status/a1" />);
    const heading = screen.getByRole('heading', { name: 'Başvurunuz alındı' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(screen.getByRole('link', { name: 'Başvuru durumunu görüntüle' })).toHaveAttribute(
      'href',
      '/application-status/a1',
    );
  });
});
