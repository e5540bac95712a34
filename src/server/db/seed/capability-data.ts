/**
 * Default capability fields per category (issue 21; docs/decisions/027-capability-fields.md), written
 * by the reference seed for a category that has no definition row yet; admins edit them afterwards in
 * system settings and the seed never overwrites them. Keys are stable: URLs (`capability=` filters)
 * and partners' values name them.
 */
import type { CategorySlug } from '@shared/constants';
import type { CapabilityField, CapabilityOption } from '@shared/contracts/capabilities';

const o = (key: string, label: string, labelEn: string): CapabilityOption => ({ key, label, labelEn });

/** Turkish and English texts of a label or a help line. */
type Texts = [tr: string, en: string];

/**
 * A multi-choice field. Every seeded choice field is a catalogue filter (its options are a closed
 * list, so counts per option make sense); `card` shows the partner's choices on the catalogue card.
 */
function optionsField(
  key: string,
  [label, labelEn]: Texts,
  { card, help: [help, helpEn] = ['', ''] }: { card: boolean; help?: Texts },
  options: CapabilityOption[],
): CapabilityField {
  return { key, label, labelEn, help, helpEn, kind: 'options', filterable: true, showOnCard: card, options };
}

/** A free-text tags field: never a filter, never on the card (the schema refuses options on it). */
function tagsField(key: string, [label, labelEn]: Texts, [help, helpEn]: Texts = ['', '']): CapabilityField {
  return { key, label, labelEn, help, helpEn, kind: 'tags', filterable: false, showOnCard: false, options: [] };
}

/** A customs directorate: `Mersin Gümrük Müdürlüğü` / `Mersin Customs Directorate`. */
const office = (key: string, place: string, placeEn = place): CapabilityOption =>
  o(key, `${place} Gümrük Müdürlüğü`, `${placeEn} Customs Directorate`);

/**
 * Turkish customs directorates exporters clear through most: the seaports, the airports, the big
 * inland directorates of the industrial regions and the land border gates (Ticaret Bakanlığı's list).
 */
const CUSTOMS_OFFICES: CapabilityOption[] = [
  office('istanbul-ambarli', 'Ambarlı'),
  office('istanbul-halkali', 'Halkalı'),
  office('istanbul-erenkoy', 'Erenköy'),
  office('istanbul-haydarpasa', 'Haydarpaşa'),
  office('istanbul-tuzla', 'Tuzla'),
  office('istanbul-ikitelli', 'İkitelli'),
  office('istanbul-havalimani', 'İstanbul Havalimanı', 'Istanbul Airport'),
  office('istanbul-sabiha-gokcen', 'Sabiha Gökçen Havalimanı', 'Sabiha Gökçen Airport'),
  office('kocaeli', 'Kocaeli'),
  office('gebze', 'Gebze'),
  office('derince', 'Derince'),
  office('tekirdag', 'Tekirdağ'),
  office('corlu', 'Çorlu'),
  office('bursa', 'Bursa'),
  office('gemlik', 'Gemlik'),
  office('izmir', 'İzmir', 'Izmir'),
  office('izmir-adnan-menderes', 'İzmir Adnan Menderes Havalimanı', 'Izmir Adnan Menderes Airport'),
  office('aliaga', 'Aliağa'),
  office('manisa', 'Manisa'),
  office('denizli', 'Denizli'),
  office('ankara', 'Ankara'),
  office('esenboga', 'Esenboğa Havalimanı', 'Esenboğa Airport'),
  office('konya', 'Konya'),
  office('kayseri', 'Kayseri'),
  office('mersin', 'Mersin'),
  office('adana', 'Adana'),
  office('iskenderun', 'İskenderun', 'Iskenderun'),
  office('gaziantep', 'Gaziantep'),
  office('antalya', 'Antalya'),
  office('samsun', 'Samsun'),
  office('trabzon', 'Trabzon'),
  office('kapikule', 'Kapıkule'),
  office('hamzabeyli', 'Hamzabeyli'),
  office('ipsala', 'İpsala', 'Ipsala'),
  office('derekoy', 'Dereköy'),
  office('gurbulak', 'Gürbulak'),
  office('esendere', 'Esendere'),
  office('habur', 'Habur'),
  office('cilvegozu', 'Cilvegözü'),
  office('oncupinar', 'Öncüpınar'),
  office('karkamis', 'Karkamış'),
  office('sarp', 'Sarp'),
  office('dilucu', 'Dilucu'),
  office('kapikoy', 'Kapıköy'),
];

