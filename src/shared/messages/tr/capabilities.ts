/** Category capability fields (issue 21; src/shared/contracts/capabilities.ts). */
export const capabilities = {
  invalidKey: 'Anahtar küçük harf, rakam ve tire içermeli, harfle başlamalıdır (ör. gumruk-mudurlukleri).',
  labelRequired: 'Etiket zorunludur.',
  invalidKind: 'Alan türü listede yok.',
  tooManyOptions: 'Bir alanda en çok 150 seçenek olabilir.',
  tooManyFields: 'Bir kategoride en çok 12 alan olabilir.',
  duplicateKey: 'Bu anahtar zaten kullanılıyor.',
  optionsRequired: 'Seçenekli bir alanın en az bir seçeneği olmalıdır.',
  tagsNoOptions: 'Serbest etiket alanının seçeneği olmaz ve filtrelenemez.',
  tooManyOnCard: 'Kartta en çok 2 alan gösterilebilir.',
  unknownCategory: 'Kategori bulunamadı.',
  tagTooLong: 'Bir etiket en çok 60 karakter olabilir.',
  tooManyTags: 'Bir alana en çok 20 etiket girilebilir.',
  unknownField: 'Bu yetkinlik alanı kategorinizde tanımlı değil.',
  unknownOption: 'Bu seçenek alanın seçenekleri arasında yok.',
  invalidFilter: 'Yetkinlik filtresi alan:seçenek biçiminde olmalıdır.',
} as const;
