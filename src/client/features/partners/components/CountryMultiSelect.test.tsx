import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/test/utils';
import { CountryMultiSelect } from './CountryMultiSelect';

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="markets">Ülkeler</label>
      <CountryMultiSelect
        control={{ id: 'markets', 'aria-invalid': false, 'aria-describedby': undefined }}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('CountryMultiSelect (issue 21)', () => {
  it('moves with the arrows, adds with Enter, closes with Escape and removes the last chip with Backspace', async () => {
    renderWithProviders(<Harness initial={['FR']} />);
    const field = screen.getByRole('combobox', { name: 'Ülkeler' });
    await userEvent.type(field, 'bel');
    // Names starting with the text first: Belarus, Belçika, Belize …; the first is highlighted.
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveTextContent(/^Bel/);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    const second = options[1]!.textContent!;
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Seçili ülkeler' })).toHaveTextContent(second.slice(0, -2));
    expect(field).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByTestId('value').textContent!.split(',')).toHaveLength(1);
  });

  it('offers no chosen country again and says when nothing matches', async () => {
    renderWithProviders(<Harness initial={['DE']} />);
    const field = screen.getByRole('combobox', { name: 'Ülkeler' });
    await userEvent.type(field, 'almanya');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Eşleşen ülke yok.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Almanya ülkesini kaldır' }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });
});