/** The main Turkish container and general-cargo ports. */
const PORTS: CapabilityOption[] = [
  o('ambarli', 'Ambarlı Limanı', 'Port of Ambarlı'),
  o('haydarpasa', 'Haydarpaşa Limanı', 'Port of Haydarpaşa'),
  o('kocaeli', 'Kocaeli (Körfez) Limanları', 'Ports of Kocaeli (Körfez)'),
  o('gemlik', 'Gemlik Limanı', 'Port of Gemlik'),
  o('tekirdag', 'Tekirdağ (Asyaport) Limanı', 'Port of Tekirdağ (Asyaport)'),
  o('izmir', 'İzmir Alsancak Limanı', 'Port of Izmir Alsancak'),
  o('aliaga', 'Aliağa (Nemrut) Limanları', 'Ports of Aliağa (Nemrut)'),
  o('mersin', 'Mersin Limanı', 'Port of Mersin'),
  o('iskenderun', 'İskenderun Limanı', 'Port of Iskenderun'),
  o('antalya', 'Antalya Limanı', 'Port of Antalya'),
  o('samsun', 'Samsun Limanı', 'Port of Samsun'),
  o('trabzon', 'Trabzon Limanı', 'Port of Trabzon'),
  o('bandirma', 'Bandırma Limanı', 'Port of Bandırma'),
];

