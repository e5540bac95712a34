/**
 * Synthetic catalogue for the search benchmark: Turkish company names and texts composed from word
 * lists, deterministic (seeded PRNG) so two runs measure the same data.
 *
 * The texts are built to look like the real thing where it matters for search cost: accented and
 * dotted/dotless letters (ş, ğ, ı, İ, ü, ö, ç), inflected words ('danışmanlığı', 'lojistiği'), cities,
 * a few hundred characters of description, and category words that also appear in other categories'
 * descriptions (a customs broker mentions logistics), so a term matches a realistic share of rows.
 */
import type { partners } from '../../../src/server/db/schema';
import { COMPANY_SIZES, type CategorySlug } from '../../../src/shared/constants';

/** mulberry32: tiny, fast and good enough to pick words; seeded so the data set is reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = [
  'Anadolu',
  'Ege',
  'Marmara',
  'Karadeniz',
  'Akdeniz',
  'Boğaziçi',
  'Kuzey',
  'Güney',
  'Yıldız',
  'Doğan',
  'Öztürk',
  'Şahin',
  'Çelik',
  'Aydın',
  'Kaya',
  'Yılmaz',
  'Demir',
  'Arslan',
  'Koç',
  'Ertuğrul',
  'Toros',
  'Kapadokya',
  'İpekyolu',
  'Altın',
  'Mavi',
  'Yeşil',
  'Trakya',
  'Ulu',
  'Erciyes',
  'Uludağ',
  'Gökçe',
  'Işık',
  'İnci',
  'Çınar',
  'Sancak',
  'Ufuk',
  'Doruk',
  'Zirve',
  'Pusula',
  'Liman',
  'Meridyen',
  'Atlas',
  'Kervan',
  'Güneş',
  'Deniz',
  'Öncü',
  'Şimşek',
  'Ilgaz',
  'Köprü',
  'Tuna',
  'Fırat',
  'Dicle',
  'Kızılırmak',
  'Sakarya',
];
const SECOND = ['', '', '', 'Global', 'Dış Ticaret', 'Grup', 'Uluslararası', 'Kardeşler', 'Türk', 'Partner', 'Plus'];
const SUFFIXES = [
  'A.Ş.',
  'Ltd. Şti.',
  've Ticaret A.Ş.',
  'Hizmetleri Ltd. Şti.',
  'San. ve Tic. A.Ş.',
  'Ofisi',
  'Danışmanlık A.Ş.',
];
export const CITIES = [
  'İstanbul',
  'İzmir',
  'Ankara',
  'Bursa',
  'Mersin',
  'Gaziantep',
  'Kocaeli',
  'Antalya',
  'Konya',
  'Kayseri',
  'Denizli',
  'Trabzon',
  'Samsun',
  'Eskişehir',
  'Adana',
  'Iğdır',
  'Isparta',
  'Manisa',
  'Tekirdağ',
  'Hatay',
];
const MARKETS = [
  'Almanya',
  'Irak',
  'ABD',
  'Birleşik Krallık',
  'İtalya',
  'Fransa',
  'Rusya',
  'İspanya',
  'Hollanda',
  'Körfez ülkeleri',
  'Kuzey Afrika',
  'Balkanlar',
  'Orta Asya',
];
const SECTORS = [
  'tekstil',
  'hazır giyim',
  'gıda',
  'otomotiv yan sanayi',
  'mobilya',
  'kimya',
  'makine',
  'kuru meyve',
  'zeytinyağı',
  'ev tekstili',
  'seramik',
  'elektronik',
];

/** Per category: the words that make a name, and sentences for the short and long description. */
const CATEGORY_TEXT: Record<CategorySlug, { name: string[]; short: string[]; long: string[]; services: string[] }> = {
  'pazar-analizi': {
    name: ['Pazar Araştırma', 'Analitik', 'Veri ve Strateji', 'Araştırma'],
    short: [
      'Hedef pazar analizi ve rakip araştırması',
      'İhracat pazarlarında talep ve fiyat analizi',
      'Ülke raporları ve pazar giriş stratejisi',
    ],
    long: [
      'Hedef ülkelerde talep, fiyat ve rakip yapısını raporluyoruz.',
      'Pazar analizi çalışmalarımız saha araştırması ve dış ticaret verilerine dayanır.',
      'Yeni pazarlara girişte risk ve fırsat haritası hazırlıyoruz.',
    ],
    services: ['Hedef Pazar Raporu', 'Rakip Analizi', 'Fiyat Araştırması', 'Ülke Risk Analizi'],
  },
  gumruk: {
    name: ['Gümrük Müşavirliği', 'Gümrük', 'Gümrükleme', 'Gümrük ve Dış Ticaret'],
    short: [
      'Gümrük müşavirliği ve beyanname işlemleri',
      'İhracat ve ithalat gümrükleme hizmetleri',
      'Gümrük mevzuatı danışmanlığı ve tarife sınıflandırması',
    ],
    long: [
      'Kapıkule, Mersin ve Ambarlı çıkışlı gümrük işlemlerinizi hızla tamamlıyoruz.',
      'Dahilde işleme rejimi, menşe belgesi ve A.TR dolaşım belgesi konularında deneyimliyiz.',
      'Gümrük beyannamesi, antrepo ve transit rejim süreçlerini tek noktadan yönetiyoruz.',
    ],
    services: ['Gümrük Beyannamesi', 'Menşe Belgesi', 'Tarife Sınıflandırması', 'Antrepo Hizmeti'],
  },
  lojistik: {
    name: ['Lojistik', 'Nakliyat', 'Taşımacılık', 'Uluslararası Taşımacılık'],
    short: [
      'Karayolu, denizyolu ve havayolu lojistiği',
      'Parsiyel ve komple uluslararası taşımacılık',
      'Depolama ve dağıtım lojistiği çözümleri',
    ],
    long: [
      'Avrupa ve Orta Doğu hatlarında düzenli parsiyel seferlerimiz var.',
      'Konteyner taşımacılığı, depolama ve sigortalı nakliye hizmeti veriyoruz.',
      'Soğuk zincir lojistiği ile gıda ihracatçılarına destek oluyoruz.',
    ],
    services: ['Parsiyel Taşıma', 'Konteyner Taşımacılığı', 'Depolama', 'Hava Kargo'],
  },
  pazarlama: {
    name: ['Dijital Pazarlama', 'Reklam', 'Medya', 'İletişim'],
    short: [
      'Yurt dışı dijital pazarlama ve reklam yönetimi',
      'B2B pazarlama ve potansiyel müşteri bulma',
      'Sosyal medya ve arama motoru pazarlaması',
    ],
    long: [
      'Google ve LinkedIn kampanyaları ile yabancı alıcılara ulaşmanızı sağlıyoruz.',
      'Çok dilli içerik üretimi ve e-posta pazarlaması yapıyoruz.',
      'Pazarlama stratejinizi hedef ülkenin kültürüne göre uyarlıyoruz.',
    ],
    services: ['Google Reklamları', 'LinkedIn Kampanyası', 'İçerik Üretimi', 'E-posta Pazarlaması'],
  },
  fotograf: {
    name: ['Fotoğrafçılık', 'Prodüksiyon', 'Görsel Tasarım', 'Stüdyo'],
    short: [
      'Ürün fotoğrafçılığı ve katalog çekimi',
      'E-ticaret için beyaz fon ürün çekimi',
      'Tanıtım filmi ve video prodüksiyonu',
    ],
    long: [
      'Stüdyomuzda katalog ve e-ticaret ürün fotoğrafları çekiyoruz.',
      'Fabrika ve üretim tesisi tanıtım videoları hazırlıyoruz.',
      'Fuar öncesi tanıtım görselleri ve 360 derece ürün çekimi yapıyoruz.',
    ],
    services: ['Ürün Fotoğrafı', 'Katalog Çekimi', 'Tanıtım Filmi', '360 Derece Çekim'],
  },
  danismanlik: {
    name: ['Danışmanlık', 'Dış Ticaret Danışmanlık', 'İhracat Danışmanlığı', 'Yönetim Danışmanlığı'],
    short: [
      'İhracat danışmanlığı ve dış ticaret eğitimi',
      'Devlet destekleri ve teşvik danışmanlığı',
      'Dış ticaret departmanı kurulumu ve danışmanlık',
    ],
    long: [
      'İhracata yeni başlayan firmalara uçtan uca danışmanlık veriyoruz.',
      'Ticaret Bakanlığı destekleri ve KOSGEB başvurularında rehberlik ediyoruz.',
      'Dış ticaret ekiplerine uygulamalı eğitim ve mentorluk sağlıyoruz.',
    ],
    services: ['İhracat Danışmanlığı', 'Teşvik Danışmanlığı', 'Dış Ticaret Eğitimi', 'Alıcı Bulma'],
  },
  hukuk: {
    name: ['Hukuk Bürosu', 'Avukatlık', 'Hukuk ve Danışmanlık', 'Hukuk'],
    short: [
      'Uluslararası ticaret hukuku ve sözleşmeler',
      'Distribütörlük ve acentelik sözleşmeleri',
      'Tahsilat ve uluslararası tahkim',
    ],
    long: [
      'İhracat sözleşmelerinizi Türkçe ve İngilizce hazırlıyor, inceliyoruz.',
      'Yabancı alıcılardan alacak tahsilatı ve tahkim süreçlerini yürütüyoruz.',
      'Fikri mülkiyet ve marka ihlali davalarında temsil sağlıyoruz.',
    ],
    services: ['Sözleşme Hazırlama', 'Tahkim', 'Alacak Tahsili', 'Hukuki Danışmanlık'],
  },
  finans: {
    name: ['Finans', 'Finansal Danışmanlık', 'Faktoring', 'Yatırım'],
    short: [
      'İhracat finansmanı ve kur riski yönetimi',
      'Eximbank kredileri ve faktoring',
      'Akreditif ve dış ticaret finansmanı',
    ],
    long: [
      'Eximbank reeskont kredileri ve ihracat faktoringi konusunda destek veriyoruz.',
      'Kur riskine karşı forward ve opsiyon stratejileri kuruyoruz.',
      'Akreditif, vesaik mukabili ve mal mukabili ödeme yöntemlerini yönetiyoruz.',
    ],
    services: ['İhracat Kredisi', 'Faktoring', 'Akreditif', 'Kur Riski Yönetimi'],
  },
  marka: {
    name: ['Marka Tescil', 'Patent ve Marka', 'Marka Danışmanlık', 'Fikri Mülkiyet'],
    short: [
      'Yurt dışı marka tescili ve patent başvurusu',
      'Madrid sistemi ile uluslararası marka tescili',
      'Marka stratejisi ve kurumsal kimlik',
    ],
    long: [
      'Markanızı hedef ülkelerde Madrid protokolü ile koruma altına alıyoruz.',
      'Patent, faydalı model ve endüstriyel tasarım başvurularını takip ediyoruz.',
      'Marka ismi, logo ve ambalaj tasarımı için strateji geliştiriyoruz.',
    ],
    services: ['Marka Tescili', 'Patent Başvurusu', 'Tasarım Tescili', 'Marka Stratejisi'],
  },
  fuar: {
    name: ['Fuarcılık', 'Fuar ve Organizasyon', 'Etkinlik', 'Stand Tasarım'],
    short: [
      'Yurt dışı fuar katılımı ve stand tasarımı',
      'Ticaret heyeti ve B2B görüşme organizasyonu',
      'Fuar desteği başvurusu ve organizasyon',
    ],
    long: [
      'Hannover, Dubai ve Paris fuarlarında stand kurulumu yapıyoruz.',
      'Fuar öncesi alıcı randevuları ayarlıyor, sonrası takibi yapıyoruz.',
      'Sektörel ticaret heyetleri ve alım heyetleri düzenliyoruz.',
    ],
    services: ['Stand Tasarımı', 'Fuar Organizasyonu', 'Ticaret Heyeti', 'B2B Görüşme'],
  },
  uretim: {
    name: ['Üretim', 'Fason Üretim', 'Endüstri', 'İmalat'],
    short: ['Fason üretim ve özel etiket imalat', 'İhracata uygun sertifikalı üretim', 'Numune ve seri üretim hizmeti'],
    long: [
      'ISO 9001 ve CE belgeli tesisimizde fason üretim yapıyoruz.',
      'Özel etiket ürünlerinizi ihracat standartlarında üretiyoruz.',
      'Küçük partilerden seri üretime kadar esnek kapasite sunuyoruz.',
    ],
    services: ['Fason Üretim', 'Özel Etiket', 'Numune Üretimi', 'Kalite Kontrol'],
  },
  paketleme: {
    name: ['Ambalaj', 'Paketleme', 'Ambalaj Tasarım', 'Etiket'],
    short: ['İhracat ambalajı ve etiketleme', 'Ahşap sandık ve palet ambalaj', 'Ürün ambalaj tasarımı ve baskı'],
    long: [
      'ISPM 15 sertifikalı ahşap ambalaj ve paletleme hizmeti veriyoruz.',
      'Hedef ülke mevzuatına uygun çok dilli etiket hazırlıyoruz.',
      'Kırılgan ürünler için koruyucu ambalaj çözümleri üretiyoruz.',
    ],
    services: ['İhracat Ambalajı', 'Etiketleme', 'Paletleme', 'Ambalaj Tasarımı'],
  },
  odeme: {
    name: ['Ödeme Sistemleri', 'Ödeme Çözümleri', 'Fintek', 'Tahsilat'],
    short: [
      'Yurt dışı tahsilat ve sanal POS',
      'Çoklu döviz ile ödeme altyapısı',
      'Uluslararası para transferi çözümleri',
    ],
    long: [
      'Yabancı alıcılardan kartla ve havaleyle tahsilat altyapısı kuruyoruz.',
      'Euro, dolar ve sterlin hesaplarıyla düşük maliyetli transfer sağlıyoruz.',
      'E-ihracat için sanal POS ve ödeme linki entegrasyonu yapıyoruz.',
    ],
    services: ['Sanal POS', 'Döviz Hesabı', 'Ödeme Linki', 'Uluslararası Transfer'],
  },
  eticaret: {
    name: ['E-Ticaret', 'E-İhracat', 'Dijital Ticaret', 'Online Satış'],
    short: [
      'E-ihracat ve yurt dışı e-ticaret sitesi',
      'Mikro ihracat ve e-ticaret operasyonu',
      'Çok dilli e-ticaret altyapısı kurulumu',
    ],
    long: [
      'Shopify ve WooCommerce ile çok dilli e-ticaret siteleri kuruyoruz.',
      'Mikro ihracat, ETGB ve iade süreçlerini yönetiyoruz.',
      'E-ticaret sitenizin yurt dışı pazarlamasını ve operasyonunu üstleniyoruz.',
    ],
    services: ['E-Ticaret Sitesi', 'Mikro İhracat', 'ETGB İşlemleri', 'E-Ticaret Operasyonu'],
  },
  pazaryeri: {
    name: ['Pazaryeri Yönetimi', 'Pazaryeri', 'Marketplace', 'Online Mağaza'],
    short: [
      'Amazon, Etsy ve eBay pazaryeri yönetimi',
      'Uluslararası pazaryerlerinde mağaza açılışı',
      'Pazaryeri reklam ve stok yönetimi',
    ],
    long: [
      'Amazon Avrupa ve ABD pazaryerlerinde mağazanızı açıp yönetiyoruz.',
      'Etsy ve eBay listeleme, fiyatlama ve reklam optimizasyonu yapıyoruz.',
      'Pazaryeri depolarına sevkiyat ve stok planlamasını üstleniyoruz.',
    ],
    services: ['Amazon Mağaza Yönetimi', 'Etsy Listeleme', 'Pazaryeri Reklamı', 'Stok Yönetimi'],
  },
  it: {
    name: ['Bilişim', 'Yazılım', 'Teknoloji', 'Bilgi Teknolojileri'],
    short: [
      'ERP entegrasyonu ve dış ticaret yazılımı',
      'Web sitesi ve mobil uygulama geliştirme',
      'Bulut altyapı ve siber güvenlik',
    ],
    long: [
      'Dış ticaret süreçleriniz için ERP ve e-fatura entegrasyonu yapıyoruz.',
      'Çok dilli kurumsal web siteleri ve B2B portallar geliştiriyoruz.',
      'Bulut sunucu, yedekleme ve siber güvenlik hizmetleri veriyoruz.',
    ],
    services: ['ERP Entegrasyonu', 'Web Sitesi', 'Mobil Uygulama', 'Siber Güvenlik'],
  },
};

