import { describe, expect, it } from 'vitest';
import { siteSettingsInputSchema, updateSystemConfigSchema } from '@shared/contracts/system-config';
import { changedFields } from './settings-form';

const site = {
  siteName: 'İhracat Partner',
  contactEmail: 'iletisim@example.org',
  contactPhone: '+90 212 555 01 00',
  address: 'İstanbul',
  parentOrganisationUrl: 'https://example.org',
  parentOrganisationName: 'Dernek',
  siteNameEn: 'Export Partner',
  parentOrganisationNameEn: 'Association',
  socialLinks: { linkedin: 'https://l.example', x: '', instagram: '', facebook: '', youtube: '' },
  heroImageUrl: '',
  heroVideoUrl: '',
};

describe('changedFields (what Save sends)', () => {
  it('sends only the changed fields, social links field by field', () => {
    const draft = {
      ...site,
      contactPhone: '+90 232 444 55 66',
      socialLinks: { ...site.socialLinks, x: 'https://x.example' },
    };
    expect(changedFields(site, draft)).toEqual({
      contactPhone: '+90 232 444 55 66',
      socialLinks: { x: 'https://x.example' },
    });
    expect(changedFields(site, { ...site })).toEqual({});
  });
});

describe('the form rules (shared with the server)', () => {
  it('refuses a bad e-mail, phone, link, image and video address with the settings messages', () => {
    const result = siteSettingsInputSchema.safeParse({
      ...site,
      contactEmail: 'nope',
      contactPhone: 'call me',
      socialLinks: { ...site.socialLinks, x: 'x example/me' },
      heroImageUrl: 'javascript:alert(1)',
      heroVideoUrl: 'https://video.example.com/tanitim.mp4',
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      contactEmail: 'systemConfig.invalidEmail',
      contactPhone: 'systemConfig.invalidPhone',
      'socialLinks.x': 'systemConfig.invalidUrl',
      heroImageUrl: 'systemConfig.invalidImageUrl',
      heroVideoUrl: 'systemConfig.invalidVideoUrl',
    });
  });

  it('accepts site paths for images, empty links and a partial update', () => {
    expect(siteSettingsInputSchema.safeParse({ ...site, heroImageUrl: '/public-objects/hero.webp' }).success).toBe(
      true,
    );
    expect(updateSystemConfigSchema.parse({ site: { socialLinks: { x: '' } } })).toEqual({
      site: { socialLinks: { x: '' } },
    });
  });
});
