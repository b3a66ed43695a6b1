import { describe, expect, it } from 'vitest';
import { importProblems } from './ImportDialog';

describe('import report', () => {
  it('turns "<row>.<field>" errors into rows sorted by sheet row, with column labels', () => {
    const labels: Record<string, string> = { nama: 'Nama', kode: 'Kode' };
    expect(
      importProblems(
        {
          '12.nama': ['Wajib diisi'],
          '3.kode': ['Sudah digunakan', 'Maksimal 2 karakter'],
          file: ['Kosong'],
        },
        (field) => labels[field] ?? field,
      ).map(({ row, column, message }) => [row, column, message]),
    ).toEqual([
      [0, 'file', 'Kosong'],
      [3, 'Kode', 'Sudah digunakan'],
      [3, 'Kode', 'Maksimal 2 karakter'],
      [12, 'Nama', 'Wajib diisi'],
    ]);
  });
});