/** Service names of a category, used when the seed gave the category no services. */
export function fallbackServiceNames(slug: CategorySlug): string[] {
  return CATEGORY_TEXT[slug].services;
}

/** The `partners` columns the benchmark fills, all of them set (types from the Drizzle table). */
type GeneratedColumn =
  | 'username'
  | 'companyName'
  | 'serviceCategory'
  | 'shortDescription'
  | 'description'
  | 'descriptionText'
  | 'dipAdvantages'
  | 'followersCount'
  | 'profileViews'
  | 'city'
  | 'country'
  | 'companySize'
  | 'foundingYear'
  | 'sectorExperience'
  | 'targetMarkets'
  | 'createdAt';

/** A partner row as inserted by the benchmark. */
export type GeneratedPartner = { [K in GeneratedColumn]-?: NonNullable<(typeof partners.$inferInsert)[K]> };

/**
 * Generates partner `index` (0-based) of the synthetic catalogue.
 * @param index position; also makes the username unique (`bench_00042`).
 * @param slugs the categories to spread partners over (round robin with a random skew).
 * @param rand the seeded PRNG shared by the whole run.
 */
export function generatePartner(index: number, slugs: readonly CategorySlug[], rand: () => number): GeneratedPartner {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  // Two thirds round robin, one third random: every category is well populated but not identical.
  const slug = rand() < 0.67 ? slugs[index % slugs.length]! : pick(slugs);
  const text = CATEGORY_TEXT[slug];
  const other = CATEGORY_TEXT[pick(slugs)];
  const city = pick(CITIES);
  const second = pick(SECOND);
  const companyName = [pick(PREFIXES), second, pick(text.name), pick(SUFFIXES)].filter(Boolean).join(' ');
  const shortDescription = `${city} merkezli ${pick(text.short).toLocaleLowerCase('tr-TR')}`;
  const sentences = [
    pick(text.long),
    pick(text.long),
    `${pick(SECTORS)} ve ${pick(SECTORS)} sektörlerinde ${2 + Math.floor(rand() * 25)} yıllık deneyim.`,
    // A sentence from another category: real profiles mention neighbouring services.
    pick(other.long),
    `${pick(['Başlıca pazarlarımız', 'İhracat yaptığımız ülkeler', 'Müşterilerimizin bulunduğu ülkeler'])}: ${pick(MARKETS)}, ${pick(MARKETS)} ve ${pick(MARKETS)}.`,
  ];
  const descriptionText = sentences.join(' ');
  const description = `<p>${sentences.slice(0, 2).join(' ')}</p><p>${sentences.slice(2).join(' ')}</p>`;
  // Followers follow a long tail, as on any catalogue: most partners have few, some have many.
  const followersCount = Math.floor(Math.pow(rand(), 3) * 5000);
  const foundingYear = 1975 + Math.floor(rand() * 50);
  return {
    username: `bench_${String(index).padStart(5, '0')}`,
    companyName,
    serviceCategory: slug,
    shortDescription,
    description,
    descriptionText,
    dipAdvantages: `DİP üyelerine ilk ${pick(['danışmanlıkta', 'siparişte', 'projede', 'ayda'])} %${5 + Math.floor(rand() * 20)} indirim`,
    followersCount,
    profileViews: followersCount * (2 + Math.floor(rand() * 8)),
    city,
    country: 'Türkiye',
    companySize: pick(COMPANY_SIZES),
    foundingYear,
    sectorExperience: Math.min(50, 2026 - foundingYear),
    targetMarkets: `${pick(MARKETS)}, ${pick(MARKETS)}`,
    createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 730) * 86_400_000),
  };
}

/**
 * The words a searcher types, drawn from what the generator writes (issue 21, long-tail benchmark):
 * each word of the category names, short descriptions and services, the sectors, markets and name
 * prefixes, lower-cased in Turkish. Cities and trade codes are added by the query generator.
 */
export function searchVocabulary(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLocaleLowerCase('tr-TR').split(/[\s,.;:()/]+/)) if (w.length >= 3) words.add(w);
  };
  for (const text of Object.values(CATEGORY_TEXT))
    for (const s of [...text.name, ...text.short, ...text.services]) add(s);
  for (const s of [...SECTORS, ...MARKETS, ...PREFIXES]) add(s);
  return [...words].sort();
}
