import { describe, expect, it } from 'vitest';
import { filterPenerimaSchema } from '../api/ppgBroadcast';
import {
  BROADCAST_SEED,
  jedaBatchMs,
  progresBroadcast,
  statusBroadcast,
  statusPenerima,
  susunPenerima,
} from './broadcast';

describe('broadcast process', () => {
  it('is approved by the PPG group head alone, and a return goes back to the author', () => {
    const persetujuan = BROADCAST_SEED.tasks.find((t) => t.kode === 'persetujuan');
    expect(persetujuan?.roles).toEqual(['ketua_group_ppg']);
    expect(BROADCAST_SEED.sequences).toContainEqual(['persetujuan', 'susun', 'kembalikan']);
    expect(BROADCAST_SEED.sequences).toContainEqual(['persetujuan', 'kirim', 'setuju']);
  });
  it('reads its status from the step and the last decision', () => {
    expect(statusBroadcast({ step: 'susun', last_decision: null })).toBe('DRAF');
    expect(statusBroadcast({ step: 'susun', last_decision: 'kembalikan' })).toBe('DIKEMBALIKAN');
    expect(statusBroadcast({ step: 'persetujuan', last_decision: 'kirim' })).toBe('DIAJUKAN');
    expect(statusBroadcast({ step: 'kirim', last_decision: 'setuju' })).toBe('DISETUJUI');
  });
});

describe('recipients', () => {
  it('keeps each address once, lower-cased, and skips accounts without a valid address', () => {
    const r = susunPenerima([
      { email: ' Ani@Instansi.go.id ', nama: 'Ani', user_id: 1 },
      { email: 'ani@instansi.go.id', nama: 'Ani (akun kedua)', user_id: 2 },
      { email: null, nama: 'Tanpa surel', user_id: 3 },
      { email: 'bukan-alamat', nama: 'Salah', user_id: 4 },
      { email: 'budi@pemda.go.id', nama: 'Budi', user_id: 5 },
    ]);
    expect(r.penerima).toEqual([
      { email: 'ani@instansi.go.id', nama: 'Ani', user_id: 1 },
      { email: 'budi@pemda.go.id', nama: 'Budi', user_id: 5 },
    ]);
    expect(r.tanpa_email).toBe(2);
    expect(r.ganda).toBe(1);
  });
  it('validates the filter: institutions chosen, a plausible year, a role that may receive', () => {
    expect(filterPenerimaSchema.safeParse({ jenis: 'upg_instansi', instansi_ids: [] }).success).toBe(false);
    expect(filterPenerimaSchema.safeParse({ jenis: 'upg_instansi', instansi_ids: [3, 4] }).success).toBe(
      true,
    );
    expect(filterPenerimaSchema.safeParse({ jenis: 'peserta_tahun', tahun: 1800 }).success).toBe(false);
    expect(filterPenerimaSchema.safeParse({ jenis: 'peserta_tahun', tahun: 2026 }).success).toBe(true);
    expect(filterPenerimaSchema.safeParse({ jenis: 'peran', peran: 'upg' }).success).toBe(true);
    expect(filterPenerimaSchema.safeParse({ jenis: 'peran', peran: 'individu' }).success).toBe(false);
    expect(filterPenerimaSchema.safeParse({ jenis: 'semua' }).success).toBe(false);
  });
  it('reads a recipient state from its outbox row', () => {
    expect(statusPenerima(null)).toBe('antri');
    expect(statusPenerima('pending')).toBe('dikirim');
    expect(statusPenerima('sent')).toBe('terkirim');
    expect(statusPenerima('failed')).toBe('gagal');
  });
});

describe('sending', () => {
  it('shows progress as the share handed on, and done when none waits', () => {
    expect(progresBroadcast({ antri: 3, dikirim: 1 })).toMatchObject({
      total: 4,
      persen: 25,
      selesai: false,
    });
    expect(progresBroadcast({ terkirim: 2, gagal: 1 })).toMatchObject({
      persen: 100,
      persen_terkirim: 66,
      selesai: true,
    });
    expect(progresBroadcast({})).toMatchObject({ total: 0, persen: 0, selesai: false });
  });
  it('spaces batches to the configured rate', () => {
    expect(jedaBatchMs(100, 100)).toBe(1000);
    expect(jedaBatchMs(50, 200)).toBe(250);
    expect(jedaBatchMs(50, 0)).toBe(0);
  });
});
