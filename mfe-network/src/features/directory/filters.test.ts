import { filtersFromSearch, hasFilters, searchFromFilters, toggleSkill } from './filters';

describe('the directory filters and the address', () => {
  it('reads several skills joined with +, the rate value and the name from the address', () => {
    expect(filtersFromSearch(new URLSearchParams('skills=3%2B7&hourly_rate=1000%2C3000&q=%20ayesha%20'))).toEqual({ skills: '3+7', hourly_rate: '1000,3000', q: 'ayesha' });
  });

  it('reads a + that arrived as a space the same way', () => {
    expect(filtersFromSearch(new URLSearchParams('skills=3+7')).skills).toBe('3+7');
  });

  it('leaves out what it cannot send: unknown rates, any rate, skills that are not ids, an empty name', () => {
    expect(filtersFromSearch(new URLSearchParams('skills=web&hourly_rate=cheap&q=%20'))).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('hourly_rate=any'))).toEqual({});
  });

  it('writes the filters back into the address, and round-trips', () => {
    const filters = { skills: '3+7', hourly_rate: '1,500', q: 'Khan' };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe('skills=3%2B7&hourly_rate=1%2C500&q=Khan');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchFromFilters({ hourly_rate: 'any', q: ' ' }).toString()).toBe('');
  });

  it('adds and takes away one skill at a time', () => {
    expect(toggleSkill({}, 3)).toEqual({ skills: '3' });
    expect(toggleSkill({ skills: '3' }, 7)).toEqual({ skills: '3+7' });
    expect(toggleSkill({ skills: '3+7', q: 'ali' }, 3)).toEqual({ skills: '7', q: 'ali' });
    expect(toggleSkill({ skills: '7' }, 7)).toEqual({ skills: undefined });
    expect(hasFilters({ skills: undefined })).toBe(false);
  });
});
