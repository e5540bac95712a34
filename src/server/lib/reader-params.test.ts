import { describe, expect, it } from 'vitest';
import { renderParams, serviceNeededPartsOf } from './reader-params';

describe('renderParams: values written for each reader (docs/decisions/038)', () => {
  const params = {
    name: 'Ayşe Yılmaz',
    due: { date: '2026-12-15' },
    amount: { money: 1_250_000, currency: 'TRY' as const },
    kind: { text: 'partnerVerification.kindAuthorisation' as const, detail: 'YYS' },
    request: {
      serviceNeeded: {
        service: 'Hava Kargo',
        workType: 'project' as const,
        projectStartDate: '2026-12-15',
        projectEndDate: null,
      },
    },
    preview: { excerpt: 'Teklif ekte', file: { name: 'teklif.pdf', size: 10 * 1024 } },
  };

  it('writes Turkish', () => {
    expect(renderParams(params, 'tr')).toEqual({
      name: 'Ayşe Yılmaz',
      due: '15 Aralık 2026',
      amount: '₺12.500,00',
      kind: 'Yetki belgesi: YYS',
      request: 'Hava Kargo — Çalışma şekli: Proje bazlı (başlangıç 15 Aralık 2026)',
      preview: 'Teklif ekte 📎 teklif.pdf (10 KB)',
    });
  });

  it('writes English', () => {
    expect(renderParams(params, 'en')).toEqual({
      name: 'Ayşe Yılmaz',
      due: '15 December 2026',
      amount: 'TRY\u00a012,500.00', // a no-break space, as Intl writes it
      kind: 'Authorisation certificate: YYS',
      request: 'Hava Kargo — Work type: Project-based (start 15 December 2026)',
      preview: 'Teklif ekte 📎 teklif.pdf (10 KB)',
    });
  });

  it('writes an attachment alone, and a key that left the catalogue as nothing', () => {
    expect(renderParams({ p: { excerpt: '', file: { name: 'foto.png', size: null } } }, 'en')).toEqual({
      p: '📎 foto.png',
    });
    expect(renderParams({ k: { text: 'gone.key' as never } }, 'tr')).toEqual({ k: '' });
  });
});

describe('serviceNeededPartsOf', () => {
  it('gives the stored parts, or a row’s whole text when it has none', () => {
    const row = {
      serviceNeeded: 'X — Çalışma şekli: Aylık',
      service: 'X',
      workType: 'monthly' as const,
      projectStartDate: null,
      projectEndDate: null,
    };
    expect(serviceNeededPartsOf(row)).toEqual({
      service: 'X',
      workType: 'monthly',
      projectStartDate: null,
      projectEndDate: null,
    });
    expect(serviceNeededPartsOf({ ...row, service: null, workType: null })).toEqual({
      service: 'X — Çalışma şekli: Aylık',
      workType: null,
      projectStartDate: null,
      projectEndDate: null,
    });
  });
});
