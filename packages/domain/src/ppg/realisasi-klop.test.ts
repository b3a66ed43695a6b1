import { describe, expect, it } from 'vitest';
import { realisasiBodySchema } from '../api/ppgRealisasiKlop';
import {
  persenCapaian,
  pesanJendelaRealisasi,
  REALISASI_RENCANA_KERJA_SEED,
  targetTriwulan,
} from './realisasi-klop';

const jendela = { mulai: '2026-04-01', selesai: '2026-07-15' };

describe('realisasi rencana kerja rules', () => {
  it('refuses before the window and after it, naming the date', () => {
    expect(pesanJendelaRealisasi(jendela, 2, 'draft', '2026-03-31')).toContain('01-04-2026');
    expect(pesanJendelaRealisasi(jendela, 2, 'draft', '2026-07-16')).toContain('15-07-2026');
    expect(pesanJendelaRealisasi(jendela, 2, 'draft', '2026-07-15')).toBeNull();
  });
  it('lets a returned realisation be corrected after the window', () => {
    expect(pesanJendelaRealisasi(jendela, 2, 'return', '2026-08-01')).toBeNull();
    expect(pesanJendelaRealisasi(jendela, 2, 'return', '2026-03-01')).not.toBeNull();
  });
  it('reads the quarter target and the share achieved', () => {
    const item = { target_tw1: 1, target_tw2: 4, target_tw3: 0, target_tw4: 2 };
    expect(targetTriwulan(item, 2)).toBe(4);
    expect(persenCapaian(3, 4)).toBe(75);
    expect(persenCapaian(3, 0)).toBeNull();
  });
  it('sends from the UPG to the plan’s reviewers, who accept or return', () => {
    expect(REALISASI_RENCANA_KERJA_SEED.sequences).toEqual([
      ['susun', 'reviu', 'kirim'],
      ['reviu', 'susun', 'kembalikan'],
      ['reviu', 'disetujui', 'setuju'],
    ]);
    expect(REALISASI_RENCANA_KERJA_SEED.tasks.find((t) => t.kode === 'reviu')?.roles).toEqual([
      'ketua_tim_ppg',
      'ketua_group_ppg',
    ]);
  });
  it('refuses negative figures; an empty text is none', () => {
    expect(
      realisasiBodySchema.safeParse({ items: [{ rencana_item_id: 1, capaian: -1 }], revisi: 0 }).success,
    ).toBe(false);
    const ok = realisasiBodySchema.parse({
      items: [{ rencana_item_id: 1, capaian: 2, uraian: ' ' }],
      revisi: 0,
    });
    expect(ok.items[0]?.uraian).toBeNull();
  });
});
