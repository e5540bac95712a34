import { act, fireEvent, screen } from '@testing-library/react';
import { XIcon } from 'lucide-react';
import { renderWithProviders } from '@/test/utils';
import { Button } from './button';

/** A mouse moving onto the element, as Radix's tooltip listens for it (pointerType must be 'mouse'). */
function hover(element: Element) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

describe('icon button tooltips (spec §9: 700 ms delay, 300 ms skip)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('shows an icon button’s label after the pointer rests 700 ms on it, not before', () => {
    renderWithProviders(
      <Button size="icon" aria-label="Kapat">
        <XIcon aria-hidden="true" />
      </Button>,
    );
    hover(screen.getByRole('button', { name: 'Kapat' }));
    act(() => {
      vi.advanceTimersByTime(650);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Kapat');
  });

  it('opens the next icon’s tooltip at once when the pointer moves on within 300 ms', () => {
    renderWithProviders(
      <>
        <Button size="icon" aria-label="Önizle" tooltip="Önizle">
          <XIcon aria-hidden="true" />
        </Button>
        <Button size="icon" aria-label="Sil: rapor.pdf" tooltip="Sil">
          <XIcon aria-hidden="true" />
        </Button>
      </>,
    );
    const first = screen.getByRole('button', { name: 'Önizle' });
    hover(first);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Önizle');
    // Closed (Escape is what jsdom can do; a pointer leaving behaves the same for the provider).
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    hover(screen.getByRole('button', { name: 'Sil: rapor.pdf' }));
    // The short tooltip text, while the accessible name keeps the file's name.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sil');
  });

  it('shows no tooltip on a button that has visible text', () => {
    renderWithProviders(<Button>Kaydet</Button>);
    hover(screen.getByRole('button', { name: 'Kaydet' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
