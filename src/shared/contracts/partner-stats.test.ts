import { describe, expect, it } from 'vitest';
import type { PartnerDetail } from './partners';
import { profileCompleteness, PROFILE_COMPLETE_PERCENT } from './partner-stats';

const empty = {
  logo: null,
  coverImage: null,
  description: null,
  shortDescription: '  ',
  dipAdvantages: null,
  services: [],
  city: null,
  website: null,
  linkedinProfile: null,
  twitterProfile: null,
  instagramProfile: null,
  facebookProfile: '',
} as unknown as PartnerDetail;

describe('profileCompleteness', () => {
  it('lists all nine items as missing for an empty profile (blank text counts as missing)', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: [
        'logo',
        'cover',
        'description',
        'shortDescription',
        'dipAdvantages',
        'services',
        'city',
        'website',
        'social',
      ],
    });
  });

  it('counts one social link as enough and rounds the percentage', () => {
    const partial = {
      ...empty,
      logo: '/public-objects/logo.jpg',
      services: [{ id: 1, name: 'Gümrük', description: null, categoryId: 2 }],
      instagramProfile: 'https://instagram.com/firma',
    } as PartnerDetail;
    const result = profileCompleteness(partial);
    expect(result.missing).not.toContain('social');
    expect(result.missing).not.toContain('logo');
    expect(result.percent).toBe(33);
  });

  it('is 100 when everything is there', () => {
    const full = {
      ...empty,
      logo: 'l',
      coverImage: 'c',
      description: '<p>d</p>',
      shortDescription: 's',
      dipAdvantages: 'a',
      services: [{ id: 1, name: 'x', description: null, categoryId: null }],
      city: 'İzmir',
      website: 'https://x.example',
      linkedinProfile: 'https://linkedin.com/company/x',
    } as PartnerDetail;
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });

  it('puts the reminder threshold between one and two missing items', () => {
    const full = {
      ...empty,
      logo: 'l',
      coverImage: 'c',
      description: 'd',
      shortDescription: 's',
      dipAdvantages: 'a',
      services: [1],
      city: 'İzmir',
      website: 'https://x.example',
      linkedinProfile: 'https://linkedin.com/company/x',
    };
    expect(profileCompleteness({ ...full, website: null }).percent).toBeGreaterThanOrEqual(PROFILE_COMPLETE_PERCENT);
    expect(profileCompleteness({ ...full, website: null, city: ' ' }).percent).toBeLessThan(PROFILE_COMPLETE_PERCENT);
  });
});
