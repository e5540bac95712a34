import { describe, expect, it } from 'vitest';
import {
  applicationFormSchema,
  type ApplicationFormInput,
  isValidUsername,
  mergeServices,
  normalisePhone,
  parseServices,
} from './partner-applications';

const validApplication = (): ApplicationFormInput => ({
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '5321110001',
  company: 'Yılmaz Lojistik',
  city: 'İzmir',
  contactPerson: 'Ayşe Yılmaz',
  username: 'yilmaz-lojistik',
  website: 'yilmaz.example.com',
  serviceCategory: 'lojistik',
  businessDescription: 'Uluslararası karayolu taşımacılığı yapıyoruz.',
  companySize: '11-30',
  foundingYear: '2005',
  sectorExperience: '18',
  targetMarkets: 'Almanya, Irak',
  services: ['Gümrükleme', 'Depolama'],
  dipAdvantages: 'DİP üyelerine yüzde 10 indirim.',
  whyPartner: 'Daha çok ihracatçıya ulaşmak istiyoruz.',
  references: '',
  linkedinProfile: '',
  twitterProfile: '',
  instagramProfile: '',
  facebookProfile: '',
  kvkkAccepted: true,
});

const issuesOf = (patch: Partial<Record<keyof ApplicationFormInput, unknown>>) => {
  const result = applicationFormSchema.safeParse({ ...validApplication(), ...patch });
  return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
};

describe('normalisePhone (spec §5)', () => {
  it('keeps digits only, at most 10', () => {
    expect(normalisePhone('532 111-00 01 99')).toBe('5321110001');
    expect(normalisePhone('abc')).toBe('');
  });
  it('replaces a first digit other than 5 by 5', () => {
    expect(normalisePhone('0532')).toBe('5532');
    expect(normalisePhone('9')).toBe('5');
  });
});

describe('username rule (spec §5)', () => {
  it.each([
    ['abc', true],
    ['a_b-C9', true],
    ['ab', false],
    ['a'.repeat(21), false],
    ['ğüşi', false],
    ['with space', false],
  ])('%s → %s', (name, ok) => expect(isValidUsername(name)).toBe(ok));
});

describe('mergeServices', () => {
  it('ignores duplicates case-insensitively with Turkish casing', () => {
    expect(mergeServices(['İhracat Danışmanlığı'], 'ihracat danışmanlığı')).toEqual(['İhracat Danışmanlığı']);
    expect(mergeServices(['IĞDIR'], 'ığdır')).toEqual(['IĞDIR']);
  });
  it('uses the stored name of a known service', () => {
    expect(mergeServices([], 'gümrükleme', ['Gümrükleme'])).toEqual(['Gümrükleme']);
  });
  it('ignores blank names and trims', () => {
    expect(mergeServices(['A1'], '   ')).toEqual(['A1']);
    expect(mergeServices([], '  Depo  hizmeti ')).toEqual(['Depo hizmeti']);
  });
});

describe('parseServices', () => {
  it('splits on lines, commas and semicolons and caps at 10', () => {
    const text = Array.from({ length: 14 }, (_, i) => `Hizmet ${i}`).join(', ');
    expect(parseServices(text)).toHaveLength(10);
    expect(parseServices('Depo\nnakliye; DEPO', ['Nakliye'])).toEqual(['Depo', 'Nakliye']);
  });
});

describe('applicationFormSchema (spec §5)', () => {
  it('accepts a valid application and normalises it', () => {
    const out = applicationFormSchema.parse(validApplication());
    expect(out.website).toBe('https://yilmaz.example.com');
    expect(out.foundingYear).toBe(2005);
    expect(out.sectorExperience).toBe(18);
    expect(out.references).toBeUndefined();
    expect(out.linkedinProfile).toBeUndefined();
  });
  it.each([
    [{ firstName: 'A' }, 'firstName:partnerApplications.firstNameTooShort'],
    [{ lastName: 'B' }, 'lastName:partnerApplications.lastNameTooShort'],
    [{ company: 'C' }, 'company:partnerApplications.companyTooShort'],
    [{ contactPerson: 'D' }, 'contactPerson:partnerApplications.contactPersonTooShort'],
    [{ email: 'nope' }, 'email:partnerApplications.invalidEmail'],
    [{ phone: '53211' }, 'phone:partnerApplications.invalidPhone'],
    [{ username: 'ab' }, 'username:partnerApplications.usernameLength'],
    [{ username: 'şirket' }, 'username:partnerApplications.usernameFormat'],
    [{ website: 'http://' }, 'website:partnerApplications.invalidUrl'],
    [{ linkedinProfile: 'not a url' }, 'linkedinProfile:partnerApplications.invalidUrl'],
    [{ city: 'İ' }, 'city:partnerApplications.cityRequired'],
    [{ city: undefined }, 'city:partnerApplications.cityRequired'],
    [{ serviceCategory: '' }, 'serviceCategory:partnerApplications.categoryRequired'],
    [{ companySize: '' }, 'companySize:partnerApplications.companySizeRequired'],
    [{ businessDescription: 'short' }, 'businessDescription:partnerApplications.businessDescriptionTooShort'],
    [{ dipAdvantages: 'short' }, 'dipAdvantages:partnerApplications.dipAdvantagesTooShort'],
    [{ whyPartner: 'short' }, 'whyPartner:partnerApplications.whyPartnerTooShort'],
    [{ foundingYear: '1899' }, 'foundingYear:partnerApplications.foundingYearInvalid'],
    [{ foundingYear: String(new Date().getFullYear() + 1) }, 'foundingYear:partnerApplications.foundingYearInvalid'],
    [{ sectorExperience: '51' }, 'sectorExperience:partnerApplications.sectorExperienceRange'],
    [{ services: [] }, 'services:partnerApplications.servicesRequired'],
    [{ kvkkAccepted: false }, 'kvkkAccepted:partnerApplications.kvkkRequired'],
  ])('refuses %o', (patch, issue) => {
    expect(issuesOf(patch)).toContain(issue);
  });
  it('stores a website typed without a scheme with https://', () => {
    const parsed = applicationFormSchema.parse({
      ...validApplication(),
      website: 'yilmaz.example.com',
      facebookProfile: 'facebook.com/yilmaz',
    });
    expect(parsed.website).toBe('https://yilmaz.example.com');
    expect(parsed.facebookProfile).toBe('https://facebook.com/yilmaz');
  });
  it('a phone starting with 0 becomes a 5… number', () => {
    expect(applicationFormSchema.parse({ ...validApplication(), phone: '0321110001' }).phone).toBe('5321110001');
  });
  it('collapses duplicate services', () => {
    expect(applicationFormSchema.parse({ ...validApplication(), services: ['Depo', 'DEPO'] }).services).toEqual([
      'Depo',
    ]);
  });
});
