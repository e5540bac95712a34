/**
 * Capability fields on the partner side (issue 21, decision 027): the editor's checkbox lists and tags
 * (values kept in the definition's order), and the profile's "Yetkinlikler" section and card lines in
 * the reader's language.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CATEGORY_SLUGS } from '@shared/constants';
import type { CapabilityDefinitions, CapabilityField, CapabilityValues } from '@shared/contracts/capabilities';
import { CardCapabilities, PartnerCapabilities } from '@/components/PartnerCapabilities';
import { i18n } from '@/lib/i18n';
import { initData } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { CapabilityFields } from './CapabilityFields';

const OFFICES: CapabilityField = {
  key: 'customs-offices',
  label: 'Hizmet verilen gümrük müdürlükleri',
  labelEn: 'Customs offices served',
  help: 'Beyanname verdiğiniz gümrük müdürlükleri.',
  helpEn: 'The customs directorates you file declarations at.',
  kind: 'options',
  filterable: true,
  showOnCard: true,
  options: [
    'Ambarlı',
    'Halkalı',
    'Mersin',
    'Kapıkule',
    'Gürbulak',
    'İzmir',
    'Bursa',
    'Gemlik',
    'Kocaeli',
    'Gebze',
    'Derince',
    'Tuzla',
    'Habur',
  ].map((place) => ({
    key: place
      .toLocaleLowerCase('tr-TR')
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/[^a-z]/g, ''),
    label: `${place} Gümrük Müdürlüğü`,
    labelEn: `${place} Customs Directorate`,
  })),
};
const ROUTES: CapabilityField = {
  key: 'routes',
  label: 'Güzergâhlar',
  labelEn: 'Routes',
  help: '',
  helpEn: '',
  kind: 'tags',
  filterable: false,
  showOnCard: false,
  options: [],
};

function serve() {
  const definitions = Object.fromEntries(CATEGORY_SLUGS.map((s) => [s, []])) as unknown as CapabilityDefinitions;
  definitions.gumruk = [OFFICES, ROUTES];
  mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: null });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    if (url.pathname === '/api/capabilities') return jsonResponse(definitions);
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
}

function Editor({ initial, onValues }: { initial: CapabilityValues; onValues: (v: CapabilityValues) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CapabilityFields
      category="gumruk"
      value={value}
      errors={{ routes: 'Bir etiket en çok 60 karakter olabilir.' }}
      onChange={(next) => {
        setValue(next);
        onValues(next);
      }}
    />
  );
}

afterEach(async () => {
  await i18n.changeLanguage('tr');
});

describe('CapabilityFields (partner editor)', () => {
  it('ticks options in the definition’s order, filters a long list, adds and removes tags', async () => {
    const user = userEvent.setup();
    serve();
    let values: CapabilityValues = {};
    renderWithProviders(<Editor initial={{ 'customs-offices': ['mersin'] }} onValues={(v) => (values = v)} />);
    const offices = (await screen.findByText('Hizmet verilen gümrük müdürlükleri')).closest('fieldset')!;
    expect(within(offices).getByText('Beyanname verdiğiniz gümrük müdürlükleri.')).toBeInTheDocument();
    expect(within(offices).getByText('1 seçili')).toBeInTheDocument();
    // More than twelve options: a filter box narrows them.
    await user.type(within(offices).getByRole('searchbox'), 'ambar');
    expect(within(offices).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(offices).getByRole('checkbox', { name: 'Ambarlı Gümrük Müdürlüğü' }));
    expect(values['customs-offices']).toEqual(['ambarli', 'mersin']);

    const routes = screen.getByText('Güzergâhlar').closest('fieldset')!;
    await user.type(
      within(routes).getByRole('textbox', { name: 'Güzergâhlar: yeni değer' }),
      '  Mersin –  Erbil {Enter}',
    );
    expect(values.routes).toEqual(['Mersin – Erbil']);
    expect(within(routes).getByText('Bir etiket en çok 60 karakter olabilir.')).toBeInTheDocument();
    await user.click(within(routes).getByRole('button', { name: 'Mersin – Erbil kaldır' }));
    expect(values.routes).toBeUndefined();
  });
});

describe('PartnerCapabilities and CardCapabilities', () => {
  const values = { 'customs-offices': ['mersin', 'kapikule', 'habur'], routes: ['Mersin – Erbil'] };

  it('shows every filled field with its labels in the reader’s language', async () => {
    serve();
    await i18n.changeLanguage('en');
    renderWithProviders(<PartnerCapabilities category="gumruk" values={values} />);
    const section = await screen.findByRole('region', { name: 'Capabilities' });
    expect(within(section).getByText('Customs offices served')).toBeInTheDocument();
    expect(within(section).getByText('Kapıkule Customs Directorate')).toBeInTheDocument();
    expect(within(section).getByText('Mersin – Erbil')).toBeInTheDocument();
  });

  it('shows only the card fields on the card, the first values and how many more', async () => {
    serve();
    renderWithProviders(<CardCapabilities category="gumruk" values={values} />);
    const card = await screen.findByTestId('card-capabilities');
    expect(card).toHaveTextContent('Hizmet verilen gümrük müdürlükleri');
    expect(card).toHaveTextContent('Mersin Gümrük Müdürlüğü, Kapıkule Gümrük Müdürlüğü +1 daha');
    expect(card).not.toHaveTextContent('Güzergâhlar');
  });

  it('shows nothing for a partner without values', async () => {
    serve();
    const { container } = renderWithProviders(<PartnerCapabilities category="gumruk" values={{}} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-testid="partner-capabilities"]')).toBeNull();
  });
});
