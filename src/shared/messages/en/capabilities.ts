/** Category capability fields (issue 21; src/shared/contracts/capabilities.ts). */
export const capabilities = {
  invalidKey: 'A key has lower-case letters, digits and hyphens and starts with a letter (e.g. customs-offices).',
  labelRequired: 'A label is required.',
  invalidKind: 'This field type is not in the list.',
  tooManyOptions: 'A field can have at most 150 options.',
  tooManyFields: 'A category can have at most 12 fields.',
  duplicateKey: 'This key is already used.',
  optionsRequired: 'A multiple-choice field needs at least one option.',
  tagsNoOptions: 'A free-text tag field has no options and cannot be a filter.',
  tooManyOnCard: 'At most 2 fields can be shown on the card.',
  unknownCategory: 'Category not found.',
  tagTooLong: 'A tag can be at most 60 characters long.',
  tooManyTags: 'A field takes at most 20 tags.',
  unknownField: 'This capability field is not defined for your category.',
  unknownOption: 'This option is not one of the field’s options.',
  invalidFilter: 'A capability filter is written field:option.',
} as const;
