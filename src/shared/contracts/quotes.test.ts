import { describe, expect, it } from 'vitest';
import { catalogues } from '../messages';
import { composeServiceNeeded, parseServiceNeeded, type ServiceNeededLabels } from './quotes';

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
