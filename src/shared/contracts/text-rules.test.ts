/** The shared name and web-address rules (issue 18), through every contract that uses them. */
import { describe, expect, it } from 'vitest';
import { createAdminUserSchema } from './admin-users';
import { registerBodySchema } from './auth';
import { feedbackFormSchema } from './feedback';
import { applicationFormSchema } from './partner-applications';
import { partnerUpdateSchema } from './partners';
import { quoteRequestPayloadSchema } from './quotes';
import { siteSettingsInputSchema } from './system-config';
import { isCleanName, isWebUrl, withScheme } from './text-rules';
import { updateProfileBodySchema } from './users';

const BAD_NAMES = [
  'Ayşe\nKaya',
  'Ayşe\r\nKaya',
  'Ay\tşe',
  'Ali\u202eesrever',
  'Ali\u202a',
  'Ali\u2066x\u2069',
  'A\u0085B',
];

describe('names', () => {
  it.each(BAD_NAMES)('refuses %j', (name) => expect(isCleanName(name)).toBe(false));
  it.each(['Ayşe Kaya', "O'Brien-Çelik", 'محمد', 'İhracat A.Ş.'])('accepts %j', (name) =>
    expect(isCleanName(name)).toBe(true),
  );

  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => `${String(i.path[0])}:${i.message}`);

  it.each([
    [
      'register',
      () =>
        registerBodySchema.safeParse({
          email: 'a@example.com',
          password: 'x'.repeat(12),
          firstName: 'A\u202eB',
          lastName: 'Kaya',
        }),
      'firstName',
    ],
    ['profile', () => updateProfileBodySchema.safeParse({ firstName: 'Ayşe', lastName: 'Ka\nya' }), 'lastName'],
    [
      'profile company',
      () => updateProfileBodySchema.safeParse({ firstName: 'Ayşe', lastName: 'Kaya', company: 'X\u2067Y' }),
      'company',
    ],
    [
      'feedback',
      () =>
        feedbackFormSchema.safeParse({
          name: 'Ali\r\nBcc: x',
          email: 'a@example.com',
          category: 'general',
          message: 'x'.repeat(20),
        }),
      'name',
    ],
    [
      'admin user',
      () => createAdminUserSchema.safeParse({ firstName: 'Ali\u202d', lastName: 'Kaya', email: 'a@example.com' }),
      'firstName',
    ],
    ['partner edit', () => partnerUpdateSchema.safeParse({ companyName: 'Ege\u202eLojistik' }), 'companyName'],
    ['partner contact', () => partnerUpdateSchema.safeParse({ contactPerson: 'Ali\nVeli' }), 'contactPerson'],
    ['quote', () => quoteRequestPayloadSchema.safeParse({ fullName: 'Ali\u2066 Veli', companyName: 'X' }), 'fullName'],
    [
      'quote company',
      () => quoteRequestPayloadSchema.safeParse({ fullName: 'Ali Veli', companyName: 'X\r\nY' }),
      'companyName',
    ],
  ])('%s refuses a name with control or bidi characters', (_, parse, field) => {
    expect(issuesOf(parse())).toContain(`${field}:validation.nameCharacters`);
  });

  it('the application refuses them in first, last, company and contact names and the city', () => {
    const result = applicationFormSchema.safeParse({
      firstName: 'A\nB',
      lastName: 'C\u202eD',
      company: 'E\u2069F',
      contactPerson: 'G\rH',
      city: 'İz\u202amir',
    });
    for (const field of ['firstName', 'lastName', 'company', 'contactPerson', 'city']) {
      expect(issuesOf(result)).toContain(`${field}:validation.nameCharacters`);
    }
  });
});

describe('web addresses', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.example.com/a?b=1 ', 'https://www.example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com/x', 'HTTPS://Example.com/x'],
    ['//example.com', 'https://example.com'],
    ['localhost:5000/x', 'https://localhost:5000/x'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('withScheme(%j) = %j', (input, output) => expect(withScheme(input)).toBe(output));

  it.each(['https://example.com', 'http://a.b.example.co/x?y#z', 'https://localhost:5000'])('accepts %s', (url) =>
    expect(isWebUrl(url)).toBe(true),
  );
  it.each([
    'https://',
    'https://exa mple.com',
    'javascript:alert(1)',
    'https://nodot',
    'https://u:p@example.com',
    'ftp://example.com',
  ])('refuses %s', (url) => expect(isWebUrl(url)).toBe(false));

  it('every contract stores example.com as https://example.com', () => {
    expect(partnerUpdateSchema.parse({ website: 'example.com' }).website).toBe('https://example.com');
    expect(partnerUpdateSchema.parse({ linkedinProfile: 'linkedin.com/company/x' }).linkedinProfile).toBe(
      'https://linkedin.com/company/x',
    );
    expect(updateProfileBodySchema.parse({ firstName: 'Ayşe', lastName: 'Kaya', website: 'example.com' }).website).toBe(
      'https://example.com',
    );
    const site = siteSettingsInputSchema.shape.socialLinks.parse({
      linkedin: 'linkedin.com/x',
      x: '',
      instagram: '',
      facebook: '',
      youtube: '',
    });
    expect(site.linkedin).toBe('https://linkedin.com/x');
    expect(partnerUpdateSchema.safeParse({ website: 'javascript:alert(1)' }).success).toBe(false);
    expect(partnerUpdateSchema.parse({ website: '' }).website).toBeNull();
  });
});
