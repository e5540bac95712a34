/**
 * Demo content for a fresh installation (see `demo.ts`): fictional Turkish service providers, three
 * per category, and one account per role. Every company, person, address and domain is invented;
 * mail and web addresses are under example.com. Pure data: no database, no I/O.
 */
import type {
  CategorySlug,
  COMPANY_SIZES,
  UserType,
  VerificationDocumentKind,
  VerificationDocumentStatus,
} from '@shared/constants';
import { type ProfileLanguage, sortProfileLanguages } from '@shared/languages';
import type { CapabilityValues } from '@shared/contracts/capabilities';

/** Password of every demo account. Meets PRODUCT-DECISIONS 4 (8+ characters, not a common password). */
export const DEMO_PASSWORD = 'Demo2026!ihracat';

/** A demo account: one per role. `availableUserTypes` always contains `role`, the active type. */
export interface DemoAccount {
  email: string;
  password: string;
  role: UserType;
  availableUserTypes: readonly UserType[];
  firstName: string;
  lastName: string;
  phone: string;
}

/** The demo accounts (one per role, and two more partners), for the README, the end-to-end tests and the seed. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'kullanici@demo.example.com',
    password: DEMO_PASSWORD,
    role: 'user',
    availableUserTypes: ['user'],
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '5321110001',
  },
  {
    email: 'partner@demo.example.com',
    password: DEMO_PASSWORD,
    role: 'partner',
    availableUserTypes: ['user', 'partner'],
    firstName: 'Mert',
    lastName: 'Aydın',
    phone: '5321110002',
  },
  // Two more logistics partners with their own accounts, so a quote request sent to several partners
  // of one category can be answered end to end (issue 9).
  {
    email: 'partner2@demo.example.com',
    password: DEMO_PASSWORD,
    role: 'partner',
    availableUserTypes: ['user', 'partner'],
    firstName: 'Kemal',
    lastName: 'Yıldız',
    phone: '5321110005',
  },
  {
    email: 'partner3@demo.example.com',
    password: DEMO_PASSWORD,
    role: 'partner',
    availableUserTypes: ['user', 'partner'],
    firstName: 'Gizem',
    lastName: 'Erdoğan',
    phone: '5321110006',
  },
  {
    email: 'editor@demo.example.com',
    password: DEMO_PASSWORD,
    role: 'editor_admin',
    availableUserTypes: ['user', 'editor_admin'],
    firstName: 'Zeynep',
    lastName: 'Kaya',
    phone: '5321110003',
  },
  {
    email: 'admin@demo.example.com',
    password: DEMO_PASSWORD,
    role: 'master_admin',
    availableUserTypes: ['user', 'editor_admin', 'master_admin'],
    firstName: 'Emre',
    lastName: 'Demir',
    phone: '5321110004',
  },
];

/** Its presence means the demo seed has run (the seed checks it before doing anything). */
export const DEMO_MARKER_EMAIL = 'admin@demo.example.com';

/** The demo companies with an owner account: three logistics partners (issue 9: grouped quotes). */
export const DEMO_PARTNER_OWNERS = [
  { email: 'partner@demo.example.com', username: 'egelojistik' },
  { email: 'partner2@demo.example.com', username: 'ipekyolu' },
  { email: 'partner3@demo.example.com', username: 'martikargo' },
] as const;

/** The demo company owned by `partner@demo.example.com`. */
export const DEMO_PARTNER_OWNER = DEMO_PARTNER_OWNERS[0];

/**
 * Demo exporters who follow partners, so a partner's follower count is the number of its follow rows
 * (issue 18 item 23), not a number written into the profile. They have no password and cannot sign
 * in; their addresses are under example.com like every demo address.
 */
export const DEMO_FOLLOWERS: readonly { firstName: string; lastName: string; email: string }[] = [
  ['Ali', 'Çelik'],
  ['Burcu', 'Şahin'],
  ['Can', 'Öztürk'],
  ['Defne', 'Arslan'],
  ['Emir', 'Koç'],
  ['Fatma', 'Kurt'],
  ['Gökhan', 'Özdemir'],
  ['Hande', 'Polat'],
  ['İlker', 'Aksoy'],
  ['Jale', 'Tekin'],
  ['Kaan', 'Güneş'],
  ['Leyla', 'Çetin'],
  ['Murat', 'Bulut'],
  ['Nazlı', 'Karaca'],
  ['Onur', 'Uçar'],
  ['Pınar', 'Yavuz'],
  ['Rıza', 'Ekinci'],
  ['Selin', 'Turan'],
  ['Tolga', 'Erdem'],
  ['Ümran', 'Sezer'],
  ['Volkan', 'Ateş'],
  ['Yasemin', 'Kılıç'],
  ['Zafer', 'Duman'],
  ['Ebru', 'Toprak'],
].map(([firstName, lastName], i) => ({
  firstName: firstName!,
  lastName: lastName!,
  email: `ihracatci${String(i + 1).padStart(2, '0')}@demo.example.com`,
}));

/** Partners the demo user follows (so "followed" lists and counters have something to show). */
export const DEMO_FOLLOWS = {
  email: 'kullanici@demo.example.com',
  usernames: ['anadolugumruk', 'egelojistik', 'pusula-arastirma', 'eihracatlab'],
} as const;

/** One demo registry document (issue 21 "Verified"): its kind, state and expiry in days from the seeding day. */
export interface DemoVerificationDocument {
  kind: VerificationDocumentKind;
  title?: string;
  status: VerificationDocumentStatus;
  /** Days from the seeding day to the last valid day (verified only; negative: already expired). */
  expiresInDays?: number;
  rejectionReason?: string;
}

/**
 * Registry documents of a few demo partners (docs/decisions/028): verified ones (two expiring within
 * 30 and 7 days, so the reminders have something to send), one expired (not verified any more), one
 * waiting for review and one rejected. `ipekyolu` and `martikargo` have none, for the demo and e2e
 * walk-through of uploading and verifying.
 */
export const DEMO_VERIFICATIONS: Readonly<Record<string, readonly DemoVerificationDocument[]>> = {
  egelojistik: [
    { kind: 'tax_certificate', status: 'verified', expiresInDays: 20 },
    { kind: 'trade_registry_gazette', status: 'verified', expiresInDays: 400 },
    { kind: 'authorisation', title: 'Yetkilendirilmiş Yükümlü (YYS)', status: 'pending' },
  ],
  anadolugumruk: [
    { kind: 'tax_certificate', status: 'verified', expiresInDays: 200 },
    { kind: 'trade_registry_gazette', status: 'verified', expiresInDays: 5 },
    { kind: 'authorisation', title: 'AEO', status: 'verified', expiresInDays: 700 },
  ],
  marmaradts: [
    { kind: 'tax_certificate', status: 'verified', expiresInDays: 330 },
    { kind: 'trade_registry_gazette', status: 'verified', expiresInDays: 365 },
    { kind: 'activity_certificate', status: 'verified', expiresInDays: 365 },
  ],
  trakyamusavirlik: [
    { kind: 'tax_certificate', status: 'verified', expiresInDays: -10 },
    { kind: 'trade_registry_gazette', status: 'verified', expiresInDays: 100 },
  ],
  'pusula-arastirma': [
    {
      kind: 'tax_certificate',
      status: 'rejected',
      rejectionReason: 'Belge okunaklı değil; vergi numarası görünmüyor.',
    },
    { kind: 'trade_registry_gazette', status: 'pending' },
  ],
};

type CompanySize = (typeof COMPANY_SIZES)[number];

interface DemoPartnerInput {
  username: string;
  companyName: string;
  category: CategorySlug;
  city: string;
  contactPerson: string;
  shortDescription: string;
  /** Plain text, or simple HTML that the seed sanitizes like user input. */
  description: string;
  dipAdvantages: string | null;
  companySize: CompanySize;
  foundingYear: number;
  sectorExperience: number;
  targetMarkets: string;
  /** Followers from {@link DEMO_FOLLOWERS}: this many follow rows are written (at most the pool's size). */
  followers: number;
  /** Profile views: this many view rows (one visitor a day) are written over the last 120 days. */
  profileViews: number;
  /** Age of the profile in days (0 to 730), so the "newest" order has something to sort. */
  createdDaysAgo: number;
  /** Names from the category's pool in `reference-data.ts`. */
  services: readonly string[];
}

