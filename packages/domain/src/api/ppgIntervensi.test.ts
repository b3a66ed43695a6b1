import { describe, expect, it } from 'vitest';
import { intervensiBodySchema, intervensiUpdateSchema, tindakLanjutBodySchema } from './ppgIntervensi';

const body = {
  instansi_id: 4,
  tahun: 2025,
  tanggal: '2025-11-03',
  jenis: 'PENDAMPINGAN',
  rekomendasi_intervensi_id: 1,
  catatan: '  ',
  status: 'DIRENCANAKAN',
};

describe('the intervention schemas', () => {
  it('record an open intervention; an empty note is none', () => {
    expect(intervensiBodySchema.parse(body).catatan).toBeNull();
    expect(intervensiBodySchema.safeParse({ ...body, status: 'BERJALAN' }).success).toBe(true);
  });
  it('refuse recording it closed, an unknown kind, a bad date', () => {
    const r = intervensiBodySchema.safeParse({
      ...body,
      status: 'SELESAI',
      jenis: 'LAIN',
      tanggal: '2025-02-30',
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['status', 'jenis', 'tanggal']));
  });
  it('change with the revision read, never the institution or year', () => {
    const { instansi_id: _i, tahun: _t, ...rest } = body;
    expect(intervensiUpdateSchema.safeParse(rest).success).toBe(false);
    const parsed = intervensiUpdateSchema.parse({ ...body, revisi: 2 });
    expect(parsed).not.toHaveProperty('instansi_id');
  });
  it('need a follow-up note of 5 characters at least', () => {
    expect(
      tindakLanjutBodySchema.safeParse({ tanggal: '2025-11-20', catatan: 'ok', revisi: 1 }).success,
    ).toBe(false);
    expect(
      tindakLanjutBodySchema.safeParse({ tanggal: '2025-11-20', catatan: 'Rencana aksi disusun', revisi: 1 })
        .success,
    ).toBe(true);
  });
});
