import { describe, expect, it } from 'vitest';
import { likePrefix, planSearch } from './admin-loan-search';

describe('planSearch', () => {
  it('has nothing to search for in blank text', () => {
    expect(planSearch(undefined)).toBeUndefined();
    expect(planSearch('   ')).toBeUndefined();
  });

  it('reads text with an @ as the start of an e-mail address only', () => {
    expect(planSearch('  Mwila.Banda@EXAMPLE ')).toEqual({ emailPrefix: 'mwila.banda@example' });
  });

  it('reads every way of writing a Zambian number as the stored +260 form, and digits as an NRC and a loan id too', () => {
    for (const typed of ['0977123456', '977123456', '+260977123456', '260977123456', '+260 977 123 456']) {
      expect(planSearch(typed)?.phonePrefix).toBe('+260977123456');
    }
    expect(planSearch('0977 12')).toEqual({
      phonePrefix: '+26097712',
      nrcPrefix: '097712',
      loanIdPrefix: '097712',
    });
    // A foreign number is no phone of ours; one digit says too little to be a phone prefix.
    expect(planSearch('+44 7700')?.phonePrefix).toBeUndefined();
    expect(planSearch('9')).toEqual({ nrcPrefix: '9' });
  });

  it('reads a slash as an NRC', () => {
    expect(planSearch('123456/10')).toEqual({ nrcPrefix: '123456/10' });
    expect(planSearch('123456/10/1')).toEqual({ nrcPrefix: '123456/10/1' });
  });

  it('tries a hex-looking word as a loan id and as a name and an e-mail', () => {
    expect(planSearch('AbEb')).toEqual({ loanIdPrefix: 'abeb', namePrefix: 'abeb', emailPrefix: 'abeb' });
    expect(planSearch('3f2a9c1e-41')).toMatchObject({ loanIdPrefix: '3f2a9c1e-41' });
    // Three characters are too few to narrow a loan id down.
    expect(planSearch('abe')).toEqual({ namePrefix: 'abe', emailPrefix: 'abe' });
  });

  it('reads one word as a first or last name, several as "first last"', () => {
    expect(planSearch('Mwila')).toEqual({ namePrefix: 'mwila', emailPrefix: 'mwila' });
    expect(planSearch(' Mwila   Ba ')).toEqual({ fullNamePrefix: 'mwila ba' });
    expect(planSearch("O'Brien")).toEqual({ namePrefix: "o'brien", emailPrefix: "o'brien" });
  });
});

describe('likePrefix', () => {
  it("escapes LIKE's wildcards so they match themselves", () => {
    expect(likePrefix('mwila_b%')).toBe('mwila\\_b\\%%');
    expect(likePrefix('a\\b')).toBe('a\\\\b%');
  });
});