/** A demo partner with its derived contact data and image choices. */
export interface DemoPartnerSeed extends DemoPartnerInput {
  email: string;
  phone: string;
  website: string;
  /** About two thirds get a generated logo; the rest show their initial in the UI. */
  hasLogo: boolean;
  /** About a third get a generated 3:1 cover. */
  hasCover: boolean;
  /** Background colour of the generated images (hex). */
  brandColor: string;
  /** Languages the team speaks (issue 21): Turkish, mostly English, and those of the markets named. */
  languages: ProfileLanguage[];
  /** English card text for some partners, so the English site shows both cases (issue 21). */
  shortDescriptionEn: string | null;
  /** English description (simple HTML, sanitized by the seed) for the partners with an English card text. */
  descriptionEn: string | null;
}

const INPUT: readonly DemoPartnerInput[] = [
  // Pazar analizi
  {
    username: 'pusula-arastirma',
    companyName: 'Pusula Pazar Araştırma A.Ş.',
    category: 'pazar-analizi',
    city: 'İstanbul',
    contactPerson: 'Deniz Arslan',
    shortDescription: 'Veriye dayalı hedef pazar ve rakip analizleriyle ihracat kararlarınızı netleştiriyoruz.',
    description:
      "Pusula, 2014 yılından bu yana KOBİ'lerin hangi ülkeye, hangi fiyatla ve hangi kanaldan satış yapacağını belirlemesine yardımcı oluyor. Dış ticaret istatistiklerini saha görüşmeleriyle birleştirerek uygulanabilir raporlar hazırlıyoruz. Raporlarımız Türkçe ve İngilizce teslim edilir.",
    dipAdvantages: 'DİP üyelerine ilk pazar araştırması raporunda %15 indirim.',
    companySize: '11-30',
    foundingYear: 2014,
    sectorExperience: 12,
    targetMarkets: 'Almanya, Birleşik Krallık, Körfez ülkeleri',
    followers: 16,
    profileViews: 412,
    createdDaysAgo: 690,
    services: ['Hedef Pazar Araştırması', 'Rakip Analizi', 'Dış Ticaret İstatistikleri Analizi'],
  },
  {
    username: 'veriufku',
    companyName: 'Veri Ufku Analitik',
    category: 'pazar-analizi',
    city: 'Ankara',
    contactPerson: 'Burak Öztürk',
    shortDescription: 'Ülke riski ve fiyatlandırma analizinde uzman veri ekibi.',
    description:
      '<p>Veri Ufku, ihracatçıların yeni pazarlara girerken karşılaştığı riskleri ölçülebilir hale getirir.</p><ul><li>Ülke risk raporları</li><li>Fiyat esnekliği ve rakip fiyat takibi</li><li>Üç aylık pazar izleme bültenleri</li></ul><p>Her raporu bir sunum toplantısıyla teslim ediyoruz.</p>',
    dipAdvantages: 'DİP üyelerine ücretsiz ülke risk ön değerlendirmesi.',
    companySize: '1-10',
    foundingYear: 2019,
    sectorExperience: 7,
    targetMarkets: 'Afrika, Orta Asya',
    followers: 6,
    profileViews: 148,
    createdDaysAgo: 410,
    services: ['Ülke Risk Raporu', 'Fiyatlandırma Stratejisi'],
  },
  {
    username: 'kuzeyyildizi',
    companyName: 'Kuzey Yıldızı İhracat Araştırmaları Ltd. Şti.',
    category: 'pazar-analizi',
    city: 'İzmir',
    contactPerson: 'Ece Korkmaz',
    shortDescription: "Avrupa ve Kuzey Amerika'da alıcı ve distribütör bulma çalışmaları yürütüyoruz.",
    description:
      'Kuzey Yıldızı, gıda, mobilya ve yapı malzemeleri sektörlerinde alıcı bulma projeleri yürütür. Hedef ülkedeki ithalatçıları tek tek arayarak ilgili olanlarla sizi buluşturuyoruz. Her projenin sonunda görüşme notlarını ve takip planını paylaşıyoruz.',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2011,
    sectorExperience: 15,
    targetMarkets: 'Hollanda, Belçika, Kanada, ABD',
    followers: 4,
    profileViews: 96,
    createdDaysAgo: 120,
    services: ['Alıcı ve Distribütör Bulma', 'Hedef Pazar Araştırması', 'Rakip Analizi', 'Fiyatlandırma Stratejisi'],
  },
  // Gümrük
  {
    username: 'anadolugumruk',
    companyName: 'Anadolu Gümrük Müşavirliği A.Ş.',
    category: 'gumruk',
    city: 'Mersin',
    contactPerson: 'Hakan Çelik',
    shortDescription: "Mersin, İstanbul ve Kapıkule'de gümrük müşavirliği ve dış ticaret belgeleri.",
    description:
      'Anadolu Gümrük Müşavirliği, yirmi yılı aşkın deneyimiyle ihracat beyannamesinden menşe belgelerine kadar tüm gümrük süreçlerini yürütür. Lisanslı müşavir kadromuz, ürününüzün doğru tarife pozisyonunu belirleyerek gereksiz vergi ve gecikmelerin önüne geçer. Fuar ve numune gönderileriniz için ATA karnesi işlemlerini de üstleniyoruz. Tarife pozisyonunu belirlediğimiz ürünler arasında dizüstü bilgisayarlar (GTİP 8471.30.00.00) ve ahşap mobilyalar (9403.60) öne çıkar. Elektronik takip sistemimizle beyannamenizin durumunu anlık izleyebilirsiniz.',
    dipAdvantages: 'DİP üyelerine ilk üç beyannamede %20 indirim.',
    companySize: '31-100',
    foundingYear: 2003,
    sectorExperience: 22,
    targetMarkets: 'Avrupa Birliği, Irak, Türk cumhuriyetleri',
    followers: 23,
    profileViews: 489,
    createdDaysAgo: 720,
    services: ['Gümrük Müşavirliği', 'İhracat Beyannamesi', 'A.TR Dolaşım Belgesi', 'EUR.1 Dolaşım Belgesi'],
  },
  {
    username: 'marmaradts',
    companyName: 'Marmara Dış Ticaret ve Gümrük Hizmetleri',
    category: 'gumruk',
    city: 'Kocaeli',
    contactPerson: 'Selin Aksoy',
    shortDescription: 'Dahilde işleme rejimi ve tarife danışmanlığında sanayicinin yanında.',
    description:
      '<p>Marmara bölgesindeki üreticilere <strong>Dahilde İşleme Rejimi</strong> başvurusundan kapanışına kadar destek veriyoruz.</p><ul><li>DİR belgesi başvurusu ve revizyonları</li><li>GTİP tespiti ve bağlayıcı tarife bilgisi</li><li>İhracat beyannamesi hazırlığı</li></ul>',
    dipAdvantages: 'DİP üyelerine DİR kapatma işlemlerinde ücretsiz ön kontrol.',
    companySize: '11-30',
    foundingYear: 2009,
    sectorExperience: 16,
    targetMarkets: 'Almanya, İtalya, Polonya',
    followers: 6,
    profileViews: 132,
    createdDaysAgo: 530,
    services: ['Dahilde İşleme Rejimi', 'GTİP Tespiti ve Tarife Danışmanlığı', 'İhracat Beyannamesi'],
  },
  {
    username: 'trakyamusavirlik',
    companyName: 'Trakya Müşavirlik Ltd. Şti.',
    category: 'gumruk',
    city: 'Edirne',
    contactPerson: 'Oğuz Şahin',
    shortDescription: 'Kapıkule sınır kapısında hızlı gümrük işlemleri ve menşe belgeleri.',
    description:
      "Trakya Müşavirlik, Avrupa'ya karayoluyla çıkan yüklerin sınırda beklememesi için 7/24 çalışır. Menşe şahadetnamesi ve dolaşım belgelerini yükleme öncesinde hazırlayarak aracınızın kapıda vakit kaybetmesini önleriz.",
    dipAdvantages: null,
    companySize: '1-10',
    foundingYear: 2016,
    sectorExperience: 10,
    targetMarkets: 'Bulgaristan, Romanya, Avrupa Birliği',
    followers: 2,
    profileViews: 61,
    createdDaysAgo: 45,
    services: ['Menşe Şahadetnamesi', 'Gümrük Müşavirliği'],
  },
  // Lojistik
  {
    username: 'egelojistik',
    companyName: 'Ege Lojistik',
    category: 'lojistik',
    city: 'İzmir',
    contactPerson: 'Mert Aydın',
    shortDescription: 'İzmir çıkışlı uluslararası lojistik: karayolu, deniz yolu ve parsiyel taşımacılık.',
    description:
      "Ege Lojistik, İzmir ve Manisa'daki üreticilere uluslararası lojistik çözümleri sunar. Avrupa'ya haftalık parsiyel seferlerimiz ve Alsancak limanından konteyner bağlantılarımızla yükünüzü zamanında teslim ederiz. Transit sevkiyatlarda T1 belgesini de biz düzenleriz. Her sevkiyatı tek bir operasyon sorumlusu baştan sona takip eder.",
    dipAdvantages: 'DİP üyelerine ilk parsiyel sevkiyatta %10 navlun indirimi.',
    companySize: '31-100',
    foundingYear: 2008,
    sectorExperience: 18,
    targetMarkets: 'Almanya, Fransa, İspanya, Kuzey Afrika',
    followers: 14,
    profileViews: 335,
    createdDaysAgo: 600,
    services: ['Uluslararası Karayolu Taşımacılığı', 'Deniz Yolu Konteyner Taşımacılığı', 'Parsiyel Taşımacılık'],
  },
  {
    username: 'ipekyolu',
    companyName: 'İpekyolu Uluslararası Taşımacılık A.Ş.',
    category: 'lojistik',
    city: 'Gaziantep',
    contactPerson: 'Kemal Yıldız',
    shortDescription: "Orta Doğu ve Orta Asya'ya karayolu taşımacılığı ve antrepo hizmetleri.",
    description:
      '<p>Gaziantep merkezli filomuzla Irak, Azerbaycan ve Orta Asya hatlarında düzenli seferler yapıyoruz.</p><ul><li>Komple ve parsiyel tır taşımacılığı</li><li>Gümrüklü antrepo ve stok yönetimi</li><li>Nakliyat sigortası</li></ul><p>Araçlarımız uydu ile izlenir; yükünüzün yerini her an görebilirsiniz.</p>',
    dipAdvantages: 'DİP üyelerine antrepo hizmetinde ilk ay ücretsiz.',
    companySize: '100-1000',
    foundingYear: 1998,
    sectorExperience: 27,
    targetMarkets: 'Irak, Azerbaycan, Kazakistan, Özbekistan',
    followers: 10,
    profileViews: 221,
    createdDaysAgo: 300,
    services: ['Uluslararası Karayolu Taşımacılığı', 'Depolama ve Antrepo Hizmetleri', 'Kargo Sigortası'],
  },
  {
    username: 'martikargo',
    companyName: 'Martı Hava Kargo',
    category: 'lojistik',
    city: 'İstanbul',
    contactPerson: 'Gizem Erdoğan',
    shortDescription: 'Acil numune ve e-ihracat gönderileri için hava kargo çözümleri.',
    description:
      'Martı Hava Kargo, numune, yedek parça ve e-ihracat paketlerini dünyanın her yerine hızla ulaştırır. ETGB kapsamındaki mikro ihracat gönderilerinde gümrük işlemlerini de biz üstleniriz.',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2017,
    sectorExperience: 9,
    targetMarkets: 'ABD, Birleşik Krallık, Körfez ülkeleri',
    followers: 3,
    profileViews: 72,
    createdDaysAgo: 15,
    services: ['Hava Kargo', 'Mikro İhracat Kargo Gönderimi'],
  },
  // Pazarlama
  {
    username: 'dijitalrota',
    companyName: 'Dijital Rota Ajans',
    category: 'pazarlama',
    city: 'İstanbul',
    contactPerson: 'Can Polat',
    shortDescription: 'Yurt dışı alıcılara ulaşan dijital pazarlama, reklam ve SEO hizmetleri.',
    description:
      'Dijital Rota, ihracatçı firmaların yabancı alıcılar tarafından internette bulunmasını sağlar. Hedef ülkenin arama alışkanlıklarına göre reklam ve SEO stratejisi kurar, her ay sonuçları şeffaf biçimde raporlarız.',
    dipAdvantages: 'DİP üyelerine ilk ay reklam yönetim ücretinde %25 indirim.',
    companySize: '11-30',
    foundingYear: 2015,
    sectorExperience: 11,
    targetMarkets: 'Almanya, ABD, Suudi Arabistan',
    followers: 12,
    profileViews: 287,
    createdDaysAgo: 480,
    services: ['Dijital Pazarlama Stratejisi', 'Google Ads Yönetimi', 'Arama Motoru Optimizasyonu (SEO)'],
  },
  {
    username: 'kureselses',
    companyName: 'Küresel Ses Pazarlama',
    category: 'pazarlama',
    city: 'Ankara',
    contactPerson: 'Elif Tekin',
    shortDescription: 'B2B alıcılara LinkedIn ve e-posta ile ulaşan pazarlama ekibi.',
    description:
      '<p>Sanayi ürünleri satan firmalar için <strong>karar vericilere</strong> doğrudan ulaşan kampanyalar tasarlıyoruz.</p><ul><li>LinkedIn reklamları ve içerik planı</li><li>İzinli listelerle B2B e-posta kampanyaları</li><li>Kampanya sonrası görüşme takibi</li></ul>',
    dipAdvantages: 'DİP üyelerine ücretsiz LinkedIn profil analizi.',
    companySize: '1-10',
    foundingYear: 2020,
    sectorExperience: 6,
    targetMarkets: 'Avrupa Birliği, Birleşik Krallık',
    followers: 4,
    profileViews: 101,
    createdDaysAgo: 200,
    services: ['LinkedIn Pazarlaması', 'B2B E-posta Pazarlaması'],
  },
  {
    username: 'lingua-icerik',
    companyName: 'Lingua Yerelleştirme ve İçerik',
    category: 'pazarlama',
    city: 'Eskişehir',
    contactPerson: 'Berk Kılıç',
    shortDescription: 'Web siteniz ve kataloğunuz için 12 dilde yerelleştirme ve içerik üretimi.',
    description:
      'Lingua, ihracatçıların tanıtım metinlerini yalnızca çevirmekle kalmaz, hedef pazarın diline ve kültürüne uyarlar. Ana dili hedef dil olan editörlerimiz, metinlerinizi arama motorlarına uygun biçimde yeniden yazar.',
    dipAdvantages: 'DİP üyelerine ilk 5.000 kelimede %15 indirim.',
    companySize: '11-30',
    foundingYear: 2012,
    sectorExperience: 13,
    targetMarkets: 'Almanya, Fransa, Rusya, Arap ülkeleri',
    followers: 8,
    profileViews: 175,
    createdDaysAgo: 365,
    services: ['İçerik Pazarlaması ve Yerelleştirme', 'Sosyal Medya Yönetimi', 'Arama Motoru Optimizasyonu (SEO)'],
  },
  // Fotoğraf ve görsel
  {
    username: 'isikstudyo',
    companyName: 'Işık Stüdyo Prodüksiyon',
    category: 'fotograf',
    city: 'İstanbul',
    contactPerson: 'Aslı Güneş',
    shortDescription: 'Katalog ve pazaryeri standartlarında ürün fotoğrafçılığı ve 360° görseller.',
    description:
      'Işık Stüdyo, tekstilden mobilyaya her ölçekte ürünü pazaryerlerinin görsel standartlarına uygun olarak çeker. Çekim sonrası rötuş ve katalog tasarımını da aynı ekip üstlenir.',
    dipAdvantages: 'DİP üyelerine 50 ürün üzeri çekimlerde %10 indirim.',
    companySize: '1-10',
    foundingYear: 2013,
    sectorExperience: 12,
    targetMarkets: 'Tüm pazarlar',
    followers: 9,
    profileViews: 204,
    createdDaysAgo: 560,
    services: ['Ürün Fotoğrafçılığı', '360 Derece Ürün Görseli', 'Katalog Tasarımı'],
  },
  {
    username: 'kadrajmedya',
    companyName: 'Kadraj Medya',
    category: 'fotograf',
    city: 'Bursa',
    contactPerson: 'Onur Yavuz',
    shortDescription: 'Fabrika, tesis ve tanıtım filmi çekimlerinde sanayinin görsel ortağı.',
    description:
      '<p>Üretim gücünüzü yabancı alıcılara en iyi anlatan şey, tesisinizin görüntüleridir.</p><ul><li>Tanıtım filmi ve kurumsal video</li><li>Drone ile tesis ve liman çekimi</li><li>Fuar için kısa ürün videoları</li></ul>',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2010,
    sectorExperience: 15,
    targetMarkets: 'Avrupa, Orta Doğu',
    followers: 5,
    profileViews: 118,
    createdDaysAgo: 250,
    services: ['Tanıtım Filmi Çekimi', 'Drone Çekimi', 'Fabrika ve Tesis Çekimi'],
  },
  {
    username: 'pikselatolye',
    companyName: 'Piksel Atölye',
    category: 'fotograf',
    city: 'Denizli',
    contactPerson: 'Derya Koç',
    shortDescription: 'Ev tekstili ve hazır giyim üreticileri için ürün fotoğrafı ve katalog.',
    description:
      "Piksel Atölye, Denizli'nin tekstil üreticilerine sezon kataloglarını hazırlıyor. Manken ve dekor çekimlerini kendi stüdyomuzda yapıyor, kataloğu basıma hazır teslim ediyoruz.",
    dipAdvantages: 'DİP üyelerine katalog tasarımında ücretsiz İngilizce metin düzenlemesi.',
    companySize: '1-10',
    foundingYear: 2018,
    sectorExperience: 8,
    targetMarkets: 'Almanya, Birleşik Krallık, İskandinavya',
    followers: 1,
    profileViews: 34,
    createdDaysAgo: 70,
    services: ['Ürün Fotoğrafçılığı', 'Katalog Tasarımı'],
  },
  // Danışmanlık
  {
    username: 'istanbuldts',
    companyName: 'İSTANBUL DIŞ TİCARET DANIŞMANLIK LTD. ŞTİ.',
    category: 'danismanlik',
    city: 'İstanbul',
    contactPerson: 'Murat Doğan',
    shortDescription: 'İlk ihracatını yapacak firmalara uçtan uca ihracat danışmanlığı.',
    description:
      'İlk kez ihracat yapacak firmalara ihracat danışmanlığı veriyor, hedef pazardan teslim şekline kadar her adımı birlikte planlıyoruz. Ekiplerinize uygulamalı dış ticaret eğitimleri veriyor, ilk sevkiyatınızda yanınızda oluyoruz.',
    dipAdvantages: 'DİP üyelerine ücretsiz ihracat hazırlık değerlendirmesi.',
    companySize: '11-30',
    foundingYear: 2006,
    sectorExperience: 20,
    targetMarkets: 'Avrupa Birliği, Balkanlar, Körfez ülkeleri',
    followers: 17,
    profileViews: 398,
    createdDaysAgo: 700,
    services: ['İhracat Danışmanlığı', 'İhracat Yol Haritası Hazırlama', 'Dış Ticaret Eğitimi'],
  },
  {
    username: 'destekproje',
    companyName: 'Destek Proje Danışmanlık',
    category: 'danismanlik',
    city: 'Konya',
    contactPerson: 'Fatma Özdemir',
    shortDescription: 'İhracata yönelik devlet desteklerinden en yüksek faydayı sağlamanız için.',
    description:
      "<p>Devlet destekleri danışmanlığı alanında, fuar, pazar araştırması ve marka desteklerine başvurularınızı hazırlıyoruz.</p><ul><li>Destek uygunluk analizi</li><li>Başvuru ve hak ediş dosyaları</li><li>İhracat departmanı kurulumu</li></ul><p>Konya ve çevresindeki sanayicilerle 150'den fazla proje tamamladık.</p>",
    dipAdvantages: 'DİP üyelerine ilk başvuru dosyasında %20 indirim.',
    companySize: '1-10',
    foundingYear: 2015,
    sectorExperience: 11,
    targetMarkets: 'Türkiye geneli',
    followers: 10,
    profileViews: 240,
    createdDaysAgo: 420,
    services: ['Devlet Destekleri Danışmanlığı', 'Kurumsal Yapılanma ve Süreç Danışmanlığı'],
  },
  {
    username: 'yesilkopru',
    companyName: 'Yeşil Köprü Sürdürülebilirlik',
    category: 'danismanlik',
    city: 'İzmir',
    contactPerson: 'Cem Aktaş',
    shortDescription: 'Avrupa Yeşil Mutabakatı ve SKDM uyumunda ihracatçılara rehberlik.',
    description:
      "Yeşil Köprü, Avrupa'ya ihracat yapan üreticilerin karbon ayak izini hesaplar ve raporlama yükümlülüklerine hazırlar. Tedarik zincirinizdeki emisyonları azaltacak somut bir yol haritası sunarız.",
    dipAdvantages: null,
    companySize: '1-10',
    foundingYear: 2021,
    sectorExperience: 5,
    targetMarkets: 'Avrupa Birliği',
    followers: 8,
    profileViews: 160,
    createdDaysAgo: 90,
    services: ['Sürdürülebilirlik ve Yeşil Mutabakat Uyumu', 'İhracat Danışmanlığı'],
  },
  // Hukuk
  {
    username: 'kayasahinhukuk',
    companyName: 'Kaya & Şahin Hukuk Bürosu',
    category: 'hukuk',
    city: 'Ankara',
    contactPerson: 'Av. Serkan Kaya',
    shortDescription: 'Uluslararası ticaret sözleşmeleri ve tahkimde deneyimli hukuk bürosu.',
    description:
      'Büromuz, ihracatçıların satış, distribütörlük ve acentelik sözleşmelerini hazırlar ve müzakerelerde yanlarında yer alır. Uyuşmazlık halinde uluslararası tahkim ve arabuluculuk süreçlerini yürütürüz.',
    dipAdvantages: 'DİP üyelerine sözleşme incelemesinde ilk görüşme ücretsiz.',
    companySize: '11-30',
    foundingYear: 2005,
    sectorExperience: 20,
    targetMarkets: 'Avrupa Birliği, Orta Doğu',
    followers: 7,
    profileViews: 153,
    createdDaysAgo: 640,
    services: [
      'Uluslararası Ticaret Sözleşmeleri',
      'Tahkim ve Uyuşmazlık Çözümü',
      'Distribütörlük ve Acentelik Sözleşmeleri',
    ],
  },
  {
    username: 'galatahukuk',
    companyName: 'Galata Ticaret Hukuku Bürosu',
    category: 'hukuk',
    city: 'İstanbul',
    contactPerson: 'Av. Nihan Erdem',
    shortDescription: 'KVKK ve GDPR uyumu ile yurt dışı alacak tahsilatı.',
    description:
      '<p>Avrupa\'daki müşterilerinizin kişisel verilerini işlerken <em>GDPR</em> kurallarına uymanız gerekir.</p><ul><li>KVKK ve GDPR uyum projeleri</li><li>Yurt dışındaki alıcılardan alacak tahsili</li></ul><p>Ayrıntılı bilgi için <a href="https://galatahukuk.example.com/kvkk">KVKK rehberimizi</a> inceleyebilirsiniz.</p>',
    dipAdvantages: 'DİP üyelerine KVKK uyum ön denetiminde %15 indirim.',
    companySize: '1-10',
    foundingYear: 2012,
    sectorExperience: 14,
    targetMarkets: 'Avrupa Birliği, Birleşik Krallık',
    followers: 3,
    profileViews: 88,
    createdDaysAgo: 330,
    services: ['KVKK ve GDPR Uyumu', 'Alacak Takibi ve Tahsilat'],
  },
  {
    username: 'lexexport',
    companyName: 'Lex Export Avukatlık Ortaklığı',
    category: 'hukuk',
    city: 'İzmir',
    contactPerson: 'Av. Tolga Uçar',
    shortDescription: 'Yurt dışında şirket kuruluşu ve ticari sözleşmelerde hukuki destek.',
    description:
      "Lex Export, Almanya, Hollanda ve Birleşik Arap Emirlikleri'nde şube ya da şirket kurmak isteyen ihracatçılara yerel ofislerle birlikte destek verir. Kuruluş sonrası sözleşme ve uyum ihtiyaçlarınızı da üstleniriz.",
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2010,
    sectorExperience: 15,
    targetMarkets: 'Almanya, Hollanda, Birleşik Arap Emirlikleri',
    followers: 2,
    profileViews: 52,
    createdDaysAgo: 30,
    services: ['Şirket Kuruluşu (Yurt Dışı)', 'Uluslararası Ticaret Sözleşmeleri'],
  },
  // Finans
  {
    username: 'kalefinans',
    companyName: 'Kale Finansal Danışmanlık',
    category: 'finans',
    city: 'İstanbul',
    contactPerson: 'Levent Acar',
    shortDescription: 'İhracat kredileri, akreditif ve kur riski yönetiminde bağımsız danışmanlık.',
    description:
      'Kale Finansal Danışmanlık, ihracatçıların finansmana daha düşük maliyetle erişmesine yardımcı olur. Akreditif şartlarını sevkiyat öncesinde inceleyerek ödemenizin gecikmesini önler, kur riskinize uygun koruma araçlarını birlikte seçeriz.',
    dipAdvantages: 'DİP üyelerine akreditif incelemesinde %20 indirim.',
    companySize: '11-30',
    foundingYear: 2009,
    sectorExperience: 17,
    targetMarkets: 'Tüm pazarlar',
    followers: 9,
    profileViews: 215,
    createdDaysAgo: 510,
    services: ['İhracat Kredileri Danışmanlığı', 'Akreditif İşlemleri', 'Kur Riski Yönetimi'],
  },
  {
    username: 'bereketfaktoring',
    companyName: 'Bereket Faktoring A.Ş.',
    category: 'finans',
    city: 'Kayseri',
    contactPerson: 'Hülya Bozkurt',
    shortDescription: 'Vadeli ihracat alacaklarınızı nakde çeviren faktoring çözümleri.',
    description:
      '<p>Vadeli satışlarınızda nakit akışınızı korumak için <strong>ihracat faktoringi</strong> sunuyoruz.</p><ul><li>Alacak finansmanı ve tahsilat</li><li>Alıcı riskine karşı kredi sigortası</li></ul><p>Başvurularınızı iki iş günü içinde sonuçlandırıyoruz.</p>',
    dipAdvantages: 'DİP üyelerine ilk işlemde komisyonsuz faktoring.',
    companySize: '31-100',
    foundingYear: 2001,
    sectorExperience: 25,
    targetMarkets: 'Avrupa Birliği, Orta Doğu, Afrika',
    followers: 5,
    profileViews: 109,
    createdDaysAgo: 260,
    services: ['Faktoring', 'İhracat Kredi Sigortası'],
  },
  {
    username: 'mizanmusavirlik',
    companyName: 'Mizan Mali Müşavirlik',
    category: 'finans',
    city: 'Bursa',
    contactPerson: 'Okan Turan',
    shortDescription: 'İhracatçılara KDV iadesi ve mali müşavirlik hizmetleri.',
    description:
      'Mizan, ihracattan doğan KDV iadesi başvurularını eksiksiz hazırlayarak iade sürelerini kısaltır. Dövizli işlemlerinizin muhasebesini ve kur farkı hesaplarını da düzenli olarak takip ederiz.',
    dipAdvantages: null,
    companySize: '1-10',
    foundingYear: 2004,
    sectorExperience: 21,
    targetMarkets: 'Türkiye geneli',
    followers: 1,
    profileViews: 18,
    createdDaysAgo: 5,
    services: ['Mali Müşavirlik ve KDV İadesi', 'Kur Riski Yönetimi'],
  },
  // Marka ve patent
  {
    username: 'tescilnoktasi',
    companyName: 'Tescil Noktası Marka ve Patent',
    category: 'marka',
    city: 'Ankara',
    contactPerson: 'Pınar Avcı',
    shortDescription: "Markanızı Türkiye'de ve yurt dışında güvence altına alıyoruz.",
    description:
      'Tescil Noktası, yurt içi marka başvurularından Madrid Protokolü ile uluslararası tescile kadar tüm süreçleri yönetir. Benzer başvuruları düzenli olarak izleyip markanız için gerekli itirazları zamanında yaparız.',
    dipAdvantages: 'DİP üyelerine ücretsiz marka ön araştırması.',
    companySize: '11-30',
    foundingYear: 2007,
    sectorExperience: 18,
    targetMarkets: 'Avrupa Birliği, ABD, Çin',
    followers: 13,
    profileViews: 299,
    createdDaysAgo: 620,
    services: ['Yurt İçi Marka Tescili', 'Uluslararası Marka Tescili (Madrid Protokolü)', 'Marka İzleme ve İtiraz'],
  },
  {
    username: 'fikirkoruma',
    companyName: 'Fikir Koruma Patent Ofisi',
    category: 'marka',
    city: 'İstanbul',
    contactPerson: 'Barış Keskin',
    shortDescription: 'Patent ve endüstriyel tasarım başvurularında mühendis kadrosuyla yanınızda.',
    description:
      '<p>Buluşlarınızı ve tasarımlarınızı ihracat pazarlarında koruyoruz.</p><ul><li>Yurt içi ve uluslararası patent başvuruları</li><li>Endüstriyel tasarım tescili</li><li>Patent araştırması ve değerlendirme raporu</li></ul>',
    dipAdvantages: null,
    companySize: '1-10',
    foundingYear: 2014,
    sectorExperience: 11,
    targetMarkets: 'Avrupa Birliği, ABD, Japonya',
    followers: 4,
    profileViews: 84,
    createdDaysAgo: 180,
    services: ['Patent Başvurusu', 'Endüstriyel Tasarım Tescili'],
  },
  {
    username: 'yoreseldeger',
    companyName: 'Yöresel Değer Danışmanlık',
    category: 'marka',
    city: 'Gaziantep',
    contactPerson: 'Sevgi Kurt',
    shortDescription: 'Yöresel ürünler için coğrafi işaret ve marka tescili.',
    description:
      'Yöresel Değer, üretici birlikleri ve kooperatiflerle birlikte coğrafi işaret başvuruları hazırlar. Tescil sonrası denetim yapısını kurar, ürünlerinizin ihracat pazarlarında korunmasına destek oluruz.',
    dipAdvantages: 'DİP üyelerine coğrafi işaret başvurusunda %10 indirim.',
    companySize: '1-10',
    foundingYear: 2019,
    sectorExperience: 7,
    targetMarkets: 'Avrupa Birliği, Körfez ülkeleri',
    followers: 0,
    profileViews: 10,
    createdDaysAgo: 2,
    services: ['Coğrafi İşaret Başvurusu', 'Yurt İçi Marka Tescili'],
  },
  // Fuar
  {
    username: 'expokopru',
    companyName: 'Expo Köprü Fuarcılık',
    category: 'fuar',
    city: 'İstanbul',
    contactPerson: 'Tuba Şen',
    shortDescription: 'Yurt dışı sektör fuarlarına katılımınızı baştan sona planlıyoruz.',
    description:
      "Expo Köprü, her yıl 30'dan fazla uluslararası fuarda Türk firmalarının katılımını organize eder. Doğru fuarın seçiminden alıcılarla ön görüşmelerin ayarlanmasına, fuar sonrası takipten raporlamaya kadar tüm süreci yürütürüz.",
    dipAdvantages: 'DİP üyelerine fuar katılım danışmanlığında %15 indirim.',
    companySize: '31-100',
    foundingYear: 2002,
    sectorExperience: 23,
    targetMarkets: 'Almanya, BAE, Rusya, ABD',
    followers: 14,
    profileViews: 341,
    createdDaysAgo: 660,
    services: ['Yurt Dışı Fuar Organizasyonu', 'Fuar Katılım Danışmanlığı', 'B2B Görüşme Organizasyonu'],
  },
  {
    username: 'standarttasarim',
    companyName: 'Standart Tasarım Stand Sistemleri',
    category: 'fuar',
    city: 'Bursa',
    contactPerson: 'Volkan Özkan',
    shortDescription: 'Avrupa fuarlarında anahtar teslim stand tasarımı ve kurulumu.',
    description:
      '<p>Markanızı fuarda öne çıkaran standları kendi atölyemizde üretiyor, fuar alanında kuruyoruz.</p><ul><li>3B stand tasarımı</li><li>Modüler ve özel stand üretimi</li><li>Kurulum, söküm ve depolama</li></ul>',
    dipAdvantages: 'DİP üyelerine stand tasarımı ücretsiz.',
    companySize: '11-30',
    foundingYear: 2011,
    sectorExperience: 14,
    targetMarkets: 'Almanya, İtalya, Fransa',
    followers: 6,
    profileViews: 127,
    createdDaysAgo: 390,
    services: ['Stand Tasarımı ve Kurulumu', 'Fuar Katılım Danışmanlığı'],
  },
  {
    username: 'kervanheyet',
    companyName: 'Kervan Ticaret Heyetleri Organizasyon',
    category: 'fuar',
    city: 'Antalya',
    contactPerson: 'Sinem Çınar',
    shortDescription: 'Ticaret heyetleri, sanal fuarlar ve ikili iş görüşmeleri.',
    description:
      'Kervan, hedef ülkelere sektörel ticaret heyetleri düzenler ve alıcılarla ikili görüşmeler ayarlar. Seyahat edemeyen firmalar için sanal fuar katılımı ve çevrim içi görüşme organizasyonu da sunarız.',
    dipAdvantages: null,
    companySize: '1-10',
    foundingYear: 2018,
    sectorExperience: 8,
    targetMarkets: 'Afrika, Latin Amerika, Orta Asya',
    followers: 2,
    profileViews: 56,
    createdDaysAgo: 140,
    services: ['Ticaret Heyeti Organizasyonu', 'Sanal Fuar Katılımı', 'B2B Görüşme Organizasyonu'],
  },
  // Üretim
  {
    username: 'denizlifason',
    companyName: 'Denizli Fason Tekstil A.Ş.',
    category: 'uretim',
    city: 'Denizli',
    contactPerson: 'Yusuf Karaca',
    shortDescription: 'Ev tekstili ve havlu ürünlerinde fason ve özel etiket üretim.',
    description:
      "Denizli Fason Tekstil, Avrupa'daki perakende zincirleri için havlu, bornoz ve nevresim üretir. Alıcının markasıyla özel etiketli üretim yapar, numuneleri bir hafta içinde hazırlarız.",
    dipAdvantages: 'DİP üyelerine numune üretimi ücretsiz.',
    companySize: '100-1000',
    foundingYear: 1995,
    sectorExperience: 30,
    targetMarkets: 'Almanya, Birleşik Krallık, İskandinavya',
    followers: 10,
    profileViews: 233,
    createdDaysAgo: 580,
    services: ['Fason Üretim', 'Özel Etiket (Private Label) Üretim', 'Numune ve Prototip Üretimi'],
  },
  {
    username: 'guvenkalite',
    companyName: 'Güven Kalite Kontrol ve Belgelendirme',
    category: 'uretim',
    city: 'Kocaeli',
    contactPerson: 'Nazlı Yurt',
    shortDescription: 'Sevkiyat öncesi kalite kontrol, CE ve ISO belgelendirme danışmanlığı.',
    description:
      '<p>Alıcınızın kalite beklentisini sevkiyattan önce doğruluyoruz.</p><ul><li>Üretim ve sevkiyat öncesi denetim</li><li>CE işareti için teknik dosya</li><li>ISO 9001 ve 14001 hazırlığı</li></ul><p>Denetim raporlarımız fotoğraflı ve İngilizcedir.</p>',
    dipAdvantages: 'DİP üyelerine ilk denetimde %10 indirim.',
    companySize: '31-100',
    foundingYear: 2006,
    sectorExperience: 19,
    targetMarkets: 'Avrupa Birliği',
    followers: 7,
    profileViews: 145,
    createdDaysAgo: 345,
    services: ['Kalite Kontrol ve Denetim', 'CE İşareti Belgelendirme', 'ISO Belgelendirme Danışmanlığı'],
  },
  {
    username: 'selcuklumakine',
    companyName: 'Selçuklu Makine İmalat',
    category: 'uretim',
    city: 'Konya',
    contactPerson: 'Ahmet Bulut',
    shortDescription: 'Tarım makinesi parçalarında fason talaşlı imalat ve prototip üretimi.',
    description:
      'Selçuklu Makine, CNC tezgâhlarıyla tarım ve iş makineleri için yedek parça üretir. Teknik çizime göre prototip hazırlar, onay sonrası seri üretime geçeriz.',
    dipAdvantages: null,
    companySize: '31-100',
    foundingYear: 1999,
    sectorExperience: 26,
    targetMarkets: 'Orta Asya, Afrika, Doğu Avrupa',
    followers: 1,
    profileViews: 31,
    createdDaysAgo: 60,
    services: ['Fason Üretim', 'Numune ve Prototip Üretimi'],
  },
  // Paketleme
  {
    username: 'ambalajevi',
    companyName: 'Ambalaj Evi',
    category: 'paketleme',
    city: 'İstanbul',
    contactPerson: 'Gül Şimşek',
    shortDescription: 'Hedef pazarın mevzuatına uygun ihracat ambalajı ve çok dilli etiketler.',
    description:
      'Ambalaj Evi, gıda ve kozmetik ihracatçılarının ambalajlarını hedef ülkenin etiket mevzuatına göre tasarlar. Zorunlu ibareleri ve barkodları kontrol ederek gümrükte sorun yaşamamanızı sağlarız.',
    dipAdvantages: 'DİP üyelerine etiket mevzuat kontrolü ücretsiz.',
    companySize: '11-30',
    foundingYear: 2013,
    sectorExperience: 12,
    targetMarkets: 'Avrupa Birliği, Körfez ülkeleri',
    followers: 6,
    profileViews: 124,
    createdDaysAgo: 455,
    services: ['İhracat Ambalajı Tasarımı', 'Etiketleme ve Barkodlama'],
  },
  {
    username: 'dogapak',
    companyName: 'Doğa Pak Sürdürülebilir Ambalaj',
    category: 'paketleme',
    city: 'Manisa',
    contactPerson: 'Eren Aslan',
    shortDescription: 'Geri dönüştürülebilir ve kompostlanabilir ambalaj çözümleri.',
    description:
      "<p>Avrupa'nın ambalaj atığı kurallarına uyum için <strong>sürdürülebilir ambalaj</strong> üretiyoruz.</p><ul><li>Kağıt bazlı ve kompostlanabilir ambalajlar</li><li>Düşme ve titreşim testleri</li></ul>",
    dipAdvantages: 'DİP üyelerine ilk siparişte %12 indirim.',
    companySize: '31-100',
    foundingYear: 2016,
    sectorExperience: 10,
    targetMarkets: 'Almanya, Hollanda, Fransa',
    followers: 4,
    profileViews: 90,
    createdDaysAgo: 230,
    services: ['Sürdürülebilir Ambalaj Çözümleri', 'Ambalaj Testleri'],
  },
  {
    username: 'tekirdagpalet',
    companyName: 'Tekirdağ Palet ve Sandık',
    category: 'paketleme',
    city: 'Tekirdağ',
    contactPerson: 'Recep Taş',
    shortDescription: 'ISPM-15 standardında ısıl işlemli palet ve ihracat sandığı üretimi.',
    description:
      'Tekirdağ Palet ve Sandık, makine ve ağır yük ihracatçıları için ölçüye özel sandık üretir. Tüm ahşap ambalajlarımız ISPM-15 standardına uygun ısıl işlemden geçer ve damgalanır.',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2004,
    sectorExperience: 21,
    targetMarkets: 'Avrupa Birliği, Orta Doğu',
    followers: 1,
    profileViews: 15,
    createdDaysAgo: 20,
    services: ['Palet ve Sandıklama (ISPM-15)', 'Endüstriyel Ambalaj'],
  },
  // Ödeme sistemleri
  {
    username: 'kolaytahsilat',
    companyName: 'Kolay Tahsilat Teknolojileri A.Ş.',
    category: 'odeme',
    city: 'İstanbul',
    contactPerson: 'İlker Yalçın',
    shortDescription: 'Yurt dışındaki alıcılarınızdan düşük maliyetle ve hızlı tahsilat.',
    description:
      'Kolay Tahsilat, ihracatçıların yabancı para birimlerinde ödeme almasını kolaylaştırır. Çoklu para birimi hesapları ve yurt dışı kartlarını kabul eden sanal POS ile tahsilatınız aynı gün hesabınızda olur.',
    dipAdvantages: 'DİP üyelerine ilk üç ay işlem komisyonunda %30 indirim.',
    companySize: '31-100',
    foundingYear: 2017,
    sectorExperience: 9,
    targetMarkets: 'Tüm pazarlar',
    followers: 13,
    profileViews: 312,
    createdDaysAgo: 500,
    services: ['Yurt Dışı Tahsilat Çözümleri', 'Çoklu Para Birimi Hesapları', 'Sanal POS Entegrasyonu'],
  },
  {
    username: 'kalkanodeme',
    companyName: 'Kalkan Ödeme Sistemleri',
    category: 'odeme',
    city: 'Ankara',
    contactPerson: 'Tuğba Uysal',
    shortDescription: 'Güvenli ödeme geçidi ve dolandırıcılık önleme çözümleri.',
    description:
      '<p>E-ihracat sitenizde güvenli ödeme almanız için ödeme geçidi kuruyor, şüpheli işlemleri sizin yerinize izliyoruz.</p><ul><li>3D Secure ödeme geçidi</li><li>Risk skorlama ve ters ibraz yönetimi</li></ul>',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2018,
    sectorExperience: 8,
    targetMarkets: 'Avrupa Birliği, ABD',
    followers: 4,
    profileViews: 83,
    createdDaysAgo: 160,
    services: ['Ödeme Geçidi Kurulumu', 'Dolandırıcılık Önleme'],
  },
  {
    username: 'donguodeme',
    companyName: 'Döngü Ödeme Çözümleri',
    category: 'odeme',
    city: 'İzmir',
    contactPerson: 'Kaan Demirtaş',
    shortDescription: 'Abonelik ve tekrarlayan ödemeler için tahsilat altyapısı.',
    description:
      'Döngü, yazılım ve hizmet ihracatçılarının yurt dışındaki müşterilerinden düzenli ödeme almasını sağlar. Abonelik planlarınızı kurar, başarısız ödemeleri otomatik olarak yeniden deneriz.',
    dipAdvantages: 'DİP üyelerine kurulum ücreti alınmaz.',
    companySize: '1-10',
    foundingYear: 2022,
    sectorExperience: 4,
    targetMarkets: 'Avrupa Birliği, Birleşik Krallık',
    followers: 1,
    profileViews: 26,
    createdDaysAgo: 35,
    services: ['Abonelik ve Tekrarlayan Ödemeler', 'Sanal POS Entegrasyonu'],
  },
  // E-ticaret
  {
    username: 'eihracatlab',
    companyName: 'E-İhracat Lab',
    category: 'eticaret',
    city: 'İstanbul',
    contactPerson: 'Seda Arıkan',
    shortDescription: 'Çok dilli e-ihracat siteleri ve ETGB ile mikro ihracat danışmanlığı.',
    description:
      'E-İhracat Lab, markaların yurt dışındaki tüketicilere doğrudan satış yapmasını sağlar. Çok dilli ve çok para birimli siteyi kurar, mikro ihracat gümrük süreçlerini ve performans ölçümünü birlikte yönetiriz.',
    dipAdvantages: 'DİP üyelerine site kurulumunda %20 indirim.',
    companySize: '11-30',
    foundingYear: 2016,
    sectorExperience: 10,
    targetMarkets: 'ABD, Almanya, Birleşik Krallık',
    followers: 19,
    profileViews: 455,
    createdDaysAgo: 540,
    services: ['E-İhracat Sitesi Kurulumu', 'Mikro İhracat (ETGB) Danışmanlığı', 'E-Ticaret Performans Analizi'],
  },
  {
    username: 'vitrindijital',
    companyName: 'Vitrin Dijital Ticaret',
    category: 'eticaret',
    city: 'Bursa',
    contactPerson: 'Hande Güler',
    shortDescription: 'E-ticaret operasyonunuzu ve ürün kataloğunuzu sizin yerinize yönetiyoruz.',
    description:
      '<p>Sipariş, stok ve iade süreçleriyle uğraşmadan büyümek isteyen markalara <strong>dış kaynaklı e-ticaret operasyonu</strong> sunuyoruz.</p><ul><li>Ürün listeleme ve çeviri</li><li>Sipariş ve iade yönetimi</li><li>Aylık satış raporu</li></ul>',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2019,
    sectorExperience: 7,
    targetMarkets: 'Avrupa Birliği',
    followers: 4,
    profileViews: 102,
    createdDaysAgo: 210,
    services: ['Ürün Listeleme ve Katalog Yönetimi', 'E-Ticaret Operasyon Yönetimi'],
  },
  {
    username: 'sepetglobal',
    companyName: 'Sepet Global E-Ticaret',
    category: 'eticaret',
    city: 'Antalya',
    contactPerson: 'Umut Sarı',
    shortDescription: 'Mevcut e-ticaret sitenizi yeni dillere ve pazarlara taşıyoruz.',
    description:
      "Sepet Global, Türkiye'de satış yapan e-ticaret sitelerini Rusça, Almanca ve Arapça pazarlara uyarlar. Yerel ödeme yöntemleri ve kargo seçenekleriyle dönüşüm oranınızı artırırız.",
    dipAdvantages: 'DİP üyelerine ilk dil uyarlamasında %10 indirim.',
    companySize: '1-10',
    foundingYear: 2020,
    sectorExperience: 6,
    targetMarkets: 'Rusya, Almanya, Körfez ülkeleri',
    followers: 2,
    profileViews: 41,
    createdDaysAgo: 75,
    services: ['Çok Dilli E-Ticaret Sitesi', 'E-Ticaret Operasyon Yönetimi'],
  },
  // Pazaryeri
  {
    username: 'carsiglobal',
    companyName: 'Çarşı Global Pazaryeri Yönetimi',
    category: 'pazaryeri',
    city: 'İstanbul',
    contactPerson: 'Ozan Metin',
    shortDescription: 'Uluslararası pazaryerlerinde mağaza açılışı, yönetimi ve reklam.',
    description:
      'Çarşı Global, markaların uluslararası pazaryerlerinde satıcı hesabı açmasından günlük mağaza yönetimine kadar her adımda yanındadır. Pazaryeri içi reklamlarla satışlarınızı ilk aydan itibaren ölçülebilir biçimde artırırız.',
    dipAdvantages: 'DİP üyelerine hesap açılışı ücretsiz.',
    companySize: '31-100',
    foundingYear: 2015,
    sectorExperience: 11,
    targetMarkets: 'ABD, Avrupa Birliği, Japonya',
    followers: 16,
    profileViews: 387,
    createdDaysAgo: 470,
    services: ['Global Pazaryeri Hesap Açılışı', 'Uluslararası Pazaryeri Mağaza Yönetimi', 'Pazaryeri Reklam Yönetimi'],
  },
  {
    username: 'magazaarti',
    companyName: 'Mağaza Artı',
    category: 'pazaryeri',
    city: 'Kocaeli',
    contactPerson: 'Damla Ateş',
    shortDescription: 'Listeleme optimizasyonu ve mağaza puanı yönetimiyle daha görünür olun.',
    description:
      '<p>Pazaryerinde görünürlüğünüzü artırmak için listelemelerinizi baştan yazıyoruz.</p><ul><li>Anahtar kelime araştırması ve başlık optimizasyonu</li><li>Müşteri yorumu ve satıcı puanı yönetimi</li></ul>',
    dipAdvantages: 'DİP üyelerine 20 ürünlük listeleme optimizasyonu ücretsiz.',
    companySize: '1-10',
    foundingYear: 2021,
    sectorExperience: 5,
    targetMarkets: 'ABD, Birleşik Krallık',
    followers: 4,
    profileViews: 99,
    createdDaysAgo: 190,
    services: ['Ürün Listeleme Optimizasyonu', 'Mağaza Performans ve Yorum Yönetimi'],
  },
  {
    username: 'depokoprusu',
    companyName: 'Depo Köprüsü Fulfillment',
    category: 'pazaryeri',
    city: 'Sakarya',
    contactPerson: 'Bora Yücel',
    shortDescription: 'Pazaryeri depolarına sevkiyat, sipariş karşılama ve entegrasyon.',
    description:
      'Depo Köprüsü, pazaryeri satıcılarının ürünlerini yurt dışı depolara hazırlar ve gönderir. Stok ve siparişleri birden çok pazaryeriyle otomatik olarak eşitleyen entegrasyonumuzla fazla satışın önüne geçeriz.',
    dipAdvantages: null,
    companySize: '11-30',
    foundingYear: 2019,
    sectorExperience: 7,
    targetMarkets: 'ABD, Almanya, Birleşik Krallık',
    followers: 0,
    profileViews: 1,
    createdDaysAgo: 1,
    services: ['Pazaryeri Lojistiği (Fulfillment)', 'Pazaryeri Entegrasyonu'],
  },
  // Bilişim
  {
    username: 'kodbahcesi',
    companyName: 'Kod Bahçesi Yazılım',
    category: 'it',
    city: 'Ankara',
    contactPerson: 'Anıl Kara',
    shortDescription: 'Çok dilli kurumsal web siteleri, B2B portallar ve mobil uygulamalar.',
    description:
      'Kod Bahçesi, ihracatçıların bayi ve alıcılarıyla dijital ortamda çalışmasını sağlayan yazılımlar geliştirir. Çok dilli web sitelerinden B2B sipariş portallarına ve saha satış uygulamalarına kadar projeleri uçtan uca yürütürüz.',
    dipAdvantages: 'DİP üyelerine ilk proje analizinde %15 indirim.',
    companySize: '11-30',
    foundingYear: 2012,
    sectorExperience: 14,
    targetMarkets: 'Avrupa Birliği, Körfez ülkeleri',
    followers: 9,
    profileViews: 199,
    createdDaysAgo: 430,
    services: ['Web Sitesi Geliştirme', 'B2B Portal Geliştirme', 'Mobil Uygulama Geliştirme'],
  },
  {
    username: 'bulutkale',
    companyName: 'Bulut Kale Bilişim A.Ş.',
    category: 'it',
    city: 'İstanbul',
    contactPerson: 'Caner Işık',
    shortDescription: 'Bulut altyapısı ve siber güvenlik hizmetleri.',
    description:
      '<p>İhracat operasyonunuzu taşıyan sistemleri <strong>bulutta güvenle</strong> çalıştırıyoruz.</p><ul><li>Bulut geçişi ve yönetilen altyapı</li><li>Sızma testleri ve güvenlik izleme</li><li>Yedekleme ve felaket kurtarma</li></ul>',
    dipAdvantages: 'DİP üyelerine ücretsiz siber güvenlik ön taraması.',
    companySize: '31-100',
    foundingYear: 2011,
    sectorExperience: 15,
    targetMarkets: 'Türkiye, Avrupa Birliği',
    followers: 7,
    profileViews: 156,
    createdDaysAgo: 280,
    services: ['Bulut Altyapı Hizmetleri', 'Siber Güvenlik'],
  },
  {
    username: 'entegraerp',
    companyName: 'Entegra ERP Çözümleri',
    category: 'it',
    city: 'Trabzon',
    contactPerson: 'Gökhan Sezer',
    shortDescription: 'ERP entegrasyonu ve yazılım lokalizasyonunda uzman ekip.',
    description:
      'Entegra, muhasebe, stok ve e-ticaret sistemlerinizi birbirine bağlayarak çift veri girişini ortadan kaldırır. Yazılımlarınızı yeni dillere ve yerel vergi kurallarına uyarlarız.',
    dipAdvantages: null,
    companySize: '1-10',
    foundingYear: 2017,
    sectorExperience: 9,
    targetMarkets: 'Gürcistan, Azerbaycan, Avrupa Birliği',
    followers: 1,
    profileViews: 29,
    createdDaysAgo: 100,
    services: ['ERP Entegrasyonu', 'Yazılım Lokalizasyonu'],
  },
];

