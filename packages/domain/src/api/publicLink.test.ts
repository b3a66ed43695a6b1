import { describe, expect, it } from 'vitest';
import { notificationListQuerySchema } from './notification';
import { permintaanSchema, submitKelengkapanSchema, submitTanggapanSchema } from './publicLink';

describe('public link contracts', () => {
  it('reads a request with nothing asked as an empty one', () => {
    expect(permintaanSchema.parse({})).toEqual({ pesan: null, items: [] });
    expect(permintaanSchema.safeParse({ items: [{ kode: '', pertanyaan: 'Foto' }] }).success).toBe(false);
  });

  it('refuses empty answers and responses in Indonesian', () => {
    const kelengkapan = submitKelengkapanSchema.safeParse({ jawaban: [{ kode: 'FOTO', jawaban: '  ' }] });
    expect(kelengkapan.success).toBe(false);
    expect(kelengkapan.error?.issues[0]?.message).toBe('Jawaban wajib diisi');
    const tanggapan = submitTanggapanSchema.safeParse({ tanggapan: ' ' });
    expect(tanggapan.error?.issues[0]?.message).toBe('Tanggapan wajib diisi');
    expect(submitTanggapanSchema.parse({ tanggapan: ' Setuju ' })).toEqual({
      tanggapan: 'Setuju',
      media_ids: [],
    });
  });

  it('pages notifications 20 at a time by default, at most 100', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(notificationListQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(notificationListQuerySchema.parse({ unread: '1', page: '2' })).toMatchObject({
      unread: '1',
      page: 2,
    });
  });
});
