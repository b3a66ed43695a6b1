import { describe, expect, it } from 'vitest';
import { profilKlopBodySchema, rencanaKerjaBodySchema } from '../api/ppgProfilKlop';
import {
  jenisRencanaKerjaLabel,
  pesanJendelaRencana,
  RENCANA_KERJA_SEED,
  rencanaKerjaDapatDiubah,
  statusRencanaKerja,
  statusRencanaKerjaLabel,
} from './profil-klop';

const jendela = { mulai: '2026-01-01', selesai: '2026-01-31' };

describe('the work plan’s status', () => {
  it('reads from the process position: a draft sent back is returned', () => {
    expect(statusRencanaKerja('susun', null)).toBe('draft');
    expect(statusRencanaKerja('susun', 'kembalikan')).toBe('return');
    expect(statusRencanaKerja('reviu', 'kirim')).toBe('submit');
    expect(statusRencanaKerja('disetujui', 'setuju')).toBe('approved');
  });

  it('uses SPEC §4 labels, "Perlu Persetujuan" to the reviewer', () => {
    expect(statusRencanaKerjaLabel('draft')).toBe('Draf');
    expect(statusRencanaKerjaLabel('submit')).toBe('Pengajuan');
    expect(statusRencanaKerjaLabel('submit', true)).toBe('Perlu Persetujuan');
    expect(statusRencanaKerjaLabel('return')).toBe('Dikembalikan');
    expect(statusRencanaKerjaLabel('approved', true)).toBe('Disetujui');
  });

  it('is editable only as a draft or returned', () => {
    expect(rencanaKerjaDapatDiubah('draft')).toBe(true);
    expect(rencanaKerjaDapatDiubah('return')).toBe(true);
    expect(rencanaKerjaDapatDiubah('submit')).toBe(false);
    expect(rencanaKerjaDapatDiubah('approved')).toBe(false);
  });
});

describe('the plan window', () => {
  it('refuses before and after the window, naming the date', () => {
    expect(pesanJendelaRencana(jendela, 'draft', '2026-01-15')).toBeNull();
    expect(pesanJendelaRencana(jendela, 'draft', '2025-12-31')).toContain('01-01-2026');
    expect(pesanJendelaRencana(jendela, 'draft', '2026-02-01')).toContain('31-01-2026');
  });

  it('lets a returned plan be corrected after the window closes', () => {
    expect(pesanJendelaRencana(jendela, 'return', '2026-03-01')).toBeNull();
    expect(pesanJendelaRencana(jendela, 'return', '2025-12-01')).not.toBeNull();
  });
});

describe('the plan’s process and payloads', () => {
  it('sends from the UPG to the KPK reviewer, who approves or returns', () => {
    expect(RENCANA_KERJA_SEED.sequences).toEqual([
      ['susun', 'reviu', 'kirim'],
      ['reviu', 'susun', 'kembalikan'],
      ['reviu', 'disetujui', 'setuju'],
    ]);
    expect(RENCANA_KERJA_SEED.tasks.find((t) => t.kode === 'reviu')?.roles).toContain('ketua_tim_ppg');
    expect(jenisRencanaKerjaLabel('SURAT_EDARAN')).toContain('hari raya');
  });

  it('rejects negative targets and unknown kinds; an empty e-mail is none', () => {
    const bad = rencanaKerjaBodySchema.safeParse({
      items: [
        { jenis: 'X', uraian: 'a', satuan: 'b', target_tw1: -1, target_tw2: 0, target_tw3: 0, target_tw4: 0 },
      ],
      revisi: 1,
    });
    expect(bad.success).toBe(false);
    const tahap = { selesai: false, keterangan: '' };
    const ok = profilKlopBodySchema.parse({
      email: '',
      jumlah_pegawai: 10,
      anggota_upg: [],
      kontak: [],
      tahapan: { komitmen: tahap, aturan: tahap, upg: tahap, monev: tahap },
      revisi: 0,
    });
    expect(ok.email).toBeNull();
    expect(ok.tahapan.komitmen.keterangan).toBeNull();
  });
});
