import { describe, expect, it } from 'vitest';
import { listQueryParams, parseListQuery } from './useListQuery';

describe('list query in the URL', () => {
  it('reads paging, sort, search, trash and takes every other param as a filter', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'page=3&per_page=50&sort=nama&order=desc&q=band&trashed=only&provinsi_id=32&jenis=',
      ),
    );
    expect(query).toEqual({
      page: 3,
      per_page: 50,
      sort: 'nama',
      order: 'desc',
      q: 'band',
      trashed: 'only',
      filters: { provinsi_id: '32' },
    });
    expect(listQueryParams(query)).toEqual({
      page: 3,
      per_page: 50,
      sort: 'nama',
      order: 'desc',
      q: 'band',
      trashed: 'only',
      provinsi_id: '32',
    });
  });

  it('falls back to page 1 of 20 for missing or broken values and ignores an unknown order', () => {
    const query = parseListQuery(new URLSearchParams('page=-2&per_page=x&order=sideways&trashed=with'));
    expect(query).toEqual({ page: 1, per_page: 20, filters: {} });
    expect(listQueryParams(query)).toEqual({ page: 1, per_page: 20 });
  });
});
