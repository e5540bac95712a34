import { describe, expect, it } from 'vitest';
import { normaliseTradeCodes, tradeCodeTokens } from './trade-codes';

describe('trade codes (issue 21, search)', () => {
  it.each([
    ['EUR.1', 'eur1'],
    ['EUR1', 'eur1'],
    ['EUR 1', 'eur1'],
    ['EUR-1', 'eur1'],
    ['eur.1', 'eur1'],
    ['EUR-MED', 'eurmed'],
    ['A.TR', 'atr'],
    ['ATR', 'atr'],
    ['A.TR.', 'atr'],
    ['a-tr', 'atr'],
    ['ATA karnesi', 'atacarnet'],
    ['ATA KARNESİ', 'atacarnet'],
    ['ata karneleri', 'atacarnet'],
    ['ATA carnet', 'atacarnet'],
    ['ATA Carnets', 'atacarnet'],
    ['T1', 't1'],
    ['T.2', 't2'],
    ['T2L', 't2l'],
    ['8471.30', '847130'],
    ['8471.30.00.00', '8471300000'],
    ['GTİP 8471.30', '847130'],
    ['gtip 8471', '8471'],
    ['HS kodu: 8471.30', '847130'],
    ['HS code 84', '84'],
  ])('writes %j as the one token %j', (spelling, token) => {
    expect(normaliseTradeCodes(spelling)).toBe(token);
  });

  it('rewrites the codes in a whole query and leaves its other words alone', () => {
    expect(normaliseTradeCodes('gümrük Mersin EUR.1 ve A.TR')).toBe('gümrük Mersin eur1 ve atr');
    expect(normaliseTradeCodes('ATA karnesi İstanbul')).toBe('atacarnet İstanbul');
  });

  it.each([
    'Avrupa ve Kuzey Amerika',
    'EUR 1,5 milyon',
    '1.234,56 TL',
    'Kanada tr bölgesi',
    'Atatürk Havalimanı',
    'Ankara T10 deposu',
    'A.Ş. İstanbul',
    '0532 111 00 01',
  ])('finds no code in %j', (text) => {
    expect(tradeCodeTokens(text)).toEqual([]);
    expect(normaliseTradeCodes(text)).toBe(text);
  });

  it('gives a document every code once, an HS code with its chapter, heading and subheading', () => {
    expect(tradeCodeTokens('EUR.1 Dolaşım Belgesi, A.TR Dolaşım Belgesi, EUR.1 ve ATA karnesi')).toEqual([
      'eur1',
      'atr',
      'atacarnet',
    ]);
    expect(tradeCodeTokens('GTİP 8471.30.00.00 ve 8517.62 tarife pozisyonları')).toEqual([
      '84',
      '8471',
      '847130',
      '8471300000',
      '85',
      '8517',
      '851762',
    ]);
  });

  // Both sides agree: whatever spelling is searched, its token is in (or a prefix of a token in) the
  // document that wrote the code in any other spelling.
  it.each(['EUR.1', 'EUR1', 'EUR 1', 'EUR-1', 'A.TR', 'ATR', 'ATA karnesi', 'ATA carnet', 'T1', 'T2'])(
    'finds a document that writes %j under every spelling of that code',
    (written) => {
      const spellings: Record<string, string[]> = {
        eur1: ['EUR.1', 'EUR1', 'EUR 1', 'EUR-1'],
        atr: ['A.TR', 'ATR'],
        atacarnet: ['ATA karnesi', 'ATA carnet'],
        t1: ['T1', 'T.1'],
        t2: ['T2', 'T-2'],
      };
      const document = tradeCodeTokens(`Hizmetlerimiz: ${written} belgesi.`);
      const [token] = document;
      for (const query of spellings[token!]!) expect(document).toContain(normaliseTradeCodes(query));
    },
  );

  it('finds an HS code by its dotted or plain spelling and by a shorter prefix', () => {
    const document = tradeCodeTokens('GTİP 8471.30.00.00');
    for (const query of ['8471.30', '847130', '8471', '84', '8471.30.00.00']) {
      const token = normaliseTradeCodes(query);
      expect(document.some((t) => t.startsWith(token))).toBe(true);
    }
  });
});
