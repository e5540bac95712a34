import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/utils';
import { VerifiedBadge } from './VerifiedBadge';

describe('VerifiedBadge', () => {
  it('is named "Doğrulanmış" and described with what was checked and until when', () => {
    renderWithProviders(<VerifiedBadge until="2027-01-31" />);
    const badge = screen.getByRole('button', { name: 'Doğrulanmış' });
    expect(badge).toHaveAccessibleDescription(
      'Vergi levhası ve ticaret sicil gazetesi yöneticilerimizce kontrol edildi; 31 Ocak 2027 tarihine kadar geçerli.',
    );
  });

  it('shows the explanation as a tooltip on keyboard focus and on tap', async () => {
    renderWithProviders(<VerifiedBadge until="2027-01-31" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Doğrulanmış' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('31 Ocak 2027 tarihine kadar geçerli');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrulanmış' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ticaret sicil gazetesi');
  });

  it('keeps its name for screen readers when compact', () => {
    renderWithProviders(<VerifiedBadge until="2027-01-31" compact />);
    expect(screen.getByRole('button', { name: 'Doğrulanmış' })).toBeInTheDocument();
  });
});
