/**
 * Reference data seeded on every start (see `reference.ts`): the 16 categories, each category's
 * service pool, the e-mail / notification / SMS templates in Turkish and English, and the default
 * system configuration. Pure data: no database, no I/O.
 *
 * Placeholders use double braces (spec §5, "Template placeholders"). Beside the spec's names, a few
 * more are used where a mail cannot be written without them; {@link EMAIL_PLACEHOLDERS},
 * {@link NOTIFICATION_PLACEHOLDERS} and {@link SMS_PLACEHOLDERS} list every name the senders must fill.
 */
import {
  CATEGORY_SLUGS,
  EMAIL_TEMPLATE_TYPES,
  LANGUAGES,
  NOTIFICATION_TYPES,
  SMS_TEMPLATE_TYPES,
  type CategorySlug,
  type EmailTemplateType,
  type Language,
  type NotificationType,
  type SmsTemplateType,
} from '@shared/constants';
import type { SeoSettings, SiteSettings } from '@shared/contracts/system-config';
import {
  SPEC_EMAIL_PLACEHOLDERS,
  SPEC_NOTIFICATION_PLACEHOLDERS,
  SPEC_SMS_PLACEHOLDERS,
} from '@shared/contracts/templates';
import { mailLayout } from '../../lib/mail-layout';

// ---------------------------------------------------------------------------------------------
// Categories and services
// ---------------------------------------------------------------------------------------------

/** A category row as seeded. `icon` is a lucide-react component name (DESIGN.md, Icons). */
export interface CategorySeed {
  slug: CategorySlug;
  name: string;
  nameEn: string;
  icon: string;
}

const CATEGORY_BY_SLUG: Record<CategorySlug, Omit<CategorySeed, 'slug'>> = {
  'pazar-analizi': {
    name: 'Pazar Analizi',
    nameEn: 'Market Research',
    icon: 'ChartColumn',
  },
  gumruk: { name: 'Gümrük', nameEn: 'Customs', icon: 'Stamp' },
  lojistik: { name: 'Lojistik', nameEn: 'Logistics', icon: 'Truck' },
  pazarlama: { name: 'Pazarlama', nameEn: 'Marketing', icon: 'Megaphone' },
  fotograf: {
    name: 'Fotoğraf ve Görsel',
    nameEn: 'Photography & Visuals',
    icon: 'Camera',
  },
  danismanlik: { name: 'Danışmanlık', nameEn: 'Consulting', icon: 'Lightbulb' },
  hukuk: { name: 'Hukuk', nameEn: 'Legal', icon: 'Scale' },
  finans: { name: 'Finans', nameEn: 'Finance', icon: 'Landmark' },
  marka: {
    name: 'Marka ve Patent',
    nameEn: 'Trademarks & Patents',
    icon: 'BadgeCheck',
  },
  fuar: { name: 'Fuar', nameEn: 'Trade Fairs', icon: 'Tent' },
  uretim: { name: 'Üretim', nameEn: 'Manufacturing', icon: 'Factory' },
  paketleme: { name: 'Paketleme', nameEn: 'Packaging', icon: 'Package' },
  odeme: {
    name: 'Ödeme Sistemleri',
    nameEn: 'Payment Systems',
    icon: 'CreditCard',
  },
  eticaret: { name: 'E-Ticaret', nameEn: 'E-Commerce', icon: 'ShoppingCart' },
  pazaryeri: { name: 'Pazaryeri', nameEn: 'Marketplaces', icon: 'Store' },
  it: {
    name: 'Bilişim (IT)',
    nameEn: 'Information Technology (IT)',
    icon: 'Laptop',
  },
};

/** The 16 categories in {@link CATEGORY_SLUGS} order; the index is the category's `sortOrder`. */
export const CATEGORIES: readonly CategorySeed[] = CATEGORY_SLUGS.map((slug) => ({ slug, ...CATEGORY_BY_SLUG[slug] }));

/** A service of a category's pool (spec §3, Service). Names are 2 to 120 characters (schema check). */
export interface ServiceSeed {
  name: string;
  description: string;
}

