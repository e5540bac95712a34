import { describe, expect, it } from 'vitest';
import { catalogues } from './messages';
import {
  composeServiceNeeded,
  describeServiceNeeded,
  parseServiceNeeded,
  type ServiceNeededLabels,
} from './service-needed';

const labelsOf = (lang: 'tr' | 'en'): ServiceNeededLabels => {
  const q = catalogues[lang].quotes;
  return {
    workType: q.workType,
    monthly: q.workTypeMonthly,
    project: q.workTypeProject,
    start: q.projectStart,
    end: q.projectEnd,
  };
};

describe('parseServiceNeeded: the buyer reads back what the quote form folded into serviceNeeded', () => {
  const tr = labelsOf('tr');
  type Form = Parameters<typeof composeServiceNeeded>[0];
  it.each<[Form]>([
    [{ services: ['Parsiyel Taşımacılık', 'Hava Kargo'], workType: 'monthly' as const }],
    [{ services: [], serviceDescription: 'Konteyner — acil', workType: 'project' as const }],
    [
      {
        services: ['Gümrük'],
        workType: 'project' as const,
        projectStartDate: '2026-12-01',
        projectEndDate: '2026-12-31',
      },
    ],
    [{ services: ['Gümrük'], workType: 'project' as const, projectEndDate: '2026-12-31' }],
    [{ services: ['Gümrük'], workType: 'project' as const, projectStartDate: '2026-12-01' }],
  ])('round-trips %o', (v) => {
    const text = composeServiceNeeded(v, tr);
    // The parser gives back what the form had: the services joined, or the description.
    expect(parseServiceNeeded(text, tr)).toEqual({
      service: v.services.length > 0 ? v.services.join(', ') : v.serviceDescription,
      workType: v.workType,
      projectStartDate: v.projectStartDate ?? null,
      projectEndDate: v.projectEndDate ?? null,
    });
  });

  it('gives a text composed in another language or by hand back whole', () => {
    const english = composeServiceNeeded({ services: ['Air freight'], workType: 'monthly' }, labelsOf('en'));
    expect(parseServiceNeeded(english, tr)).toEqual({
      service: english,
      workType: null,
      projectStartDate: null,
      projectEndDate: null,
    });
    expect(parseServiceNeeded('Konteyner taşımacılığı', tr).workType).toBeNull();
  });
});

describe('describeServiceNeeded: each reader gets the request in their language (docs/decisions/038)', () => {
  const parts = {
    service: 'Parsiyel Taşımacılık, Hava Kargo',
    workType: 'project' as const,
    projectStartDate: '2026-12-15',
    projectEndDate: '2027-01-31',
  };

  it('writes the work type and long dates in Turkish and in English', () => {
    expect(describeServiceNeeded(parts, labelsOf('tr'), 'tr')).toBe(
      'Parsiyel Taşımacılık, Hava Kargo — Çalışma şekli: Proje bazlı (başlangıç 15 Aralık 2026, bitiş 31 Ocak 2027)',
    );
    expect(describeServiceNeeded(parts, labelsOf('en'), 'en')).toBe(
      'Parsiyel Taşımacılık, Hava Kargo — Work type: Project-based (start 15 December 2026, end 31 January 2027)',
    );
  });

  it('gives monthly work without dates, and a text without a work type as it is', () => {
    expect(describeServiceNeeded({ ...parts, workType: 'monthly' }, labelsOf('en'), 'en')).toBe(
      'Parsiyel Taşımacılık, Hava Kargo — Work type: Monthly',
    );
    const whole = { service: 'Konteyner taşımacılığı', workType: null, projectStartDate: null, projectEndDate: null };
    expect(describeServiceNeeded(whole, labelsOf('en'), 'en')).toBe('Konteyner taşımacılığı');
  });
});
