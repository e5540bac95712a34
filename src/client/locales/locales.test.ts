import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type Language } from '@shared/constants';
import { catalogues } from '@shared/messages';

// Vitest runs from the repository root (jsdom gives import.meta.url an http: scheme).
const root = resolve(process.cwd(), 'src/client/locales');
const languages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Every leaf key of a locale file as a dotted path ("namespace:a.b.c"). */
function keysOf(lang: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const walk = (node: unknown, prefix: string) => {
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
        for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
      } else {
        keys.add(`${ns}:${prefix}`);
      }
    };
    walk(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as unknown, '');
  }
  return keys;
}

describe('locale files', () => {
  it('has a Turkish and an English folder', () => {
    expect(languages).toEqual(['en', 'tr']);
  });

  it.each(languages.flatMap((a) => languages.filter((b) => b !== a).map((b) => [a, b] as const)))(
    'every key in %s also exists in %s',
    (from, to) => {
      const target = keysOf(to);
      const missing = [...keysOf(from)].filter((key) => !target.has(key));
      expect(missing, `keys missing in ${to}`).toEqual([]);
    },
  );

  it('has no empty text', () => {
    for (const lang of languages) {
      for (const file of readdirSync(join(root, lang))) {
        const text = readFileSync(join(root, lang, file), 'utf8');
        expect(text, `${lang}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it('keeps the spec texts verbatim in Turkish', () => {
    const tr = (ns: string) => readFileSync(join(root, 'tr', `${ns}.json`), 'utf8');
    expect(tr('partners')).toContain('Arama kriterlerinize uygun iş ortağı bulunamadı');
    expect(tr('partners')).toContain('Daha Fazla Göster');
    expect(catalogues.tr.newsletter.invalidEmail).toBe('Lütfen geçerli bir e-posta adresi girin');
    expect(tr('newsletter')).toContain('Abonelik işlemi başarısız');
    expect(tr('systemStatus')).toContain('Sistem Normal Çalışıyor');
    expect(tr('systemStatus')).toContain('Sistem Performans Uyarısı');
    expect(tr('systemStatus')).toContain('Sistem Sorunu');
    expect(tr('partners.lazy')).toContain('Partner Bulunamadı');
    expect(tr('common')).toContain('Sayfa Bulunamadı');
    expect(readFileSync(join(root, 'en', 'common.json'), 'utf8')).toContain('Page Not Found');
  });

  it('keeps the account texts of spec §2, §4 and §8 verbatim in Turkish', () => {
    const tr = (ns: string) => readFileSync(join(root, 'tr', `${ns}.json`), 'utf8');
    for (const text of [
      'Giriş başarısız',
      'Başarıyla giriş yapıldı',
      'Hoş geldiniz!',
      'Kayıt başarılı',
      'Hesabınız oluşturuldu!',
      'Kayıt başarısız',
      'Son bir adım',
      'Hesabınız doğrulandı! Aramıza hoş geldiniz!',
      'Sihirli bağlantıyla giriş başarılı! Hoş geldiniz!',
      'Hoş Geldiniz!',
      '{{provider}} ile başarıyla giriş yaptınız.',
      'Profili Tamamla',
      'Partner Ol',
      'Profili Görüntüle',
      'Partner Kataloğu',
      // The magic_link banner's 'Dashboard' is 'Panele Git' in Turkish (issue 7: no English in the Turkish UI).
      'Panele Git',
      'Partnerleri Keşfet',
      'Partner Başvurusu',
      'Sihirli bağlantı gönderilemedi',
      'Şifre sıfırlama başarısız',
      'Sosyal medya girişi başarısız',
      'Bağlantının süresi doldu',
      'Şifre değiştirme hatası',
    ]) {
      expect(tr('auth'), text).toContain(text);
    }
    // The sign-in failure's text is the server's INVALID_CREDENTIALS message: it lives in the catalogue.
    expect(catalogues.tr.auth.invalidCredentials).toBe('E-posta veya şifre hatalı');
    for (const text of [
      'Çıkış yapıldı',
      'Güvenli bir şekilde çıkış yaptınız',
      'Hesap Türü Seçin',
      'Kullanıcı',
      'İş Ortağı',
      'Yönetici',
      'Editör',
      'Hesap türü değiştirildi',
      'Hesap türü değiştirilemedi',
      'Erişim Reddedildi',
      'Bu sayfaya erişim yetkiniz bulunmamaktadır',
      'Kişisel Panel',
      'Hizmet Taleplerim',
      'Partner Paneli',
      'Yönetim Paneli',
      'Sistem Ayarları',
      'Şablon Yönetimi',
      'Dosya Yönetimi',
      'Kullanıcı Yönetimi',
      'İstatistikler',
      'Sistem Durumu',
      'Pazarlama ve CRM',
      'Hesap Türünü Değiştir',
      'Çıkış Yap',
    ]) {
      expect(tr('users'), text).toContain(text);
    }
    for (const text of [
      'Hata Kodu',
      'Bağlantı Hatası',
      'İnternet bağlantınızı kontrol edin.',
      'Oturum Süresi Doldu',
      'Güvenliğiniz için oturumunuz sonlandırıldı.',
      'Lütfen tekrar giriş yapın.',
      'Yeniden Deniyor...',
      'Yeniden Deneme Başarısız',
      'İşlem tekrarlanamadı. Lütfen sayfayı yenileyin.',
      'Bilinmeyen Hata',
    ]) {
      expect(tr('common'), text).toContain(text);
    }
  });

  it('loads the shared message catalogue as the shared namespace, in both languages', async () => {
    const { i18n, initI18n, loadNamespaces } = await import('@/lib/i18n');
    initI18n('tr');
    await loadNamespaces('shared');
    expect(i18n.getFixedT('tr', 'shared')('auth.passwordsMismatch')).toBe('Şifreler eşleşmiyor');
    expect(i18n.getFixedT('en', 'shared')('auth.passwordTooShort')).toBe(
      'Your password must be at least 8 characters long.',
    );
  });

  it('has a text for every message key of the shared auth contracts', async () => {
    const { AUTH_MESSAGE_KEYS } = await import('@shared/contracts/auth');
    const { isMessageKey } = await import('@shared/messages');
    for (const key of AUTH_MESSAGE_KEYS) expect(isMessageKey(key), key).toBe(true);
  });
});

/** Every leaf text of a nested object, by dotted key. */
function textsOf(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) textsOf(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/**
 * Shared keys whose texts are vocabulary rather than messages: column headings and status, budget and
 * work-type names the server prints in its PDFs and CSV files, the sample name of a preview, the field
 * labels and buttons of the mails the server writes without a template (an inquiry's "E-posta",
 * "Telefon"; the magic link's "Giriş Yap") and the maintenance notice's title. A client label may read
 * the same ('Durum', 'E-posta') without being a copy of a server message.
 */
const VOCABULARY =
  /^(quotes\.(pdf\w+|status(Pending|Responded|Accepted|Completed|Rejected)|budget\w+|workType\w*)|marketing\.(csv\w+|status\w+|sampleName)|serviceInquiries\.deliveryMail(Name|Email|Phone|Company|InviteButton)|auth\.magicLinkButton|maintenance\.notificationTitle)$/;

describe('one message catalogue (issue 18)', () => {
  it.each(languages)('no %s locale file repeats a text of the shared catalogue', (lang) => {
    const shared = new Map<string, string>();
    for (const [key, text] of textsOf(catalogues[lang as Language])) if (!VOCABULARY.test(key)) shared.set(text, key);
    const copies: string[] = [];
    for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'))) {
      const texts = textsOf(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as unknown);
      for (const [key, text] of texts) {
        const original = shared.get(text);
        if (original) copies.push(`${file.replace(/\.json$/, '')}:${key} copies shared:${original} (${text})`);
      }
    }
    expect(copies).toEqual([]);
  });
});

describe('the audit list (issue 11)', () => {
  it.each(languages)('names every recorded action and target type in %s', (lang) => {
    const keys = keysOf(lang);
    const missing = [
      ...AUDIT_ACTIONS.map((a) => `adminUsers:audit.actions.${a}`),
      ...AUDIT_TARGET_TYPES.map((type) => `adminUsers:audit.targets.${type}`),
    ].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});