/** 6 to 7 services per category: what applicants pick from and the quote form offers. */
export const SERVICE_POOLS: Record<CategorySlug, readonly ServiceSeed[]> = {
  'pazar-analizi': [
    {
      name: 'Hedef Pazar Araştırması',
      description: 'Ürününüz için en uygun ihracat pazarlarının veriye dayalı olarak belirlenmesi.',
    },
    {
      name: 'Rakip Analizi',
      description: 'Hedef pazardaki rakiplerin fiyat, kanal ve konumlandırma açısından incelenmesi.',
    },
    {
      name: 'Dış Ticaret İstatistikleri Analizi',
      description: 'GTİP bazında ithalat ve ihracat verilerinin derlenip yorumlanması.',
    },
    {
      name: 'Alıcı ve Distribütör Bulma',
      description: 'Hedef ülkede potansiyel alıcı ve distribütörlerin listelenmesi ve ön görüşmelerin yapılması.',
    },
    {
      name: 'Fiyatlandırma Stratejisi',
      description: 'İhracat fiyatının maliyet, rakip ve talep verileriyle belirlenmesi.',
    },
    {
      name: 'Ülke Risk Raporu',
      description: 'Siyasi, ekonomik ve ticari risklerin değerlendirildiği ülke raporu.',
    },
  ],
  gumruk: [
    {
      name: 'Gümrük Müşavirliği',
      description: 'İthalat ve ihracat gümrük işlemlerinin uçtan uca yürütülmesi.',
    },
    {
      name: 'İhracat Beyannamesi',
      description: 'Elektronik ihracat beyannamesinin hazırlanması, tescili ve kapanışının takibi.',
    },
    {
      name: 'Menşe Şahadetnamesi',
      description: 'Eşyanın menşeini gösteren belgenin düzenlenmesi ve onaylatılması.',
    },
    {
      name: 'Dahilde İşleme Rejimi',
      description: 'DİR belgesi başvurusu, taahhüt takibi ve kapatma işlemleri.',
    },
    {
      name: 'A.TR Dolaşım Belgesi',
      description: "Avrupa Birliği'ne ihracatta gümrük vergisi avantajı sağlayan A.TR belgesinin düzenlenmesi.",
    },
    {
      name: 'EUR.1 Dolaşım Belgesi',
      description: 'Serbest ticaret anlaşması olan ülkelere tercihli menşe belgesinin hazırlanması.',
    },
    {
      name: 'GTİP Tespiti ve Tarife Danışmanlığı',
      description: 'Ürünün doğru gümrük tarife pozisyonunun ve vergi oranlarının belirlenmesi.',
    },
  ],
  lojistik: [
    {
      name: 'Uluslararası Karayolu Taşımacılığı',
      description: 'Avrupa, Orta Doğu ve Türk cumhuriyetlerine komple ve parsiyel tır taşımacılığı.',
    },
    {
      name: 'Deniz Yolu Konteyner Taşımacılığı',
      description: 'FCL ve LCL konteyner taşımaları, navlun ve liman operasyonları.',
    },
    {
      name: 'Hava Kargo',
      description: 'Acil, değerli ve hassas gönderiler için hava yolu taşımacılığı.',
    },
    {
      name: 'Depolama ve Antrepo Hizmetleri',
      description: 'Gümrüklü ve serbest depolama, stok yönetimi ve sevkiyat hazırlığı.',
    },
    {
      name: 'Parsiyel Taşımacılık',
      description: 'Küçük hacimli yüklerin birleştirilerek ekonomik biçimde taşınması.',
    },
    {
      name: 'Kargo Sigortası',
      description: 'Taşınan emtia için nakliyat sigortası ve hasar süreçlerinin takibi.',
    },
    {
      name: 'Mikro İhracat Kargo Gönderimi',
      description: 'E-ihracat paketlerinin ETGB ile yurt dışına gönderimi.',
    },
  ],
  pazarlama: [
    {
      name: 'Dijital Pazarlama Stratejisi',
      description: 'Hedef pazara özel kanal, bütçe ve mesaj planının hazırlanması.',
    },
    {
      name: 'Google Ads Yönetimi',
      description: 'Yurt dışı alıcılara yönelik arama ve görüntülü reklam kampanyalarının yönetimi.',
    },
    {
      name: 'Sosyal Medya Yönetimi',
      description: 'Hedef ülkelerin dilinde içerik planı, paylaşım ve topluluk yönetimi.',
    },
    {
      name: 'İçerik Pazarlaması ve Yerelleştirme',
      description: 'Web sitesi, katalog ve tanıtım metinlerinin hedef dile uyarlanması.',
    },
    {
      name: 'Arama Motoru Optimizasyonu (SEO)',
      description: 'Çok dilli web sitelerinin yurt dışı aramalarda üst sıralara taşınması.',
    },
    {
      name: 'B2B E-posta Pazarlaması',
      description: 'İzinli alıcı listeleriyle hedefli e-posta kampanyaları.',
    },
    {
      name: 'LinkedIn Pazarlaması',
      description: 'Karar vericilere ulaşmak için LinkedIn reklamları ve içerik yönetimi.',
    },
  ],
  fotograf: [
    {
      name: 'Ürün Fotoğrafçılığı',
      description: 'Katalog, web sitesi ve pazaryerleri için profesyonel ürün çekimi.',
    },
    {
      name: 'Katalog Tasarımı',
      description: 'Basılı ve dijital ürün kataloglarının çok dilli tasarımı.',
    },
    {
      name: 'Tanıtım Filmi Çekimi',
      description: 'Firma ve ürün tanıtım filmlerinin senaryodan kurguya hazırlanması.',
    },
    {
      name: '360 Derece Ürün Görseli',
      description: 'Ürünlerin her açıdan incelenebildiği etkileşimli görseller.',
    },
    {
      name: 'Drone Çekimi',
      description: 'Tesis, liman ve üretim alanlarının havadan görüntülenmesi.',
    },
    {
      name: 'Fabrika ve Tesis Çekimi',
      description: 'Üretim kapasitesini alıcılara gösteren fotoğraf ve video çekimi.',
    },
  ],
  danismanlik: [
    {
      name: 'İhracat Danışmanlığı',
      description: 'İlk ihracattan yeni pazarlara açılmaya kadar uçtan uca danışmanlık.',
    },
    {
      name: 'Devlet Destekleri Danışmanlığı',
      description: 'İhracata yönelik devlet desteklerine başvuru ve hak ediş süreçlerinin yönetimi.',
    },
    {
      name: 'Dış Ticaret Eğitimi',
      description: 'Ekiplere teslim şekilleri, ödeme yöntemleri ve mevzuat eğitimi.',
    },
    {
      name: 'Kurumsal Yapılanma ve Süreç Danışmanlığı',
      description: 'İhracat departmanının kurulması ve süreçlerin tanımlanması.',
    },
    {
      name: 'Sürdürülebilirlik ve Yeşil Mutabakat Uyumu',
      description: 'Karbon ayak izi hesaplama ve SKDM raporlamasına hazırlık.',
    },
    {
      name: 'İhracat Yol Haritası Hazırlama',
      description: 'Firmaya özel, hedefleri ve bütçesi belli ihracat planı.',
    },
  ],
  hukuk: [
    {
      name: 'Uluslararası Ticaret Sözleşmeleri',
      description: 'Satış, tedarik ve hizmet sözleşmelerinin hazırlanması ve incelenmesi.',
    },
    {
      name: 'Distribütörlük ve Acentelik Sözleşmeleri',
      description: 'Yurt dışı temsilcilik ilişkilerinin hukuki çerçevesinin kurulması.',
    },
    {
      name: 'Tahkim ve Uyuşmazlık Çözümü',
      description: 'Uluslararası ticari uyuşmazlıklarda tahkim ve arabuluculuk desteği.',
    },
    {
      name: 'KVKK ve GDPR Uyumu',
      description: 'Kişisel veri işleme süreçlerinin Türk ve Avrupa mevzuatına uyarlanması.',
    },
    {
      name: 'Alacak Takibi ve Tahsilat',
      description: 'Yurt dışındaki alıcılardan alacakların hukuki yollarla tahsili.',
    },
    {
      name: 'Şirket Kuruluşu (Yurt Dışı)',
      description: 'Hedef ülkede şube veya şirket kuruluşu için hukuki süreç yönetimi.',
    },
  ],
  finans: [
    {
      name: 'İhracat Kredileri Danışmanlığı',
      description: 'Sevk öncesi ve sevk sonrası ihracat kredilerine erişim desteği.',
    },
    {
      name: 'Akreditif İşlemleri',
      description: 'Akreditif şartlarının incelenmesi ve belge hazırlığı.',
    },
    {
      name: 'Kur Riski Yönetimi',
      description: 'Forward ve opsiyon gibi araçlarla döviz riskinin yönetilmesi.',
    },
    {
      name: 'İhracat Kredi Sigortası',
      description: 'Alıcı riskine karşı alacak sigortası poliçelerinin kurgulanması.',
    },
    {
      name: 'Faktoring',
      description: 'Vadeli ihracat alacaklarının finansmanı ve tahsilatı.',
    },
    {
      name: 'Mali Müşavirlik ve KDV İadesi',
      description: 'İhracat kaynaklı KDV iadesi başvuruları ve mali müşavirlik hizmetleri.',
    },
  ],
  marka: [
    {
      name: 'Yurt İçi Marka Tescili',
      description: 'Marka araştırması, başvuru ve tescil sürecinin takibi.',
    },
    {
      name: 'Uluslararası Marka Tescili (Madrid Protokolü)',
      description: 'Tek başvuruyla birden çok ülkede marka koruması.',
    },
    {
      name: 'Patent Başvurusu',
      description: 'Buluşların yurt içi ve uluslararası patent başvurularının hazırlanması.',
    },
    {
      name: 'Endüstriyel Tasarım Tescili',
      description: 'Ürün tasarımlarının yurt içinde ve yurt dışında korunması.',
    },
    {
      name: 'Marka İzleme ve İtiraz',
      description: 'Benzer marka başvurularının izlenmesi ve itiraz süreçleri.',
    },
    {
      name: 'Coğrafi İşaret Başvurusu',
      description: 'Yöresel ürünler için coğrafi işaret tescili ve denetim yapısının kurulması.',
    },
  ],
  fuar: [
    {
      name: 'Yurt Dışı Fuar Organizasyonu',
      description: 'Uluslararası sektör fuarlarına katılımın baştan sona planlanması.',
    },
    {
      name: 'Stand Tasarımı ve Kurulumu',
      description: 'Marka kimliğine uygun stand tasarımı, üretimi ve kurulumu.',
    },
    {
      name: 'Fuar Katılım Danışmanlığı',
      description: 'Doğru fuarın seçimi, ziyaretçi hedefleri ve fuar sonrası takip planı.',
    },
    {
      name: 'B2B Görüşme Organizasyonu',
      description: 'Fuar sırasında ve öncesinde alıcılarla ikili görüşmelerin ayarlanması.',
    },
    {
      name: 'Ticaret Heyeti Organizasyonu',
      description: 'Hedef ülkelere alım ve satış heyetlerinin düzenlenmesi.',
    },
    {
      name: 'Sanal Fuar Katılımı',
      description: 'Çevrim içi fuarlar için dijital stand ve görüşme yönetimi.',
    },
  ],
  uretim: [
    {
      name: 'Fason Üretim',
      description: 'Müşteri tasarımına ve standartlarına göre sözleşmeli üretim.',
    },
    {
      name: 'Özel Etiket (Private Label) Üretim',
      description: 'Alıcının markasıyla ambalajlanmış ürün üretimi.',
    },
    {
      name: 'Numune ve Prototip Üretimi',
      description: 'Alıcı onayı için hızlı numune ve prototip hazırlanması.',
    },
    {
      name: 'Kalite Kontrol ve Denetim',
      description: 'Üretim ve sevkiyat öncesi bağımsız kalite kontrolleri.',
    },
    {
      name: 'CE İşareti Belgelendirme',
      description: 'Avrupa pazarı için ürün uygunluk değerlendirmesi ve teknik dosya.',
    },
    {
      name: 'ISO Belgelendirme Danışmanlığı',
      description: 'ISO 9001, 14001 ve 22000 gibi standartlara hazırlık.',
    },
  ],
  paketleme: [
    {
      name: 'İhracat Ambalajı Tasarımı',
      description: 'Hedef pazarın mevzuatına ve tüketicisine uygun ambalaj tasarımı.',
    },
    {
      name: 'Endüstriyel Ambalaj',
      description: 'Ağır ve hassas yükler için dayanıklı koruyucu ambalaj.',
    },
    {
      name: 'Sürdürülebilir Ambalaj Çözümleri',
      description: 'Geri dönüştürülebilir ve kompostlanabilir ambalaj seçenekleri.',
    },
    {
      name: 'Etiketleme ve Barkodlama',
      description: 'Çok dilli etiketler, GS1 barkodları ve zorunlu ibarelerin hazırlanması.',
    },
    {
      name: 'Palet ve Sandıklama (ISPM-15)',
      description: 'ISPM-15 standardına uygun ısıl işlemli palet ve sandık üretimi.',
    },
    {
      name: 'Ambalaj Testleri',
      description: 'Düşme, titreşim ve nem testleriyle sevkiyata dayanıklılığın ölçülmesi.',
    },
  ],
  odeme: [
    {
      name: 'Sanal POS Entegrasyonu',
      description: 'Yurt dışı kartlarını kabul eden sanal POS kurulumu.',
    },
    {
      name: 'Yurt Dışı Tahsilat Çözümleri',
      description: 'Uluslararası alıcılardan hızlı ve düşük maliyetli tahsilat.',
    },
    {
      name: 'Çoklu Para Birimi Hesapları',
      description: 'Döviz cinsinden tahsilat ve ödemeler için çoklu para birimi hesapları.',
    },
    {
      name: 'Ödeme Geçidi Kurulumu',
      description: 'E-ticaret siteleri için güvenli ödeme altyapısının kurulması.',
    },
    {
      name: 'Abonelik ve Tekrarlayan Ödemeler',
      description: 'Düzenli tahsilat gerektiren hizmetler için abonelik altyapısı.',
    },
    {
      name: 'Dolandırıcılık Önleme',
      description: 'Şüpheli işlemlerin tespiti ve ters ibraz süreçlerinin yönetimi.',
    },
  ],
  eticaret: [
    {
      name: 'E-İhracat Sitesi Kurulumu',
      description: 'Yurt dışına satış yapan, çok dilli ve çok para birimli e-ticaret sitesi.',
    },
    {
      name: 'Çok Dilli E-Ticaret Sitesi',
      description: 'Mevcut sitenin yeni dillere ve pazarlara uyarlanması.',
    },
    {
      name: 'E-Ticaret Operasyon Yönetimi',
      description: 'Sipariş, stok, iade ve müşteri hizmetleri süreçlerinin yönetimi.',
    },
    {
      name: 'Ürün Listeleme ve Katalog Yönetimi',
      description: 'Ürün bilgileri, görseller ve çevirilerin düzenli yönetimi.',
    },
    {
      name: 'Mikro İhracat (ETGB) Danışmanlığı',
      description: 'Elektronik ticaret gümrük beyannamesiyle küçük gönderilerin ihracatı.',
    },
    {
      name: 'E-Ticaret Performans Analizi',
      description: 'Dönüşüm, sepet ve kanal verileriyle satış performansının ölçülmesi.',
    },
  ],
  pazaryeri: [
    {
      name: 'Global Pazaryeri Hesap Açılışı',
      description: 'Uluslararası pazaryerlerinde satıcı hesabının açılması ve doğrulanması.',
    },
    {
      name: 'Uluslararası Pazaryeri Mağaza Yönetimi',
      description: 'Mağazanın günlük yönetimi, kampanyalar ve stok takibi.',
    },
    {
      name: 'Pazaryeri Reklam Yönetimi',
      description: 'Pazaryeri içi reklam kampanyalarının kurulması ve optimizasyonu.',
    },
    {
      name: 'Ürün Listeleme Optimizasyonu',
      description: 'Başlık, anahtar kelime ve görsellerle listelemelerin iyileştirilmesi.',
    },
    {
      name: 'Pazaryeri Lojistiği (Fulfillment)',
      description: 'Pazaryeri depolarına sevkiyat ve sipariş karşılama hizmetleri.',
    },
    {
      name: 'Mağaza Performans ve Yorum Yönetimi',
      description: 'Satıcı puanı, müşteri yorumları ve iade oranlarının takibi.',
    },
    {
      name: 'Pazaryeri Entegrasyonu',
      description: 'Stok ve siparişlerin birden çok pazaryeriyle otomatik eşitlenmesi.',
    },
  ],
  it: [
    {
      name: 'Web Sitesi Geliştirme',
      description: 'Kurumsal ve çok dilli web sitelerinin tasarımı ve geliştirilmesi.',
    },
    {
      name: 'ERP Entegrasyonu',
      description: 'Muhasebe, stok ve sipariş sistemlerinin birbirine bağlanması.',
    },
    {
      name: 'Siber Güvenlik',
      description: 'Güvenlik testleri, izleme ve olay müdahalesi hizmetleri.',
    },
    {
      name: 'Bulut Altyapı Hizmetleri',
      description: 'Uygulamaların bulutta güvenli ve ölçeklenebilir biçimde barındırılması.',
    },
    {
      name: 'Mobil Uygulama Geliştirme',
      description: 'Bayi, saha satış ve müşteri uygulamalarının geliştirilmesi.',
    },
    {
      name: 'Yazılım Lokalizasyonu',
      description: 'Yazılım ve uygulamaların yeni dillere ve bölgelere uyarlanması.',
    },
    {
      name: 'B2B Portal Geliştirme',
      description: 'Bayi ve toptan alıcılar için sipariş portalı geliştirme.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// E-mail templates
// ---------------------------------------------------------------------------------------------

/**
 * Placeholders the e-mail templates use: the spec's eight (§5) plus the links and details a mail
 * needs (`actionUrl` is the platform page the mail's button opens).
 */
export const EMAIL_PLACEHOLDERS = [
  ...SPEC_EMAIL_PLACEHOLDERS,
  'verifyLink',
  'unsubscribeLink',
  'actionUrl',
  'reviewNotes',
  'projectTitle',
  'amount',
  'date',
  'time',
  'senderName',
  'message',
  // Issue 21, verification mails: the registry document's kind (and title), in the recipient's language.
  'documentName',
  // Issue 22, profile_incomplete: how complete the partner's profile is, a whole percentage.
  'percent',
  // Issue 22, weekly_summary (decision 041): the week reported ("5–11 Ocak 2026"), the sections the
  // server builds (a block placeholder), and the e-mail preferences page of preference mails.
  'weekLabel',
  'digestSections',
  'preferencesLink',
  // Issue 22, system_maintenance: the window's end day and time (`date` and `time` are its start).
  'endDate',
  'endTime',
] as const;

/** Spec §5 notification placeholders, plus `senderName` (a message can come from either side). */
export const NOTIFICATION_PLACEHOLDERS = [
  ...SPEC_NOTIFICATION_PLACEHOLDERS,
  'senderName',
  // Issue 21, verification notifications: the registry document and its expiry day.
  'documentName',
  'date',
  // Issue 22, the daily profile_viewed summary: the day's view count.
  'count',
] as const;

/** Spec §5 SMS placeholders. */
export const SMS_PLACEHOLDERS = SPEC_SMS_PLACEHOLDERS;

/** An e-mail template row as seeded: one per (type, language). */
export interface EmailTemplateSeed {
  type: EmailTemplateType;
  language: Language;
  name: string;
  description: string;
  subject: string;
  htmlContent: string;
}

interface EmailCopy {
  name: string;
  description: string;
  subject: string;
  heading: string;
  /** Paragraphs; may hold inline HTML (strong, a) and placeholders. */
  paragraphs: readonly string[];
  /**
   * A block placeholder (`HTML_BLOCK_PLACEHOLDERS`: HTML the sender builds, e.g. the digest's sections),
   * placed in a `<div>` of its own under the paragraphs: a block cannot stand inside a `<p>`.
   */
  block?: string;
  /** Label/value rows shown as a small table under the paragraphs. */
  details?: readonly (readonly [string, string])[];
  button?: { label: string; href: string };
  /** Small print under the button, e.g. a link to paste when the button does not work. */
  note?: string;
}

interface EmailSpec {
  /** Marketing mails carry the one-click unsubscribe link (PRODUCT-DECISIONS 20). */
  marketing?: boolean;
  tr: EmailCopy;
  en: EmailCopy;
}

const BRAND: Record<Language, string> = {
  tr: 'İhracat Partner Platformu',
  en: 'Export Partner Platform',
};

const FOOTER: Record<Language, { text: string; unsubscribe: string }> = {
  tr: {
    text: 'Bu e-posta İhracat Partner Platformu tarafından gönderilmiştir. Sorularınız için bu e-postayı yanıtlayabilirsiniz.',
    unsubscribe:
      'Bu e-postaları almak istemiyorsanız <a href="{{unsubscribeLink}}" style="color:#1e3a8a;text-decoration:underline;">abonelikten çıkabilirsiniz</a>.',
  },
  en: {
    text: 'This e-mail was sent by Export Partner Platform. You can reply to this e-mail with any questions.',
    unsubscribe:
      'If you no longer wish to receive these e-mails, you can <a href="{{unsubscribeLink}}" style="color:#1e3a8a;text-decoration:underline;">unsubscribe</a>.',
  },
};

/** Wraps a template's copy in the platform's one mail layout (`lib/mail-layout.ts`). */
function renderEmail(language: Language, copy: EmailCopy, marketing: boolean): string {
  return mailLayout({
    brand: BRAND[language],
    heading: copy.heading,
    paragraphs: copy.paragraphs,
    block: copy.block,
    details: copy.details,
    button: copy.button,
    notes: copy.note ? [copy.note] : [],
    footer: FOOTER[language].text + (marketing ? `<br>${FOOTER[language].unsubscribe}` : ''),
  });
}

const EMAIL_COPY: Record<EmailTemplateType, EmailSpec> = {
  partner_welcome: {
    tr: {
      name: 'Partner Hoş Geldiniz',
      description: 'Partner profili yayına alındığında partnere gönderilir.',
      subject: "İhracat Partner Platformu'na hoş geldiniz, {{partnerName}}",
      heading: 'Aramıza hoş geldiniz!',
      paragraphs: [
        'Merhaba {{partnerName}},',
        "<strong>{{partnerCompany}}</strong> profili artık İhracat Partner Platformu'nda yayında. İhracatçı firmalar sizi kategori ve hizmet aramalarında bulabilir, teklif isteyebilir ve size mesaj gönderebilir.",
        'İlk adımlarınız:',
        '<strong>1. Profilinizi tamamlayın:</strong> logo, kapak görseli, tanıtım metni ve DİP üyelerine özel avantajlarınız.<br><strong>2. Hizmetlerinizi ekleyin:</strong> ihracatçılar sizi hizmet aramalarında bulur.<br><strong>3. Talepleri yanıtlayın:</strong> teklif taleplerine hızlı yanıt veren partnerler daha çok iş alır.',
      ],
      button: { label: 'Partner Paneline Git', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Partner Welcome',
      description: 'Sent to a partner when the partner profile goes live.',
      subject: 'Welcome to Export Partner Platform, {{partnerName}}',
      heading: 'Welcome aboard!',
      paragraphs: [
        'Hello {{partnerName}},',
        'The <strong>{{partnerCompany}}</strong> profile is now live on Export Partner Platform. Exporters can find you in category and service searches, request quotes and send you messages.',
        'Your first steps:',
        '<strong>1. Complete your profile:</strong> logo, cover image, description and your advantages for DİP members.<br><strong>2. Add your services:</strong> exporters find you in service searches.<br><strong>3. Answer requests:</strong> partners who answer quote requests quickly win more work.',
      ],
      button: { label: 'Go to Partner Dashboard', href: '{{actionUrl}}' },
    },
  },
  quote_received: {
    tr: {
      name: 'Yeni Teklif Talebi',
      description: 'Bir firma teklif istediğinde partnere gönderilir.',
      subject: 'Yeni teklif talebi: {{companyName}}',
      heading: 'Yeni bir teklif talebiniz var',
      paragraphs: [
        'Merhaba {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}) firmanızdan teklif talep etti. Talebin ayrıntıları:',
      ],
      details: [
        ['Hizmet', '{{serviceNeeded}}'],
        ['Bütçe', '{{budget}}'],
      ],
      button: { label: 'Talebi Görüntüle', href: '{{actionUrl}}' },
      note: 'Hızlı yanıt veren partnerler daha fazla iş alır. Talebi partner panelinizden yanıtlayabilirsiniz.',
    },
    en: {
      name: 'New Quote Request',
      description: 'Sent to a partner when a company requests a quote.',
      subject: 'New quote request: {{companyName}}',
      heading: 'You have a new quote request',
      paragraphs: [
        'Hello {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}) has requested a quote from you. Request details:',
      ],
      details: [
        ['Service', '{{serviceNeeded}}'],
        ['Budget', '{{budget}}'],
      ],
      button: { label: 'View Request', href: '{{actionUrl}}' },
      note: 'Partners who reply quickly win more work. You can answer the request from your partner dashboard.',
    },
  },
  quote_approved: {
    tr: {
      name: 'Teklif Kabul Edildi',
      description: 'Firma, partnerin teklifini kabul ettiğinde partnere gönderilir.',
      subject: 'Teklifiniz kabul edildi: {{companyName}}',
      heading: 'Tebrikler, teklifiniz kabul edildi',
      paragraphs: [
        'Merhaba {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}), <strong>{{serviceNeeded}}</strong> için gönderdiğiniz teklifi kabul etti.',
        'İşin ayrıntılarını netleştirmek için müşterinizle platform üzerinden iletişime geçebilirsiniz.',
      ],
      button: { label: 'Teklifi Görüntüle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Quote Accepted',
      description: "Sent to a partner when the company accepts the partner's quote.",
      subject: 'Your quote was accepted: {{companyName}}',
      heading: 'Congratulations, your quote was accepted',
      paragraphs: [
        'Hello {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}) has accepted your quote for <strong>{{serviceNeeded}}</strong>.',
        'You can contact your customer through the platform to agree on the details of the work.',
      ],
      button: { label: 'View Quote', href: '{{actionUrl}}' },
    },
  },
  quote_rejected: {
    tr: {
      name: 'Teklif Reddedildi',
      description: 'Firma, partnerin teklifini kabul etmediğinde partnere gönderilir.',
      subject: 'Teklifiniz hakkında: {{companyName}}',
      heading: 'Teklifiniz bu kez kabul edilmedi',
      paragraphs: [
        'Merhaba {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}), <strong>{{serviceNeeded}}</strong> için gönderdiğiniz teklifle bu kez ilerlememeye karar verdi.',
        'Profilinizi ve hizmetlerinizi güncel tutmak, yeni taleplerde öne çıkmanıza yardımcı olur.',
      ],
      button: { label: 'Partner Paneline Git', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Quote Declined',
      description: "Sent to a partner when the company declines the partner's quote.",
      subject: 'About your quote: {{companyName}}',
      heading: 'Your quote was not accepted this time',
      paragraphs: [
        'Hello {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}) has decided not to go ahead with your quote for <strong>{{serviceNeeded}}</strong> this time.',
        'Keeping your profile and services up to date helps you stand out in new requests.',
      ],
      button: { label: 'Go to Partner Dashboard', href: '{{actionUrl}}' },
    },
  },
  quote_response_received: {
    tr: {
      name: 'Teklif Yanıtı Geldi',
      description: 'Partner, teklif talebine fiyatlı bir teklifle yanıt verdiğinde talep sahibine gönderilir.',
      subject: '{{partnerName}} talebinize teklif gönderdi',
      heading: 'Talebinize bir teklif geldi',
      paragraphs: [
        'Merhaba {{customerName}},',
        '<strong>{{partnerName}}</strong>, <strong>{{serviceNeeded}}</strong> talebiniz için bir teklif gönderdi.',
      ],
      details: [
        ['Teklif', '{{projectTitle}}'],
        ['Toplam (KDV dahil)', '{{amount}}'],
        ['Geçerlilik', '{{date}}'],
      ],
      button: { label: 'Teklifleri Karşılaştır', href: '{{actionUrl}}' },
      note: 'Teklifleri Hizmet Taleplerim sayfasında yan yana karşılaştırabilir, kabul edebilir veya reddedebilirsiniz.',
    },
    en: {
      name: 'Quote Received',
      description: 'Sent to the requester when a partner answers the quote request with a priced quote.',
      subject: '{{partnerName}} answered your quote request',
      heading: 'A quote has arrived for your request',
      paragraphs: [
        'Hello {{customerName}},',
        '<strong>{{partnerName}}</strong> has sent a quote for your request <strong>{{serviceNeeded}}</strong>.',
      ],
      details: [
        ['Quote', '{{projectTitle}}'],
        ['Total (VAT included)', '{{amount}}'],
        ['Valid until', '{{date}}'],
      ],
      button: { label: 'Compare Quotes', href: '{{actionUrl}}' },
      note: 'On the My Service Requests page you can compare quotes side by side, accept or decline them.',
    },
  },
  partner_claim: {
    tr: {
      name: 'Firma Sayfanızı Sahiplenin',
      description:
        'Hesabı olmayan bir firmaya teklif talebi geldiğinde firmanın e-posta adresine gönderilir: talep ve firma sayfasını sahiplenme bağlantısı.',
      subject: 'Yeni teklif talebi: {{companyName}} firmanızdan teklif istiyor',
      heading: 'Firmanıza bir teklif talebi geldi',
      paragraphs: [
        'Merhaba {{partnerName}},',
        "<strong>{{customerName}}</strong> ({{companyName}}), İhracat Partner Platformu'ndaki firma sayfanız üzerinden sizden teklif istedi.",
        'Firma sayfanız platformda listeleniyor ancak henüz bir hesaba bağlı değil. Aşağıdaki bağlantıyla sayfayı sahiplenebilir, talebi görüp doğrudan yanıtlayabilirsiniz. Mevcut hesabınızla giriş yapabilir ya da birkaç dakikada yeni bir hesap açabilirsiniz; ücret alınmaz.',
      ],
      details: [
        ['Hizmet', '{{serviceNeeded}}'],
        ['Bütçe', '{{budget}}'],
        ['Bağlantının son geçerlilik tarihi', '{{date}}'],
      ],
      button: { label: 'Sayfayı Sahiplen ve Talebi Yanıtla', href: '{{actionUrl}}' },
      note: 'Bağlantı yalnızca bir kez kullanılabilir. Bu firmayla ilginiz yoksa bu e-postayı dikkate almayın; sayfa üzerinde hiçbir değişiklik yapılmaz.',
    },
    en: {
      name: 'Claim Your Company Page',
      description:
        "Sent to a company's e-mail address when a quote request reaches a company without an account: the request and a link to claim the company page.",
      subject: 'New quote request: {{companyName}} would like a quote from you',
      heading: 'Your company has received a quote request',
      paragraphs: [
        'Hello {{partnerName}},',
        '<strong>{{customerName}}</strong> ({{companyName}}) asked you for a quote through your company page on Export Partner Platform.',
        'Your company page is listed on the platform but is not linked to an account yet. With the link below you can claim the page, see the request and answer it directly. Sign in with an existing account or create one in a few minutes; it is free of charge.',
      ],
      details: [
        ['Service', '{{serviceNeeded}}'],
        ['Budget', '{{budget}}'],
        ['Link valid until', '{{date}}'],
      ],
      button: { label: 'Claim the Page and Answer', href: '{{actionUrl}}' },
      note: 'The link can be used once. If you have nothing to do with this company, please ignore this e-mail; nothing changes on the page.',
    },
  },
  partner_claim_invite: {
    tr: {
      name: 'Firma Sayfası Daveti',
      description:
        'Yönetici, hesabı olmayan bir firmaya sayfasını sahiplenme bağlantısı gönderdiğinde firmanın e-posta adresine gönderilir.',
      subject: '{{partnerName}} firma sayfanızı sahiplenin',
      heading: "Firmanız İhracat Partner Platformu'nda listeleniyor",
      paragraphs: [
        'Merhaba {{partnerName}},',
        'İhracatçı firmalar, hizmet verdiğiniz alanda iş ortağı ararken <strong>{{partnerName}}</strong> sayfasını görebiliyor. Sayfa henüz bir hesaba bağlı olmadığı için gelen teklif taleplerini panelden yanıtlayamıyor ve firma bilgilerinizi güncelleyemiyorsunuz.',
        'Aşağıdaki bağlantıyla sayfayı sahiplenebilirsiniz: mevcut hesabınızla giriş yapın ya da birkaç dakikada yeni bir hesap açın; ücret alınmaz. Firmanızı bekleyen teklif talepleri, sahiplendikten sonra partner panelinizde yanıtlanmayı bekler.',
      ],
      details: [['Bağlantının son geçerlilik tarihi', '{{date}}']],
      button: { label: 'Firma Sayfasını Sahiplen', href: '{{actionUrl}}' },
      note: 'Bağlantı yalnızca bir kez kullanılabilir. Bu firmayla ilginiz yoksa bu e-postayı dikkate almayın; sayfa üzerinde hiçbir değişiklik yapılmaz.',
    },
    en: {
      name: 'Company Page Invitation',
      description:
        "Sent to a company's e-mail address when an admin sends a company without an account the link to claim its page.",
      subject: 'Claim the {{partnerName}} company page',
      heading: 'Your company is listed on Export Partner Platform',
      paragraphs: [
        'Hello {{partnerName}},',
        'Exporters looking for a partner in your field can see the <strong>{{partnerName}}</strong> page. As the page is not linked to an account yet, you cannot answer quote requests from a dashboard or update your company details.',
        'You can claim the page with the link below: sign in with an existing account or create one in a few minutes; it is free of charge. Any quote requests waiting for your company are in your partner dashboard once you have claimed it.',
      ],
      details: [['Link valid until', '{{date}}']],
      button: { label: 'Claim the Company Page', href: '{{actionUrl}}' },
      note: 'The link can be used once. If you have nothing to do with this company, please ignore this e-mail; nothing changes on the page.',
    },
  },
  password_reset: {
    tr: {
      name: 'Şifre Sıfırlama',
      description: 'Kullanıcı şifre sıfırlama istediğinde gönderilir.',
      subject: 'Şifre sıfırlama talebiniz',
      heading: 'Şifrenizi sıfırlayın',
      paragraphs: [
        'Merhaba {{userName}},',
        'Hesabınız için bir şifre sıfırlama talebi aldık. Yeni şifrenizi belirlemek için aşağıdaki düğmeye tıklayın. Bağlantı güvenliğiniz için kısa bir süre geçerlidir.',
      ],
      button: { label: 'Şifremi Sıfırla', href: '{{resetLink}}' },
      note: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın: <a href="{{resetLink}}" style="color:#1e3a8a;">{{resetLink}}</a><br>Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.',
    },
    en: {
      name: 'Password Reset',
      description: 'Sent when a user asks to reset the password.',
      subject: 'Your password reset request',
      heading: 'Reset your password',
      paragraphs: [
        'Hello {{userName}},',
        'We received a request to reset the password of your account. Click the button below to choose a new password. For your security the link is valid for a short time only.',
      ],
      button: { label: 'Reset My Password', href: '{{resetLink}}' },
      note: 'If the button does not work, paste this link into your browser: <a href="{{resetLink}}" style="color:#1e3a8a;">{{resetLink}}</a><br>If you did not make this request, ignore this e-mail; your password will not change.',
    },
  },
  email_verification: {
    tr: {
      name: 'E-posta Doğrulama',
      description: 'Kayıttan sonra e-posta adresini doğrulamak için gönderilir.',
      subject: 'E-posta adresinizi doğrulayın',
      heading: 'Son bir adım kaldı',
      paragraphs: [
        'Merhaba {{userName}},',
        "İhracat Partner Platformu'na kaydolduğunuz için teşekkür ederiz. Hesabınızı etkinleştirmek için e-posta adresinizi doğrulayın.",
      ],
      button: { label: 'E-postamı Doğrula', href: '{{verifyLink}}' },
      note: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın: <a href="{{verifyLink}}" style="color:#1e3a8a;">{{verifyLink}}</a><br>Bu hesabı siz oluşturmadıysanız bu e-postayı dikkate almayın.',
    },
    en: {
      name: 'E-mail Verification',
      description: 'Sent after sign-up to verify the e-mail address.',
      subject: 'Verify your e-mail address',
      heading: 'One last step',
      paragraphs: [
        'Hello {{userName}},',
        'Thank you for signing up to Export Partner Platform. Verify your e-mail address to activate your account.',
      ],
      button: { label: 'Verify My E-mail', href: '{{verifyLink}}' },
      note: 'If the button does not work, paste this link into your browser: <a href="{{verifyLink}}" style="color:#1e3a8a;">{{verifyLink}}</a><br>If you did not create this account, ignore this e-mail.',
    },
  },
  payment_confirmation: {
    tr: {
      name: 'Ödeme Onayı',
      description: 'Bir ödeme alındığında ödemeyi yapan kullanıcıya gönderilir.',
      subject: 'Ödemeniz alındı',
      heading: 'Ödemeniz için teşekkür ederiz',
      paragraphs: ['Merhaba {{userName}},', 'Ödemeniz başarıyla alındı. Ödeme ayrıntıları:'],
      details: [
        ['Hizmet sağlayıcı', '{{partnerCompany}}'],
        ['Proje', '{{projectTitle}}'],
        ['Tutar', '{{amount}}'],
        ['Tarih', '{{date}}'],
      ],
      button: { label: 'Ödemelerimi Görüntüle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Payment Confirmation',
      description: 'Sent to the paying user when a payment is received.',
      subject: 'Your payment has been received',
      heading: 'Thank you for your payment',
      paragraphs: ['Hello {{userName}},', 'Your payment has been received. Payment details:'],
      details: [
        ['Service provider', '{{partnerCompany}}'],
        ['Project', '{{projectTitle}}'],
        ['Amount', '{{amount}}'],
        ['Date', '{{date}}'],
      ],
      button: { label: 'View My Payments', href: '{{actionUrl}}' },
    },
  },
  project_reminder: {
    tr: {
      name: 'Proje Hatırlatması',
      description: 'Yaklaşan bir proje tarihi için hatırlatma.',
      subject: 'Hatırlatma: {{projectTitle}}',
      heading: 'Projeniz için hatırlatma',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> ile yürüttüğünüz <strong>{{projectTitle}}</strong> projesinde {{date}} tarihli bir adım yaklaşıyor.',
        'Gerekli bilgi ve belgeleri zamanında paylaşmanız, projenin planlandığı gibi ilerlemesini sağlar.',
      ],
      button: { label: 'Projeyi Görüntüle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Project Reminder',
      description: 'A reminder about an upcoming project date.',
      subject: 'Reminder: {{projectTitle}}',
      heading: 'A reminder about your project',
      paragraphs: [
        'Hello {{userName}},',
        'A step dated {{date}} is coming up in your <strong>{{projectTitle}}</strong> project with <strong>{{partnerCompany}}</strong>.',
        'Sharing the information and documents needed on time keeps the project on schedule.',
      ],
      button: { label: 'View Project', href: '{{actionUrl}}' },
    },
  },
  partner_application_received: {
    tr: {
      name: 'Partner Başvurusu Alındı',
      description: 'Partner başvurusu gönderildiğinde başvurana gönderilir.',
      subject: 'Partner başvurunuz alındı',
      heading: 'Başvurunuz için teşekkürler',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{companyName}}</strong> için partner başvurunuzu aldık. Ekibimiz başvurunuzu inceleyip en kısa sürede size dönüş yapacak.',
        'Başvurunuzun durumunu aşağıdaki bağlantıdan dilediğiniz zaman takip edebilirsiniz.',
      ],
      button: { label: 'Başvuru Durumunu Gör', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Partner Application Received',
      description: 'Sent to the applicant when a partner application is submitted.',
      subject: 'We have received your partner application',
      heading: 'Thank you for applying',
      paragraphs: [
        'Hello {{userName}},',
        'We have received your partner application for <strong>{{companyName}}</strong>. Our team will review it and get back to you as soon as possible.',
        'You can follow the status of your application at any time with the link below.',
      ],
      button: { label: 'View Application Status', href: '{{actionUrl}}' },
    },
  },
  partner_application_approved: {
    tr: {
      name: 'Partner Başvurusu Onaylandı',
      description: 'Partner başvurusu onaylandığında başvurana gönderilir.',
      subject: 'Partner başvurunuz onaylandı',
      heading: 'Tebrikler, artık partnerimizsiniz!',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{companyName}}</strong> için yaptığınız partner başvurusu onaylandı. Partner profiliniz oluşturuldu ve katalogda yayında.',
        'Hesap menüsünden partner hesabınıza geçerek profilinizi düzenleyebilir ve teklif taleplerini yanıtlayabilirsiniz.',
      ],
      button: { label: 'Partner Paneline Git', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Partner Application Approved',
      description: 'Sent to the applicant when the partner application is approved.',
      subject: 'Your partner application has been approved',
      heading: 'Congratulations, you are now a partner!',
      paragraphs: [
        'Hello {{userName}},',
        'Your partner application for <strong>{{companyName}}</strong> has been approved. Your partner profile has been created and is live in the catalogue.',
        'Switch to your partner account from the account menu to edit your profile and answer quote requests.',
      ],
      button: { label: 'Go to Partner Dashboard', href: '{{actionUrl}}' },
    },
  },
  partner_application_rejected: {
    tr: {
      name: 'Partner Başvurusu Reddedildi',
      description: 'Partner başvurusu reddedildiğinde değerlendirme notuyla başvurana gönderilir.',
      subject: 'Partner başvurunuz hakkında',
      heading: 'Başvurunuz değerlendirildi',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{companyName}}</strong> için yaptığınız partner başvurusunu dikkatle inceledik; ancak bu aşamada olumlu sonuçlandıramadık.',
        'Değerlendirme notumuz: {{reviewNotes}}',
        'Eksikleri tamamladıktan sonra yeniden başvurabilirsiniz.',
      ],
      button: { label: 'Başvuru Durumunu Gör', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Partner Application Rejected',
      description: 'Sent to the applicant with the review notes when the partner application is rejected.',
      subject: 'About your partner application',
      heading: 'Your application has been reviewed',
      paragraphs: [
        'Hello {{userName}},',
        'We have carefully reviewed your partner application for <strong>{{companyName}}</strong>, but we cannot approve it at this stage.',
        'Our review notes: {{reviewNotes}}',
        'You are welcome to apply again once the points above are addressed.',
      ],
      button: { label: 'View Application Status', href: '{{actionUrl}}' },
    },
  },
  newsletter_welcome: {
    marketing: true,
    tr: {
      name: 'Bülten Hoş Geldiniz',
      description: 'E-bülten aboneliği istendiğinde gönderilir; onay bağlantısını içerir (çift onay).',
      subject: 'E-bültenimize hoş geldiniz: aboneliğinizi onaylayın',
      heading: 'Aboneliğinizi onaylayın',
      paragraphs: [
        'Merhaba,',
        'İhracat Partner Platformu e-bültenine abone olmak istediğiniz için teşekkür ederiz. Her ay yeni partnerleri, ihracat desteklerini, fuar takvimini ve dijital ihracat ipuçlarını gelen kutunuza göndereceğiz.',
        'Aboneliğinizi başlatmak için aşağıdaki düğmeye tıklayın. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
      ],
      button: { label: 'Aboneliği Onayla', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Newsletter Welcome',
      description: 'Sent when a newsletter subscription is requested; carries the confirmation link (double opt-in).',
      subject: 'Welcome to our newsletter: please confirm your subscription',
      heading: 'Confirm your subscription',
      paragraphs: [
        'Hello,',
        'Thank you for subscribing to the Export Partner Platform newsletter. Every month we will send you new partners, export incentives, the trade fair calendar and digital export tips.',
        'Click the button below to start your subscription. If you did not ask for this, you can ignore this e-mail.',
      ],
      button: { label: 'Confirm Subscription', href: '{{actionUrl}}' },
    },
  },
  newsletter_monthly: {
    marketing: true,
    tr: {
      name: 'Aylık Bülten',
      description: 'Abonelere gönderilen aylık e-bülten.',
      subject: 'Aylık İhracat Bülteni',
      heading: 'Bu ay dijital ihracatta neler var?',
      paragraphs: [
        'Merhaba,',
        'Bu ay platformumuza yeni hizmet partnerleri katıldı; gümrükten lojistiğe, pazar analizinden e-ticarete birçok kategoride DİP üyelerine özel avantajlar sizi bekliyor.',
        'Yaklaşan sektör fuarlarını, güncel ihracat desteklerini ve başarılı ihracat hikâyelerini sitemizde bulabilirsiniz.',
      ],
      button: { label: 'Bülteni Sitede Okuyun', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Monthly Newsletter',
      description: 'The monthly newsletter sent to subscribers.',
      subject: 'Monthly Export Newsletter',
      heading: 'What is new in digital export this month?',
      paragraphs: [
        'Hello,',
        'New service partners joined the platform this month; advantages for DİP members await you in many categories, from customs and logistics to market research and e-commerce.',
        'Find upcoming trade fairs, current export incentives and export success stories on our site.',
      ],
      button: { label: 'Read on the Website', href: '{{actionUrl}}' },
    },
  },
  project_started: {
    tr: {
      name: 'Proje Başladı',
      description: 'Bir proje başladığında tarafları bilgilendirir.',
      subject: 'Projeniz başladı: {{projectTitle}}',
      heading: 'Projeniz başladı',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> ile <strong>{{projectTitle}}</strong> projeniz {{date}} itibarıyla başladı.',
        'Proje süresince tüm yazışmalarınızı ve dosyalarınızı platform üzerinden paylaşabilirsiniz.',
      ],
      button: { label: 'Projeyi Görüntüle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Project Started',
      description: 'Informs both sides when a project starts.',
      subject: 'Your project has started: {{projectTitle}}',
      heading: 'Your project has started',
      paragraphs: [
        'Hello {{userName}},',
        'Your <strong>{{projectTitle}}</strong> project with <strong>{{partnerCompany}}</strong> started on {{date}}.',
        'You can share all messages and files for the project through the platform.',
      ],
      button: { label: 'View Project', href: '{{actionUrl}}' },
    },
  },
  project_completed: {
    tr: {
      name: 'Proje Tamamlandı',
      description: 'Bir proje tamamlandığında gönderilir.',
      subject: 'Projeniz tamamlandı: {{projectTitle}}',
      heading: 'Projeniz başarıyla tamamlandı',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> ile yürüttüğünüz <strong>{{projectTitle}}</strong> projesi tamamlandı.',
        'Deneyiminizi değerlendirmeniz, diğer ihracatçıların doğru partneri seçmesine yardımcı olur.',
      ],
      button: { label: 'Değerlendirme Yap', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Project Completed',
      description: 'Sent when a project is completed.',
      subject: 'Your project is complete: {{projectTitle}}',
      heading: 'Your project has been completed',
      paragraphs: [
        'Hello {{userName}},',
        'Your <strong>{{projectTitle}}</strong> project with <strong>{{partnerCompany}}</strong> has been completed.',
        'Rating your experience helps other exporters choose the right partner.',
      ],
      button: { label: 'Leave a Review', href: '{{actionUrl}}' },
    },
  },
  project_cancelled: {
    tr: {
      name: 'Proje İptal Edildi',
      description: 'Bir proje iptal edildiğinde gönderilir.',
      subject: 'Proje iptal edildi: {{projectTitle}}',
      heading: 'Projeniz iptal edildi',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> ile <strong>{{projectTitle}}</strong> projesi iptal edildi.',
        'Bir yanlışlık olduğunu düşünüyorsanız veya yeni bir partnerle devam etmek istiyorsanız bize yazabilirsiniz.',
      ],
      button: { label: 'Partnerleri Keşfedin', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Project Cancelled',
      description: 'Sent when a project is cancelled.',
      subject: 'Project cancelled: {{projectTitle}}',
      heading: 'Your project has been cancelled',
      paragraphs: [
        'Hello {{userName}},',
        'The <strong>{{projectTitle}}</strong> project with <strong>{{partnerCompany}}</strong> has been cancelled.',
        'If you think this is a mistake, or you would like to continue with another partner, just write to us.',
      ],
      button: { label: 'Discover Partners', href: '{{actionUrl}}' },
    },
  },
  feedback_received: {
    tr: {
      name: 'Geri Bildirim Alındı',
      description: 'Kullanıcı geri bildirim gönderdiğinde teşekkür olarak gönderilir.',
      subject: 'Geri bildiriminiz için teşekkürler',
      heading: 'Geri bildiriminizi aldık',
      paragraphs: [
        'Merhaba {{userName}},',
        'Platformumuzu geliştirmemize yardımcı olduğunuz için teşekkür ederiz. Geri bildiriminiz ekibimize iletildi ve dikkatle değerlendirilecek.',
      ],
    },
    en: {
      name: 'Feedback Received',
      description: 'Sent as a thank-you when a user submits feedback.',
      subject: 'Thank you for your feedback',
      heading: 'We have received your feedback',
      paragraphs: [
        'Hello {{userName}},',
        'Thank you for helping us improve the platform. Your feedback has been passed to our team and will be considered carefully.',
      ],
    },
  },
  feedback_reminder: {
    tr: {
      name: 'Değerlendirme Hatırlatması',
      description: 'Tamamlanan bir işten sonra partneri değerlendirmeyi hatırlatır.',
      subject: '{{partnerCompany}} ile çalışmanızı değerlendirin',
      heading: 'Deneyiminizi paylaşır mısınız?',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> ile <strong>{{projectTitle}}</strong> kapsamında çalıştınız. Birkaç dakikanızı ayırarak deneyiminizi değerlendirir misiniz?',
      ],
      button: { label: 'Değerlendir', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Review Reminder',
      description: 'Reminds the user to review a partner after completed work.',
      subject: 'Rate your work with {{partnerCompany}}',
      heading: 'Would you share your experience?',
      paragraphs: [
        'Hello {{userName}},',
        'You worked with <strong>{{partnerCompany}}</strong> on <strong>{{projectTitle}}</strong>. Could you take a few minutes to rate your experience?',
      ],
      button: { label: 'Leave a Review', href: '{{actionUrl}}' },
    },
  },
  account_suspended: {
    tr: {
      name: 'Hesap Askıya Alındı',
      description: 'Bir hesap yönetici tarafından pasif duruma alındığında gönderilir.',
      subject: 'Hesabınız askıya alındı',
      heading: 'Hesabınız askıya alındı',
      paragraphs: [
        'Merhaba {{userName}},',
        'Hesabınız platform kullanım koşulları gereğince geçici olarak askıya alındı. Bu süre içinde oturum açamaz ve mesaj gönderemezsiniz.',
        'Bunun bir hata olduğunu düşünüyorsanız bu e-postayı yanıtlayarak bizimle iletişime geçebilirsiniz.',
      ],
    },
    en: {
      name: 'Account Suspended',
      description: 'Sent when an administrator deactivates an account.',
      subject: 'Your account has been suspended',
      heading: 'Your account has been suspended',
      paragraphs: [
        'Hello {{userName}},',
        "Your account has been temporarily suspended under the platform's terms of use. Until then you cannot sign in or send messages.",
        'If you think this is a mistake, reply to this e-mail to contact us.',
      ],
    },
  },
  account_reactivated: {
    tr: {
      name: 'Hesap Yeniden Etkinleştirildi',
      description: 'Askıya alınan bir hesap yeniden etkinleştirildiğinde gönderilir.',
      subject: 'Hesabınız yeniden etkin',
      heading: 'Tekrar hoş geldiniz',
      paragraphs: [
        'Merhaba {{userName}},',
        'Hesabınız yeniden etkinleştirildi. Platformun tüm özelliklerini yeniden kullanabilirsiniz.',
      ],
      button: { label: 'Giriş Yap', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Account Reactivated',
      description: 'Sent when a suspended account is reactivated.',
      subject: 'Your account is active again',
      heading: 'Welcome back',
      paragraphs: [
        'Hello {{userName}},',
        'Your account has been reactivated. You can use every feature of the platform again.',
      ],
      button: { label: 'Sign In', href: '{{actionUrl}}' },
    },
  },
  new_message: {
    tr: {
      name: 'Yeni Mesaj',
      description: 'Okunmamış yeni bir mesaj geldiğinde gönderilir.',
      subject: '{{senderName}} size mesaj gönderdi',
      heading: 'Yeni bir mesajınız var',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{senderName}}</strong> size yeni bir mesaj gönderdi:',
        '<em>“{{message}}”</em>',
      ],
      button: { label: 'Mesajı Yanıtla', href: '{{actionUrl}}' },
    },
    en: {
      name: 'New Message',
      description: 'Sent when a new unread message arrives.',
      subject: '{{senderName}} sent you a message',
      heading: 'You have a new message',
      paragraphs: [
        'Hello {{userName}},',
        '<strong>{{senderName}}</strong> sent you a new message:',
        '<em>“{{message}}”</em>',
      ],
      button: { label: 'Reply', href: '{{actionUrl}}' },
    },
  },
  profile_incomplete: {
    tr: {
      name: 'Eksik Profil Hatırlatması',
      description: 'Partner profili eksik olduğunda partnere gönderilir.',
      subject: 'Profilinizi tamamlayın, daha çok talep alın',
      heading: 'Profiliniz neredeyse hazır',
      paragraphs: [
        'Merhaba {{partnerName}},',
        '<strong>{{partnerCompany}}</strong> profilinizde bazı bilgiler eksik. Logo, kapak görseli, hizmet listesi ve DİP üyelerine özel avantajlarınızı ekleyerek ihracatçıların sizi daha kolay bulmasını sağlayabilirsiniz.',
      ],
      details: [['Profil doluluğu', '%{{percent}}']],
      button: { label: 'Profili Tamamla', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Incomplete Profile Reminder',
      description: 'Sent to a partner whose profile is incomplete.',
      subject: 'Complete your profile to get more requests',
      heading: 'Your profile is almost ready',
      paragraphs: [
        'Hello {{partnerName}},',
        'Some information is missing from the <strong>{{partnerCompany}}</strong> profile. Add your logo, cover image, services and advantages for DİP members so that exporters find you more easily.',
      ],
      details: [['Profile completeness', '{{percent}}%']],
      button: { label: 'Complete Profile', href: '{{actionUrl}}' },
    },
  },
  weekly_summary: {
    marketing: true,
    tr: {
      name: 'Haftalık Özet',
      description:
        'Pazartesi sabahları, haftalık özet tercihi açık olan ve geçen hafta kendisi için yeni bir şey olan kullanıcılara gönderilir: takip ettiği partnerlerin gönderileri ve kategorilerindeki yeni partnerler, hareket olan talepleri ve projeleri; partnerlere profil görüntülemeleri, yeni takipçiler ve gelen talepler. Bu bölümleri sunucu hazırlar.',
      subject: 'Haftalık özetiniz: {{weekLabel}}',
      heading: 'Geçen hafta sizin için neler oldu',
      paragraphs: ['Merhaba {{userName}},', '<strong>{{weekLabel}}</strong> haftasında sizi ilgilendiren gelişmeler:'],
      block: '{{digestSections}}',
      button: { label: 'Panelime Git', href: '{{actionUrl}}' },
      note: 'Bu özeti, <a href="{{preferencesLink}}" style="color:#1e3a8a;text-decoration:underline;">e-posta tercihlerinizde</a> haftalık özeti açtığınız için alıyorsunuz. Sizin için yeni bir şey olmayan haftalarda özet gönderilmez.',
    },
    en: {
      name: 'Weekly Summary',
      description:
        'Sent on Monday mornings to users whose weekly digest preference is on and who had news last week: posts of the partners they follow and new partners in those categories, requests and projects with news; for partners, profile views, new followers and requests received. The server prepares those sections.',
      subject: 'Your weekly summary: {{weekLabel}}',
      heading: 'What happened for you last week',
      paragraphs: ['Hello {{userName}},', 'Here is what concerned you in the week of <strong>{{weekLabel}}</strong>:'],
      block: '{{digestSections}}',
      button: { label: 'Go to My Dashboard', href: '{{actionUrl}}' },
      note: 'You receive this summary because you turned on the weekly digest in your <a href="{{preferencesLink}}" style="color:#1e3a8a;text-decoration:underline;">e-mail preferences</a>. No summary is sent in a week with nothing new for you.',
    },
  },
  system_maintenance: {
    tr: {
      name: 'Planlı Bakım Duyurusu',
      description:
        'Bir yönetici planlı bakım zamanladığında (ya da saatini değiştirdiğinde) platform güncellemelerini alan kullanıcılara gönderilir.',
      subject: 'Planlı bakım: {{date}} {{time}}',
      heading: 'Planlı bakım çalışması',
      paragraphs: [
        'Merhaba {{userName}},',
        'Platformda <strong>{{date}} {{time}}</strong> ile <strong>{{endDate}} {{endTime}}</strong> (Türkiye saati) arasında planlı bakım çalışması yapacağız.',
        '{{message}}',
        'Bakım süresince sayfaları görüntülemeye devam edebilirsiniz; ancak teklif talebi, mesaj ve profil değişikliği gibi kayıt işlemleri bakım bitene kadar yapılamaz.',
        'Anlayışınız için teşekkür ederiz.',
      ],
      details: [
        ['Başlangıç', '{{date}} {{time}}'],
        ['Bitiş', '{{endDate}} {{endTime}}'],
      ],
      button: { label: 'Sistem Durumunu Gör', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Planned Maintenance Notice',
      description: 'Sent to users who receive platform updates when an admin schedules (or moves) planned maintenance.',
      subject: 'Planned maintenance: {{date}} {{time}}',
      heading: 'Planned maintenance',
      paragraphs: [
        'Hello {{userName}},',
        'We will carry out planned maintenance on the platform from <strong>{{date}} {{time}}</strong> to <strong>{{endDate}} {{endTime}}</strong> (Turkey time).',
        '{{message}}',
        'You can keep browsing during the maintenance, but changes such as quote requests, messages and profile edits cannot be saved until it ends.',
        'Thank you for your understanding.',
      ],
      details: [
        ['Start', '{{date}} {{time}}'],
        ['End', '{{endDate}} {{endTime}}'],
      ],
      button: { label: 'View System Status', href: '{{actionUrl}}' },
    },
  },
  data_export_ready: {
    tr: {
      name: 'Veri Dışa Aktarımı Hazır',
      description: 'İstenen veri dışa aktarımı hazır olduğunda gönderilir.',
      subject: 'Verileriniz indirilmeye hazır',
      heading: 'Veri dışa aktarımınız hazır',
      paragraphs: [
        'Merhaba {{userName}},',
        'İstediğiniz veri dışa aktarımı hazırlandı. Dosyayı aşağıdaki bağlantıdan indirebilirsiniz. Bağlantı <strong>{{date}}</strong> tarihine kadar geçerlidir ve bağlantıya sahip olan herkes dosyayı indirebilir: lütfen kimseyle paylaşmayın. Süresi dolduktan sonra kullanıcı panelinizden yeni bir kopya isteyebilirsiniz.',
      ],
      button: { label: 'Verilerimi İndir', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Data Export Ready',
      description: 'Sent when a requested data export is ready.',
      subject: 'Your data is ready to download',
      heading: 'Your data export is ready',
      paragraphs: [
        'Hello {{userName}},',
        'The data export you requested is ready. Download the file with the link below. The link is valid until <strong>{{date}}</strong>, and anyone who has it can download the file: please do not share it. After that you can ask for a new copy in your user panel.',
      ],
      button: { label: 'Download My Data', href: '{{actionUrl}}' },
    },
  },
  security_alert: {
    tr: {
      name: 'Güvenlik Uyarısı',
      description: 'Hesapta güvenlikle ilgili önemli bir işlem olduğunda gönderilir.',
      subject: 'Hesabınızda güvenlik uyarısı',
      heading: 'Hesabınızda önemli bir işlem yapıldı',
      paragraphs: ['Merhaba {{userName}},', 'Hesabınızda {{date}} {{time}} tarihinde şu işlem gerçekleşti:'],
      details: [['İşlem', '{{message}}']],
      // The button opens the forgot-password form (/auth?view=forgot): a reset ends every session.
      button: { label: 'Siz değil misiniz? Şifrenizi sıfırlayın', href: '{{actionUrl}}' },
      note: 'Bu işlemi siz yaptıysanız başka bir şey yapmanıza gerek yok. Siz yapmadıysanız yukarıdaki düğmeyle şifrenizi hemen sıfırlayın: sıfırlama hesabınızdaki tüm oturumları kapatır.',
    },
    en: {
      name: 'Security Alert',
      description: 'Sent when an important security-related action happens on the account.',
      subject: 'Security alert on your account',
      heading: 'An important action was taken on your account',
      paragraphs: ['Hello {{userName}},', 'The following action was taken on your account on {{date}} at {{time}}:'],
      details: [['Action', '{{message}}']],
      button: { label: 'Not you? Reset your password', href: '{{actionUrl}}' },
      note: 'If this was you, there is nothing else to do. If it was not, reset your password right away with the button above: a reset signs out every session of your account.',
    },
  },
  registration_pending: {
    tr: {
      name: 'Bekleyen Kayıt',
      description:
        'Henüz doğrulanmamış bir hesabın adresiyle yeniden kayıt olunmak istendiğinde gönderilir; hesap değişmez, adresin sahibi bağlantıyla şifresini belirler.',
      subject: 'Kaydınız onay bekliyor',
      heading: 'Bu adresle açılmış bir kaydınız var',
      paragraphs: [
        'Merhaba {{userName}},',
        'Bu e-posta adresiyle yeniden kayıt olunmak istendi. Adresinize ait bir kayıt zaten var ve henüz doğrulanmadı; güvenliğiniz için bu yeni kayıtla hiçbir şey değiştirilmedi.',
        'Kaydı siz yaptıysanız aşağıdaki düğmeyle şifrenizi belirleyin: bu işlem e-posta adresinizi de doğrular. Bağlantı güvenliğiniz için kısa bir süre geçerlidir.',
      ],
      button: { label: 'Şifremi Belirle', href: '{{resetLink}}' },
      note: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın: <a href="{{resetLink}}" style="color:#1e3a8a;">{{resetLink}}</a><br>Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; bağlantıyı kullanmadığınız sürece hiçbir şey değişmez.',
    },
    en: {
      name: 'Pending Registration',
      description:
        'Sent when someone registers again with the address of an account that is not verified yet; the account does not change, and the owner of the address sets a password with the link.',
      subject: 'Your registration is waiting for confirmation',
      heading: 'You already have a registration with this address',
      paragraphs: [
        'Hello {{userName}},',
        'Someone tried to register again with this e-mail address. There is already a registration for your address that has not been verified yet; for your security, nothing was changed by this new registration.',
        'If it was you, choose your password with the button below: this also verifies your e-mail address. For your security the link is valid for a short time only.',
      ],
      button: { label: 'Choose My Password', href: '{{resetLink}}' },
      note: 'If the button does not work, paste this link into your browser: <a href="{{resetLink}}" style="color:#1e3a8a;">{{resetLink}}</a><br>If you did not make this request, ignore this e-mail; nothing changes unless the link is used.',
    },
  },
  verification_document_rejected: {
    tr: {
      name: 'Doğrulama Belgesi Reddedildi',
      description: 'Bir yönetici iş ortağının sicil belgesini reddettiğinde, nedeniyle birlikte gönderilir.',
      subject: 'Belgeniz hakkında: {{documentName}}',
      heading: 'Belgenizi doğrulayamadık',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> için yüklediğiniz <strong>{{documentName}}</strong> belgesini inceledik; ancak doğrulayamadık.',
        'Nedeni: {{reviewNotes}}',
        'Belgenin geçerli ve okunaklı bir kopyasını panelinizden yeniden yükleyebilirsiniz.',
      ],
      button: { label: 'Belgelerimi Görüntüle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Verification Document Rejected',
      description: 'Sent with the reason when an admin rejects a registry document of the partner.',
      subject: 'About your document: {{documentName}}',
      heading: 'We could not verify your document',
      paragraphs: [
        'Hello {{userName}},',
        'We have reviewed the <strong>{{documentName}}</strong> you uploaded for <strong>{{partnerCompany}}</strong>, but we could not verify it.',
        'Reason: {{reviewNotes}}',
        'You can upload a valid, legible copy again from your dashboard.',
      ],
      button: { label: 'View My Documents', href: '{{actionUrl}}' },
    },
  },
  verification_expiring: {
    tr: {
      name: 'Doğrulama Belgesinin Süresi Doluyor',
      description: 'Doğrulanmış bir sicil belgesinin süresi dolmadan 30 ve 7 gün önce iş ortağına gönderilir.',
      subject: 'Belgenizin süresi doluyor: {{documentName}}',
      heading: 'Belgenizin süresi {{date}} tarihinde doluyor',
      paragraphs: [
        'Merhaba {{userName}},',
        '<strong>{{partnerCompany}}</strong> için doğrulanmış <strong>{{documentName}}</strong> belgenizin geçerliliği {{date}} tarihinde sona eriyor.',
        'Vergi levhası ve ticaret sicil gazeteniz geçerli olduğu sürece profilinizde "Doğrulanmış" rozeti görünür. Rozetin kaybolmaması için güncel belgenizi süre dolmadan yükleyin.',
      ],
      button: { label: 'Belgemi Güncelle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'Verification Document Expiring',
      description: 'Sent to the partner 30 and 7 days before a verified registry document expires.',
      subject: 'Your document expires soon: {{documentName}}',
      heading: 'Your document expires on {{date}}',
      paragraphs: [
        'Hello {{userName}},',
        'The verified <strong>{{documentName}}</strong> of <strong>{{partnerCompany}}</strong> is valid until {{date}}.',
        'Your profile shows the "Verified" badge while your tax certificate and trade registry gazette are valid. Upload your current document before it expires to keep the badge.',
      ],
      button: { label: 'Update My Document', href: '{{actionUrl}}' },
    },
  },
  // Issue 22 (docs/decisions/035-partner-posts.md): a followed partner published a post. A preference
  // mail (`partnerUpdates`): the sender appends the one-click unsubscribe footer.
  partner_post: {
    tr: {
      name: 'Takip Edilen Partnerden Yeni Gönderi',
      description:
        'Takip ettiğiniz bir partner profilinde yeni bir gönderi paylaştığında, "Partner güncellemeleri" tercihi açık olan takipçilerine gönderilir.',
      subject: '{{partnerName}} yeni bir gönderi paylaştı',
      heading: '{{partnerName}} yeni bir gönderi paylaştı',
      paragraphs: [
        'Merhaba {{userName}},',
        'Takip ettiğiniz <strong>{{partnerName}}</strong> şunu paylaştı:',
        '{{message}}',
      ],
      button: { label: 'Gönderiyi Görüntüle', href: '{{actionUrl}}' },
    },
    en: {
      name: 'New Post from a Followed Partner',
      description:
        'Sent to the followers of a partner whose "Partner updates" preference is on, when the partner publishes a post on its profile.',
      subject: '{{partnerName}} published a new post',
      heading: '{{partnerName}} published a new post',
      paragraphs: ['Hello {{userName}},', '<strong>{{partnerName}}</strong>, which you follow, posted:', '{{message}}'],
      button: { label: 'View the Post', href: '{{actionUrl}}' },
    },
  },
};

/** Every e-mail template type in both languages (the spec's 26 and those issues added, EMAIL_TEMPLATE_TYPES). */
export const EMAIL_TEMPLATES: readonly EmailTemplateSeed[] = EMAIL_TEMPLATE_TYPES.flatMap((type) =>
  LANGUAGES.map((language) => {
    const spec = EMAIL_COPY[type];
    const copy = spec[language];
    return {
      type,
      language,
      name: copy.name,
      description: copy.description,
      subject: copy.subject,
      htmlContent: renderEmail(language, copy, spec.marketing ?? false),
    };
  }),
);

/** E-mail types that are marketing mails and so carry `{{unsubscribeLink}}` (PRODUCT-DECISIONS 20). */
export const MARKETING_EMAIL_TYPES: readonly EmailTemplateType[] = EMAIL_TEMPLATE_TYPES.filter(
  (t) => EMAIL_COPY[t].marketing,
);

// ---------------------------------------------------------------------------------------------
// Notification templates
// ---------------------------------------------------------------------------------------------

/** A notification template row as seeded: one per (type, language). */
export interface NotificationTemplateSeed {
  type: NotificationType;
  language: Language;
  name: string;
  description: string;
  title: string;
  message: string;
}

type NotificationCopy = Omit<NotificationTemplateSeed, 'type' | 'language'>;

const NOTIFICATION_COPY: Record<NotificationType, Record<Language, NotificationCopy>> = {
  quote_request: {
    tr: {
      name: 'Yeni Teklif Talebi',
      description: 'Partnere yeni bir teklif talebi geldiğinde.',
      title: 'Yeni Teklif Talebi',
      message: '{{customerName}} ({{companyName}}) teklif talep etti: {{serviceNeeded}}',
    },
    en: {
      name: 'New Quote Request',
      description: 'When a partner receives a new quote request.',
      title: 'New Quote Request',
      message: '{{customerName}} ({{companyName}}) requested a quote: {{serviceNeeded}}',
    },
  },
  quote_response: {
    tr: {
      name: 'Teklif Yanıtı',
      description: 'Teklif talebine partner yanıt verdiğinde.',
      title: 'Talebinize Teklif Geldi',
      message: '{{partnerName}} talebinize teklif gönderdi: {{serviceNeeded}}',
    },
    en: {
      name: 'Quote Response',
      description: 'When a partner answers a quote request.',
      title: 'Your Request Was Answered',
      message: '{{partnerName}} sent a quote for your request: {{serviceNeeded}}',
    },
  },
  partner_application: {
    tr: {
      name: 'Yeni Partner Başvurusu',
      description: 'Yöneticilere yeni bir partner başvurusu geldiğinde.',
      title: 'Yeni Partner Başvurusu',
      message: '{{companyName}} partner olmak için başvurdu. Başvuruyu inceleyebilirsiniz.',
    },
    en: {
      name: 'New Partner Application',
      description: 'When admins receive a new partner application.',
      title: 'New Partner Application',
      message: '{{companyName}} applied to become a partner. You can review the application.',
    },
  },
  follower: {
    tr: {
      name: 'Yeni Takipçi',
      description: 'Bir kullanıcı partneri takip etmeye başladığında.',
      title: 'Yeni Takipçi',
      message: '{{followerName}} firmanızı takip etmeye başladı.',
    },
    en: {
      name: 'New Follower',
      description: 'When a user starts following a partner.',
      title: 'New Follower',
      message: '{{followerName}} started following your company.',
    },
  },
  project_update: {
    tr: {
      name: 'Proje Güncellemesi',
      description: 'Bir projede güncelleme olduğunda.',
      title: 'Proje Güncellemesi',
      message: '{{projectTitle}} projesinde yeni bir güncelleme var: {{message}}',
    },
    en: {
      name: 'Project Update',
      description: 'When a project is updated.',
      title: 'Project Update',
      message: 'There is a new update on {{projectTitle}}: {{message}}',
    },
  },
  feedback: {
    tr: {
      name: 'Yeni Geri Bildirim',
      description: 'Yeni bir geri bildirim veya değerlendirme geldiğinde.',
      title: 'Yeni Geri Bildirim',
      message: '{{customerName}} {{rating}} puanla geri bildirim bıraktı: {{message}}',
    },
    en: {
      name: 'New Feedback',
      description: 'When new feedback or a review arrives.',
      title: 'New Feedback',
      message: '{{customerName}} left feedback with a rating of {{rating}}: {{message}}',
    },
  },
  newsletter_subscriber: {
    tr: {
      name: 'Yeni Bülten Abonesi',
      description: 'Yöneticilere yeni bir bülten abonesi olduğunda.',
      title: 'Yeni Bülten Abonesi',
      message: '{{email}} e-bültene abone oldu.',
    },
    en: {
      name: 'New Newsletter Subscriber',
      description: 'When admins get a new newsletter subscriber.',
      title: 'New Newsletter Subscriber',
      message: '{{email}} subscribed to the newsletter.',
    },
  },
  system_status: {
    tr: {
      name: 'Sistem Durumu',
      description: 'Sistem durumunda önemli bir değişiklik olduğunda.',
      title: 'Sistem Durumu Bildirimi',
      message: '{{message}}',
    },
    en: {
      name: 'System Status',
      description: 'When the system status changes significantly.',
      title: 'System Status Notice',
      message: '{{message}}',
    },
  },
  partner_post: {
    tr: {
      name: 'Partner Paylaşımı',
      description: 'Takip edilen bir partner yeni paylaşım yaptığında.',
      title: 'Yeni Paylaşım',
      message: '{{partnerName}} yeni bir paylaşım yaptı: {{postTitle}}',
    },
    en: {
      name: 'Partner Post',
      description: 'When a followed partner publishes a post.',
      title: 'New Post',
      message: '{{partnerName}} published a new post: {{postTitle}}',
    },
  },
  campaign: {
    tr: {
      name: 'Kampanya',
      description: 'Yeni bir kampanya duyurulduğunda.',
      title: '{{campaignTitle}}',
      message: '{{campaignDescription}}',
    },
    en: {
      name: 'Campaign',
      description: 'When a new campaign is announced.',
      title: '{{campaignTitle}}',
      message: '{{campaignDescription}}',
    },
  },
  message_received: {
    tr: {
      name: 'Yeni Mesaj',
      description: 'Okunmamış yeni bir mesaj geldiğinde (konuşma başına bir kez).',
      title: 'Yeni Mesaj',
      message: '{{senderName}} size yeni bir mesaj gönderdi: {{message}}',
    },
    en: {
      name: 'New Message',
      description: 'When a new unread message arrives (once per conversation).',
      title: 'New Message',
      message: '{{senderName}} sent you a new message: {{message}}',
    },
  },
  // A daily summary, never one per view (issue 22; docs/decisions/037-security-alerts.md). Migration
  // 0028 rewrites the earlier per-view text where an admin had not changed it.
  profile_viewed: {
    tr: {
      name: 'Profil Görüntülenmeleri',
      description: 'Her sabah, partner profili önceki gün görüntülendiyse günlük özet olarak.',
      title: 'Profiliniz Görüntülendi',
      message: 'Profiliniz dün {{count}} kez görüntülendi.',
    },
    en: {
      name: 'Profile Views',
      description: 'Every morning, as a daily summary, when the partner profile was viewed the day before.',
      title: 'Your Profile Was Viewed',
      message: 'Views of your company profile yesterday: {{count}}.',
    },
  },
  service_inquiry: {
    tr: {
      name: 'Hizmet Sorusu',
      description: 'Bir hizmet hakkında bilgi istendiğinde.',
      title: 'Hizmetiniz Hakkında Soru',
      message: '{{customerName}}, {{serviceNeeded}} hizmetiniz hakkında bilgi istedi.',
    },
    en: {
      name: 'Service Inquiry',
      description: 'When someone asks about a service.',
      title: 'Question About Your Service',
      message: '{{customerName}} asked for information about your {{serviceNeeded}} service.',
    },
  },
  payment_received: {
    tr: {
      name: 'Ödeme Alındı',
      description: 'Bir ödeme alındığında.',
      title: 'Ödeme Alındı',
      message: '{{companyName}} firmasından {{projectTitle}} için ödeme alındı.',
    },
    en: {
      name: 'Payment Received',
      description: 'When a payment is received.',
      title: 'Payment Received',
      message: 'A payment for {{projectTitle}} was received from {{companyName}}.',
    },
  },
  payment_pending: {
    tr: {
      name: 'Bekleyen Ödeme',
      description: 'Bir ödeme onay beklediğinde.',
      title: 'Ödeme Bekleniyor',
      message: '{{projectTitle}} için ödeme onayı bekleniyor.',
    },
    en: {
      name: 'Payment Pending',
      description: 'When a payment awaits confirmation.',
      title: 'Payment Pending',
      message: 'The payment for {{projectTitle}} is awaiting confirmation.',
    },
  },
  contract_signed: {
    tr: {
      name: 'Sözleşme İmzalandı',
      description: 'Bir sözleşme imzalandığında.',
      title: 'Sözleşme İmzalandı',
      message: '{{companyName}} ile {{projectTitle}} sözleşmesi imzalandı.',
    },
    en: {
      name: 'Contract Signed',
      description: 'When a contract is signed.',
      title: 'Contract Signed',
      message: 'The {{projectTitle}} contract with {{companyName}} has been signed.',
    },
  },
  milestone_reached: {
    tr: {
      name: 'Aşama Tamamlandı',
      description: 'Bir projede bir aşama tamamlandığında.',
      title: 'Proje Aşaması Tamamlandı',
      message: '{{projectTitle}} projesinde bir aşama tamamlandı: {{message}}',
    },
    en: {
      name: 'Milestone Reached',
      description: 'When a project milestone is reached.',
      title: 'Milestone Reached',
      message: 'A milestone was reached on {{projectTitle}}: {{message}}',
    },
  },
  deadline_approaching: {
    tr: {
      name: 'Teslim Tarihi Yaklaşıyor',
      description: 'Bir teslim tarihi yaklaştığında.',
      title: 'Teslim Tarihi Yaklaşıyor',
      message: '{{projectTitle}} projesinin teslim tarihi yaklaşıyor.',
    },
    en: {
      name: 'Deadline Approaching',
      description: 'When a deadline is near.',
      title: 'Deadline Approaching',
      message: 'The deadline for {{projectTitle}} is approaching.',
    },
  },
  task_assigned: {
    tr: {
      name: 'Görev Atandı',
      description: 'Kullanıcıya bir görev atandığında.',
      title: 'Yeni Görev',
      message: '{{projectTitle}} projesinde size yeni bir görev atandı: {{message}}',
    },
    en: {
      name: 'Task Assigned',
      description: 'When a task is assigned to the user.',
      title: 'New Task',
      message: 'You have a new task on {{projectTitle}}: {{message}}',
    },
  },
  task_completed: {
    tr: {
      name: 'Görev Tamamlandı',
      description: 'Bir görev tamamlandığında.',
      title: 'Görev Tamamlandı',
      message: '{{projectTitle}} projesindeki bir görev tamamlandı: {{message}}',
    },
    en: {
      name: 'Task Completed',
      description: 'When a task is completed.',
      title: 'Task Completed',
      message: 'A task on {{projectTitle}} has been completed: {{message}}',
    },
  },
  verification_document_verified: {
    tr: {
      name: 'Belge Doğrulandı',
      description: 'Bir yönetici iş ortağının sicil belgesini doğruladığında.',
      title: 'Belgeniz Doğrulandı',
      message: '{{documentName}} belgeniz doğrulandı; {{date}} tarihine kadar geçerli.',
    },
    en: {
      name: 'Document Verified',
      description: "When an admin verifies one of the partner's registry documents.",
      title: 'Document Verified',
      message: 'Your {{documentName}} has been verified; valid until {{date}}.',
    },
  },
  verification_document_rejected: {
    tr: {
      name: 'Belge Reddedildi',
      description: 'Bir yönetici iş ortağının sicil belgesini reddettiğinde.',
      title: 'Belgeniz Doğrulanamadı',
      message: '{{documentName}} belgeniz doğrulanamadı: {{message}}',
    },
    en: {
      name: 'Document Rejected',
      description: "When an admin rejects one of the partner's registry documents.",
      title: 'Document Not Verified',
      message: 'Your {{documentName}} could not be verified: {{message}}',
    },
  },
  verification_expiring: {
    tr: {
      name: 'Belge Süresi Doluyor',
      description: 'Doğrulanmış bir belgenin süresi dolmadan 30 ve 7 gün önce.',
      title: 'Belgenizin Süresi Doluyor',
      message: '{{documentName}} belgenizin süresi {{date}} tarihinde doluyor. Güncel belgenizi yükleyin.',
    },
    en: {
      name: 'Document Expiring',
      description: '30 and 7 days before a verified document expires.',
      title: 'Your Document Expires Soon',
      message: 'Your {{documentName}} expires on {{date}}. Upload your current document.',
    },
  },
};

/** Every notification type in both languages. */
export const NOTIFICATION_TEMPLATES: readonly NotificationTemplateSeed[] = NOTIFICATION_TYPES.flatMap((type) =>
  LANGUAGES.map((language) => ({
    type,
    language,
    ...NOTIFICATION_COPY[type][language],
  })),
);

// ---------------------------------------------------------------------------------------------
// SMS templates
// ---------------------------------------------------------------------------------------------

/** An SMS template row as seeded. `content` is at most 160 characters before filling placeholders. */
export interface SmsTemplateSeed {
  type: SmsTemplateType;
  language: Language;
  content: string;
}

// Kept well under 160 so that filled-in values (names, amounts) still fit one SMS.
const SMS_COPY: Record<SmsTemplateType, Record<Language, string>> = {
  otp_verification: {
    tr: 'İhracat Partner doğrulama kodunuz: {{code}}. Kod 10 dakika geçerlidir, kimseyle paylaşmayın.',
    en: 'Your Export Partner verification code is {{code}}. It is valid for 10 minutes; do not share it.',
  },
  login_verification: {
    tr: 'Giriş doğrulama kodunuz: {{code}}. Bu girişi siz yapmadıysanız şifrenizi değiştirin. - İhracat Partner',
    en: 'Your sign-in code is {{code}}. If this was not you, change your password. - Export Partner',
  },
  password_reset: {
    tr: 'Şifre sıfırlama kodunuz: {{code}}. Talep size ait değilse bu mesajı dikkate almayın. - İhracat Partner',
    en: 'Your password reset code is {{code}}. If you did not ask for it, ignore this message. - Export Partner',
  },
  welcome: {
    tr: "Merhaba {{name}}, İhracat Partner Platformu'na hoş geldiniz! İhracatınız için doğru partneri bulmaya hemen başlayın.",
    en: 'Hello {{name}}, welcome to Export Partner Platform! Start finding the right partners for your exports today.',
  },
  campaign: {
    tr: "Sayın {{name}}, {{company}} kampanyası {{date}} tarihine kadar DİP üyelerine özel. Detaylar İhracat Partner Platformu'nda.",
    en: 'Dear {{name}}, the {{company}} offer for DİP members runs until {{date}}. Details on Export Partner Platform.',
  },
  announcement: {
    tr: "Sayın {{name}}, İhracat Partner Platformu'nda yeni bir duyuru yayımlandı. Ayrıntılar için hesabınıza giriş yapın.",
    en: 'Dear {{name}}, a new announcement was published on Export Partner Platform. Sign in to your account for details.',
  },
  reminder: {
    tr: 'Hatırlatma: {{projectTitle}} için planlanan tarih {{date}}, saat {{time}}. - İhracat Partner',
    en: 'Reminder: {{projectTitle}} is scheduled for {{date}} at {{time}}. - Export Partner',
  },
  payment_confirmation: {
    tr: '{{company}} için {{amount}} tutarındaki ödemeniz alındı. Teşekkür ederiz. - İhracat Partner',
    en: 'Your payment of {{amount}} for {{company}} has been received. Thank you. - Export Partner',
  },
  appointment_reminder: {
    tr: 'Sayın {{name}}, {{partnerName}} ile görüşmeniz {{date}}, saat {{time}}. - İhracat Partner',
    en: 'Dear {{name}}, your meeting with {{partnerName}} is on {{date}} at {{time}}. - Export Partner',
  },
  project_update: {
    tr: '{{projectTitle}} projenizde yeni bir güncelleme var. {{partnerName}} ayrıntıları platformda paylaştı.',
    en: 'There is a new update on {{projectTitle}}. {{partnerName}} shared the details on the platform.',
  },
};

/** All 10 SMS template types in both languages (20 rows). */
export const SMS_TEMPLATES: readonly SmsTemplateSeed[] = SMS_TEMPLATE_TYPES.flatMap((type) =>
  LANGUAGES.map((language) => ({
    type,
    language,
    content: SMS_COPY[type][language],
  })),
);

// ---------------------------------------------------------------------------------------------
// System configuration
// ---------------------------------------------------------------------------------------------

/** Default `system_config` values, by key. Admins edit them later; the seed never overwrites them. */
export const SYSTEM_CONFIG_DEFAULTS: {
  seoSettings: SeoSettings;
  site: SiteSettings;
} = {
  seoSettings: {
    metaTitle: 'İhracat Partner Platformu | Dijital İhracatta Doğru Hizmet Partneri',
    metaDescription:
      'Gümrükten lojistiğe, pazar analizinden e-ihracata 16 kategoride güvenilir hizmet partnerlerini bulun, teklif alın ve ihracatınızı büyütün.',
    metaKeywords:
      'ihracat, dijital ihracat, ihracat partneri, gümrük müşavirliği, uluslararası lojistik, pazar analizi, e-ihracat, pazaryeri, fuar, DİP',
    ogTitle: 'İhracat Partner Platformu',
    ogDescription:
      'İhracatçılar ile gümrük, lojistik, pazarlama ve e-ticaret alanında uzman hizmet partnerlerini buluşturan platform.',
    ogImage: 'https://ihracatpartner.example.org/og-image.png',
    ogUrl: 'https://ihracatpartner.example.org',
    twitterTitle: 'İhracat Partner Platformu',
    twitterDescription:
      'İhracatınız için doğru partneri bulun: 16 kategoride uzman hizmet sağlayıcılar, DİP üyelerine özel avantajlar.',
    twitterImage: 'https://ihracatpartner.example.org/og-image.png',
  },
  site: {
    siteName: 'İhracat Partner Platformu',
    contactEmail: 'iletisim@ihracatpartner.example.org',
    contactPhone: '+90 212 555 01 00',
    address: 'Örnek Plaza, Ticaret Caddesi No: 12 Kat: 4, 34394 Şişli/İstanbul',
    parentOrganisationUrl: 'https://dijitalihracat.example.org',
    parentOrganisationName: 'Dijital İhracat Derneği',
    siteNameEn: 'Export Partner Platform',
    parentOrganisationNameEn: 'Digital Export Association',
    socialLinks: {
      linkedin: 'https://linkedin.example.com/company/ihracat-partner',
      x: 'https://x.example.com/ihracatpartner',
      instagram: 'https://instagram.example.com/ihracatpartner',
      facebook: 'https://facebook.example.com/ihracatpartner',
      youtube: 'https://youtube.example.com/@ihracatpartner',
    },
    heroImageUrl: '',
    heroVideoUrl: '',
  },
};