/** The seeded definitions; categories left out start with no fields. */
export const CAPABILITY_DEFAULTS: Partial<Record<CategorySlug, CapabilityField[]>> = {
  gumruk: [
    optionsField(
      'customs-offices',
      ['Hizmet verilen gümrük müdürlükleri', 'Customs offices served'],
      {
        card: true,
        help: ['Beyanname verdiğiniz gümrük müdürlükleri.', 'The customs directorates you file declarations at.'],
      },
      CUSTOMS_OFFICES,
    ),
    optionsField('authorisations', ['Yetki ve statüler', 'Authorisations'], { card: true }, [
      o('yys', 'Yetkilendirilmiş Yükümlü Statüsü (YYS / AEO)', 'Authorised Economic Operator (AEO / YYS)'),
      o('approved-exporter', 'Onaylanmış İhracatçı', 'Approved Exporter'),
      o('authorised-consignor', 'İzinli Gönderici', 'Authorised Consignor'),
      o('authorised-consignee', 'İzinli Alıcı', 'Authorised Consignee'),
      o('on-site-clearance', 'Yerinde Gümrükleme İzni', 'On-site Customs Clearance'),
      o('simplified-declaration', 'Basitleştirilmiş Beyan Usulü', 'Simplified Declaration Procedure'),
    ]),
    optionsField('procedures', ['Gümrük işlemleri', 'Customs procedures'], { card: false }, [
      o('export-declaration', 'İhracat beyannamesi', 'Export declaration'),
      o('import-declaration', 'İthalat beyannamesi', 'Import declaration'),
      o('transit', 'Transit (NCTS, T1 / T2)', 'Transit (NCTS, T1 / T2)'),
      o('inward-processing', 'Dahilde İşleme Rejimi (DİR)', 'Inward processing'),
      o('outward-processing', 'Hariçte İşleme Rejimi', 'Outward processing'),
      o('bonded-warehouse', 'Antrepo rejimi', 'Customs warehousing'),
      o('temporary-admission', 'Geçici ithalat ve ATA karnesi', 'Temporary admission and ATA carnet'),
      o('origin', 'Menşe belgeleri (EUR.1, A.TR, Form A)', 'Origin documents (EUR.1, A.TR, Form A)'),
    ]),
  ],
  lojistik: [
    optionsField('transport-modes', ['Taşıma türleri', 'Transport modes'], { card: true }, [
      o('road', 'Karayolu', 'Road'),
      o('sea', 'Denizyolu', 'Sea'),
      o('air', 'Havayolu', 'Air'),
      o('rail', 'Demiryolu', 'Rail'),
      o('intermodal', 'İntermodal', 'Intermodal'),
      o('express', 'Ekspres kargo', 'Express courier'),
    ]),
    optionsField('load-types', ['Yük türleri', 'Load types'], { card: false }, [
      o('fcl', 'Komple konteyner (FCL)', 'Full container load (FCL)'),
      o('lcl', 'Parsiyel konteyner (LCL)', 'Less than container load (LCL)'),
      o('ftl', 'Komple tır (FTL)', 'Full truck load (FTL)'),
      o('ltl', 'Parsiyel tır (LTL)', 'Part truck load (LTL)'),
      o('project', 'Proje kargo', 'Project cargo'),
      o('cold-chain', 'Soğuk zincir', 'Cold chain'),
      o('dangerous-goods', 'Tehlikeli madde', 'Dangerous goods'),
    ]),
    optionsField('ports', ['Çalışılan limanlar', 'Ports served'], { card: false }, PORTS),
    tagsField(
      'routes',
      ['Güzergâhlar', 'Routes'],
      ['Düzenli çalıştığınız hatlar, ör. "İstanbul – Münih".', 'Lanes you run regularly, e.g. "Istanbul – Munich".'],
    ),
    optionsField('certificates', ['Sertifikalar ve üyelikler', 'Certificates and memberships'], { card: true }, [
      o('iso-9001', 'ISO 9001', 'ISO 9001'),
      o('iso-14001', 'ISO 14001', 'ISO 14001'),
      o('adr', 'ADR (tehlikeli madde karayolu)', 'ADR (dangerous goods by road)'),
      o('iata', 'IATA acentesi', 'IATA agent'),
      o('fiata', 'FIATA üyeliği', 'FIATA membership'),
      o('und', 'UND üyeliği', 'UND membership'),
      o('utikad', 'UTİKAD üyeliği', 'UTIKAD membership'),
      o('k1-r1', 'K1 / R1 yetki belgesi', 'K1 / R1 transport licence'),
      o('gdp', 'GDP (ilaç dağıtımı)', 'GDP (pharmaceutical distribution)'),
    ]),
  ],
  fuar: [
    optionsField('fair-services', ['Fuar hizmetleri', 'Trade fair services'], { card: true }, [
      o('stand-design', 'Stand tasarımı ve kurulumu', 'Stand design and build'),
      o('national-pavilion', 'Milli katılım organizasyonu', 'National pavilion organisation'),
      o('trade-mission', 'Ticaret heyeti', 'Trade mission'),
      o('b2b-meetings', 'İkili iş görüşmeleri (B2B)', 'B2B meetings'),
      o('fair-logistics', 'Fuar lojistiği', 'Exhibition logistics'),
      o('state-support', 'Devlet desteği başvurusu', 'Government support application'),
    ]),
    tagsField(
      'fairs',
      ['Katıldığı fuarlar', 'Fairs attended'],
      ['Ör. Hannover Messe, Gulfood, Canton Fair.', 'E.g. Hannover Messe, Gulfood, Canton Fair.'],
    ),
  ],
  hukuk: [
    optionsField('practice-areas', ['Uzmanlık alanları', 'Practice areas'], { card: true }, [
      o('trade-contracts', 'Uluslararası ticaret sözleşmeleri', 'International trade contracts'),
      o('arbitration', 'Uluslararası tahkim', 'International arbitration'),
      o('customs-law', 'Gümrük ve dış ticaret mevzuatı', 'Customs and foreign trade law'),
      o('ip', 'Marka, patent ve tasarım', 'Trademarks, patents and designs'),
      o('company-setup', 'Yurt dışında şirket kuruluşu', 'Company formation abroad'),
      o('debt-collection', 'Uluslararası alacak tahsili', 'International debt collection'),
    ]),
  ],
  finans: [
    optionsField('instruments', ['Finansman ve ödeme araçları', 'Finance and payment instruments'], { card: true }, [
      o('letter-of-credit', 'Akreditif (L/C)', 'Letter of credit (L/C)'),
      o('documentary-collection', 'Vesaik mukabili tahsil (CAD)', 'Documentary collection (CAD)'),
      o('eximbank', 'Türk Eximbank kredileri', 'Turk Eximbank loans'),
      o('factoring', 'İhracat faktoringi', 'Export factoring'),
      o('forfaiting', 'Forfaiting', 'Forfaiting'),
      o('credit-insurance', 'İhracat kredi sigortası', 'Export credit insurance'),
      o('fx-hedging', 'Kur riskinden korunma', 'FX hedging'),
    ]),
  ],
  pazaryeri: [
    optionsField('marketplaces', ['Pazaryerleri', 'Marketplaces'], { card: true }, [
      o('amazon', 'Amazon', 'Amazon'),
      o('ebay', 'eBay', 'eBay'),
      o('etsy', 'Etsy', 'Etsy'),
      o('alibaba', 'Alibaba.com', 'Alibaba.com'),
      o('aliexpress', 'AliExpress', 'AliExpress'),
      o('walmart', 'Walmart', 'Walmart'),
      o('wayfair', 'Wayfair', 'Wayfair'),
      o('allegro', 'Allegro', 'Allegro'),
      o('zalando', 'Zalando', 'Zalando'),
      o('noon', 'Noon', 'Noon'),
      o('ozon', 'Ozon', 'Ozon'),
      o('trendyol', 'Trendyol (yurt dışı)', 'Trendyol (international)'),
    ]),
  ],
  eticaret: [
    optionsField('platforms', ['E-ticaret altyapıları', 'E-commerce platforms'], { card: true }, [
      o('shopify', 'Shopify', 'Shopify'),
      o('woocommerce', 'WooCommerce', 'WooCommerce'),
      o('magento', 'Adobe Commerce (Magento)', 'Adobe Commerce (Magento)'),
      o('ideasoft', 'IdeaSoft', 'IdeaSoft'),
      o('ticimax', 'Ticimax', 'Ticimax'),
      o('tsoft', 'T-Soft', 'T-Soft'),
    ]),
  ],
  paketleme: [
    optionsField('certificates', ['Sertifikalar', 'Certificates'], { card: true }, [
      o('ispm-15', 'ISPM 15 (ahşap ambalaj)', 'ISPM 15 (wood packaging)'),
      o('brc', 'BRCGS Packaging', 'BRCGS Packaging'),
      o('iso-22000', 'ISO 22000', 'ISO 22000'),
      o('fsc', 'FSC', 'FSC'),
      o('un-packaging', 'UN tehlikeli madde ambalajı', 'UN dangerous goods packaging'),
    ]),
  ],
};