// Blues and teals for trust, with a few warm tones so the catalogue does not look uniform.
const PALETTE = ['#1e3a8a', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#15803d', '#9a3412'] as const;

/** Languages a firm serving these markets plausibly speaks: by country named, and by region named. */
const MARKET_LANGUAGES: readonly [RegExp, ProfileLanguage][] = [
  [/Almanya|Avrupa Birliği|Avrupa\b/, 'de'],
  [/Fransa|Belçika|Kuzey Afrika|Kanada/, 'fr'],
  [/Körfez|Arap|BAE|Suudi|Irak|Orta Doğu/, 'ar'],
  [/Rusya|Orta Asya|Türk cumhuriyetleri|Doğu Avrupa|Kazakistan|Özbekistan/, 'ru'],
  [/İspanya|Latin Amerika/, 'es'],
  [/İtalya/, 'it'],
  [/Hollanda/, 'nl'],
  [/Polonya/, 'pl'],
  [/Romanya/, 'ro'],
  [/Bulgaristan|Balkanlar/, 'bg'],
  [/Azerbaycan/, 'az'],
  [/Gürcistan/, 'ka'],
  [/Çin/, 'zh'],
  [/Japonya/, 'ja'],
];

/** English texts of a few demo partners (the others show their Turkish text marked as Turkish). */
const ENGLISH: Readonly<Record<string, { short: string; description: string }>> = {
  anadolugumruk: {
    short: 'Customs brokerage and foreign trade documents in Mersin, Istanbul and Kapıkule.',
    description:
      '<p>Anadolu Gümrük handles export and import declarations, EUR.1 and A.TR movement certificates and inward processing files for manufacturers shipping from Mersin, Istanbul and Kapıkule.</p>',
  },
  egelojistik: {
    short: 'International logistics from Izmir: road, sea and groupage freight.',
    description:
      '<p>Ege Lojistik moves exporters’ goods from Izmir to Europe and the Middle East by road and sea, with weekly groupage departures to Germany.</p>',
  },
  'pusula-arastirma': {
    short: 'Data-driven target market and competitor analysis that sharpens your export decisions.',
    description:
      '<p>Since 2014 Pusula has helped small and medium-sized exporters decide which country to sell to, at what price and through which channel. Reports are delivered in Turkish and English.</p>',
  },
  eihracatlab: {
    short: 'Multilingual e-export websites and micro-export consulting with ETGB.',
    description: '<p>We build multilingual online stores and set up micro-export shipping with ETGB declarations.</p>',
  },
};

/** The 48 demo partners, three per category, in category order. */
export const DEMO_PARTNERS: readonly DemoPartnerSeed[] = INPUT.map((p, i) => ({
  ...p,
  email: `info@${p.username}.example.com`,
  // 10 digits starting with 5 (spec §5); distinct per partner.
  phone: `5${String(320000000 + i * 1_234_567).slice(0, 9)}`,
  website: `https://www.${p.username}.example.com`,
  hasLogo: i % 3 !== 2,
  hasCover: i % 3 === 0,
  brandColor: PALETTE[i % PALETTE.length] ?? '#1e3a8a',
  // Every fifth firm speaks Turkish only besides its markets' languages, so the filter has something to narrow.
  languages: sortProfileLanguages([
    'tr',
    ...(i % 5 === 4 ? [] : (['en'] as const)),
    ...MARKET_LANGUAGES.filter(([pattern]) => pattern.test(p.targetMarkets)).map(([, code]) => code),
  ]),
  shortDescriptionEn: ENGLISH[p.username]?.short ?? null,
  descriptionEn: ENGLISH[p.username]?.description ?? null,
}));

/**
 * The demo partners' capability values (issue 21; field and option keys of `capability-data.ts`),
 * by username: what each firm would tick for its category. Partners not listed have none.
 */
export const DEMO_PARTNER_CAPABILITIES: Readonly<Record<string, CapabilityValues>> = {
  anadolugumruk: {
    'customs-offices': ['mersin', 'iskenderun', 'adana', 'gaziantep'],
    authorisations: ['yys', 'approved-exporter', 'authorised-consignor'],
    procedures: ['export-declaration', 'import-declaration', 'inward-processing', 'temporary-admission', 'origin'],
  },
  marmaradts: {
    'customs-offices': ['kocaeli', 'gebze', 'derince', 'istanbul-ambarli'],
    authorisations: ['yys', 'on-site-clearance'],
    procedures: ['export-declaration', 'inward-processing', 'bonded-warehouse'],
  },
  trakyamusavirlik: {
    'customs-offices': ['kapikule', 'hamzabeyli', 'ipsala', 'istanbul-halkali'],
    authorisations: ['authorised-consignor', 'authorised-consignee'],
    procedures: ['export-declaration', 'transit', 'origin'],
  },
  egelojistik: {
    'transport-modes': ['road', 'sea', 'intermodal'],
    'load-types': ['fcl', 'lcl', 'ftl', 'ltl'],
    ports: ['izmir', 'aliaga'],
    routes: ['İzmir – Münih', 'İzmir – Rotterdam'],
    certificates: ['iso-9001', 'fiata', 'utikad', 'k1-r1'],
  },
  ipekyolu: {
    'transport-modes': ['road', 'rail'],
    'load-types': ['ftl', 'ltl', 'dangerous-goods'],
    ports: ['mersin', 'iskenderun'],
    routes: ['Gaziantep – Erbil', 'Gaziantep – Bakü'],
    certificates: ['adr', 'und', 'k1-r1'],
  },
  martikargo: {
    'transport-modes': ['air', 'express'],
    'load-types': ['cold-chain', 'dangerous-goods'],
    certificates: ['iata', 'iso-9001', 'gdp'],
  },
  kayasahinhukuk: { 'practice-areas': ['customs-law', 'trade-contracts', 'arbitration'] },
  galatahukuk: { 'practice-areas': ['arbitration', 'company-setup', 'debt-collection'] },
  lexexport: { 'practice-areas': ['trade-contracts', 'ip'] },
  kalefinans: { instruments: ['letter-of-credit', 'documentary-collection', 'eximbank', 'fx-hedging'] },
  bereketfaktoring: { instruments: ['factoring', 'forfaiting'] },
  mizanmusavirlik: { instruments: ['eximbank', 'credit-insurance'] },
  expokopru: {
    'fair-services': ['stand-design', 'national-pavilion', 'state-support'],
    fairs: ['Hannover Messe', 'Gulfood'],
  },
  standarttasarim: { 'fair-services': ['stand-design', 'fair-logistics'] },
  kervanheyet: { 'fair-services': ['trade-mission', 'b2b-meetings'], fairs: ['Canton Fair'] },
  ambalajevi: { certificates: ['brc', 'iso-22000'] },
  dogapak: { certificates: ['fsc', 'iso-22000'] },
  tekirdagpalet: { certificates: ['ispm-15'] },
  eihracatlab: { platforms: ['shopify', 'woocommerce'] },
  vitrindijital: { platforms: ['ideasoft', 'ticimax'] },
  sepetglobal: { platforms: ['shopify', 'tsoft'] },
  carsiglobal: { marketplaces: ['amazon', 'etsy', 'ebay'] },
  magazaarti: { marketplaces: ['amazon', 'wayfair', 'allegro'] },
  depokoprusu: { marketplaces: ['alibaba', 'noon', 'ozon'] },
};
