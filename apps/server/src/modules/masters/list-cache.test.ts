import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { invalidateMasterPages, masterNames } from './list-cache';

describe('masterNames', () => {
  const loader = () => {
    let loads = 0;
    const rows = new Map([[1, 'Kementerian Keuangan']]);
    return {
      rows,
      count: () => loads,
      load: async () => {
        loads += 1;
        return new Map(rows);
      },
    };
  };

  it('loads a master once and answers from memory', async () => {
    const db = {} as Db;
    const l = loader();
    expect((await masterNames(db, 'instansi', [1, null], l.load)).get(1)).toBe('Kementerian Keuangan');
    await masterNames(db, 'instansi', [1], l.load);
    expect(l.count()).toBe(1);
  });

  it('reloads once for an id it lacks (a row added elsewhere)', async () => {
    const db = {} as Db;
    const l = loader();
    await masterNames(db, 'instansi', [1], l.load);
    l.rows.set(2, 'Kementerian Baru');
    expect((await masterNames(db, 'instansi', [1, 2], l.load)).get(2)).toBe('Kementerian Baru');
    expect(l.count()).toBe(2);
  });

  it('forgets its maps on a master write in this process', async () => {
    const db = {} as Db;
    const l = loader();
    await masterNames(db, 'instansi', [1], l.load);
    l.rows.set(1, 'Kemenkeu (nama baru)');
    invalidateMasterPages(db);
    expect((await masterNames(db, 'instansi', [1], l.load)).get(1)).toBe('Kemenkeu (nama baru)');
  });
});
