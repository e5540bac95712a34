import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { partner } from '@/test/fixtures';
import { renderWithProviders } from '@/test/utils';
import { PartnerCard } from './PartnerCard';

describe('PartnerCard', () => {
  it('shows the short description as plain text, without its HTML', () => {
    renderWithProviders(
      <PartnerCard
        partner={partner({
          shortDescription: '<p>Hızlı <strong>gümrük</strong> işlemleri &amp; danışmanlık</p><script>alert(1)</script>',
        })}
        categoryName="Gümrük"
      />,
    );
    const card = screen.getByTestId('partner-card');
    expect(within(card).getByText('Hızlı gümrük işlemleri & danışmanlık')).toBeInTheDocument();
    expect(within(card).queryByText('gümrük', { selector: 'strong' })).toBeNull();
    expect(card.querySelector('script')).toBeNull();
    expect(card.innerHTML).not.toContain('&lt;p&gt;');
  });

  it('falls back to the stripped description when there is no short description', () => {
    renderWithProviders(
      <PartnerCard
        partner={partner({ shortDescription: null, description: '<h2>Biz</h2><p>Lojistik çözümleri</p>' })}
      />,
    );
    expect(screen.getByText('Biz Lojistik çözümleri')).toBeInTheDocument();
  });

  it('shows the "Doğrulanmış" badge only while the partner is verified', () => {
    const { unmount } = renderWithProviders(<PartnerCard partner={partner({ verifiedUntil: '2027-01-31' })} />);
    const card = screen.getByTestId('partner-card');
    expect(within(card).getByRole('button', { name: 'Doğrulanmış' })).toHaveAccessibleDescription(/31 Ocak 2027/);
    unmount();
    renderWithProviders(<PartnerCard partner={partner({ verifiedUntil: null })} />);
    expect(screen.queryByTestId('verified-badge')).toBeNull();
  });

  it("shows the company's initial, upper-cased the Turkish way, when there is no logo", () => {
    renderWithProviders(<PartnerCard partner={partner({ companyName: 'ihracat Lojistik', logo: null })} />);
    const card = screen.getByTestId('partner-card');
    expect(within(card).getByTestId('company-initial')).toHaveTextContent('İ');
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('shows the logo image when there is one', () => {
    renderWithProviders(
      <PartnerCard partner={partner({ companyName: 'Atlas', logo: '/public-objects/atlas.webp' })} />,
    );
    // Inside the logo's link, which is hidden from assistive technology (the name's link says it).
    const img = screen.getByRole('img', { name: 'Atlas logosu', hidden: true });
    expect(img).toHaveAttribute('src', '/public-objects/atlas.webp');
    expect(screen.queryByTestId('company-initial')).toBeNull();
  });

  it('links QUOTE to sign-in (back to the profile afterwards) and PROFILE to the profile, with counts in the Turkish locale', () => {
    renderWithProviders(
      <PartnerCard
        partner={partner({
          username: 'atlas-lojistik',
          followersCount: 12500,
          profileViews: 1234,
          dipAdvantages: '%10 indirim',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/partner/atlas-lojistik');
    expect(screen.getByRole('link', { name: 'Teklif Al' })).toHaveAttribute(
      'href',
      '/auth?from=quote&redirect=%2Fpartner%2Fatlas-lojistik%3Fquote%3D1',
    );
    expect(screen.getByText('12.500 takipçi')).toBeInTheDocument();
    expect(screen.getByText('1.234 görüntülenme')).toBeInTheDocument();
    expect(screen.getByText('%10 indirim')).toBeInTheDocument();
  });

  it('links the company name and the logo to the profile; the logo link is not a second tab stop', () => {
    renderWithProviders(<PartnerCard partner={partner({ companyName: 'Atlas', username: 'atlas', logo: null })} />);
    const card = screen.getByTestId('partner-card');
    expect(within(card).getByRole('link', { name: 'Atlas' })).toHaveAttribute('href', '/partner/atlas');
    const logoLink = card.querySelector('a[aria-hidden="true"]');
    expect(logoLink).toHaveAttribute('href', '/partner/atlas');
    expect(logoLink).toHaveAttribute('tabindex', '-1');
    expect(within(card).getByRole('link', { name: 'Profil' })).not.toHaveClass('uppercase');
  });

  it("explains 'DİP' in a disclosure that opens with the keyboard and closes with Escape", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PartnerCard partner={partner({ dipAdvantages: '%10 indirim' })} />);
    const button = screen.getByRole('button', { name: 'DİP nedir?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('dip-info')).not.toBeVisible();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('dip-info')).toHaveTextContent('Dijital İhracat Platformu (DİP) üyelerine özel avantaj');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the rating and the response figures once there are any', () => {
    const { unmount } = renderWithProviders(
      <PartnerCard
        partner={partner({ ratingAverage: 4.6, reviewCount: 12, responseTimeHours: 3, responseRate: 92 })}
      />,
    );
    const trust = within(screen.getByTestId('partner-card')).getByTestId('partner-trust');
    expect(trust).toHaveTextContent('4,6 (12)');
    expect(trust).toHaveTextContent('Genelde 3 saatte yanıt verir');
    expect(trust).toHaveTextContent('%92 yanıt oranı');
    unmount();
    renderWithProviders(<PartnerCard partner={partner({ ratingAverage: null, reviewCount: 0 })} />);
    expect(screen.queryByTestId('partner-trust')).toBeNull();
  });

  describe('texts and languages in the reader’s language (issue 21)', () => {
    afterEach(async () => {
      await i18n.changeLanguage('tr');
    });

    it('shows the English short description on the English site, unmarked', async () => {
      await i18n.changeLanguage('en');
      renderWithProviders(
        <PartnerCard
          partner={partner({ shortDescription: 'Gümrük işlemleri', shortDescriptionEn: 'Customs clearance' })}
        />,
      );
      const text = screen.getByText('Customs clearance');
      expect(text).not.toHaveAttribute('lang');
      expect(screen.queryByText('Gümrük işlemleri')).toBeNull();
      expect(screen.queryByTestId('text-language-tag')).toBeNull();
    });

    it('marks the Turkish text as Turkish on the English site when there is no English one', async () => {
      await i18n.changeLanguage('en');
      renderWithProviders(<PartnerCard partner={partner({ shortDescription: 'Gümrük işlemleri' })} />);
      expect(screen.getByText('Gümrük işlemleri')).toHaveAttribute('lang', 'tr');
      expect(screen.getByTestId('text-language-tag')).toHaveTextContent('In Turkish');
    });

    it('shows the Turkish text on the Turkish site, and an English-only one marked', () => {
      const { unmount } = renderWithProviders(
        <PartnerCard partner={partner({ shortDescription: 'Gümrük işlemleri', shortDescriptionEn: 'Customs' })} />,
      );
      expect(screen.getByText('Gümrük işlemleri')).not.toHaveAttribute('lang');
      expect(screen.queryByTestId('text-language-tag')).toBeNull();
      unmount();
      renderWithProviders(<PartnerCard partner={partner({ shortDescription: null, shortDescriptionEn: 'Customs' })} />);
      expect(screen.getByText('Customs')).toHaveAttribute('lang', 'en');
      expect(screen.getByTestId('text-language-tag')).toHaveTextContent('İngilizce');
    });

    it('lists the languages spoken by name in the reader’s language', async () => {
      const { unmount } = renderWithProviders(<PartnerCard partner={partner({ languages: ['tr', 'en', 'de'] })} />);
      expect(screen.getByTestId('partner-card-languages')).toHaveTextContent('Diller: Türkçe, İngilizce, Almanca');
      unmount();
      await i18n.changeLanguage('en');
      renderWithProviders(<PartnerCard partner={partner({ languages: ['tr', 'ar'] })} />);
      expect(screen.getByTestId('partner-card-languages')).toHaveTextContent('Languages: Turkish, Arabic');
    });

    it('shows no language line when none is listed', () => {
      renderWithProviders(<PartnerCard partner={partner({ languages: [] })} />);
      expect(screen.queryByTestId('partner-card-languages')).toBeNull();
    });
  });
});
