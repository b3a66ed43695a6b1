import { describe, expect, it } from 'vitest';
import {
  DOKUMEN_PUBLIK_SEED,
  langkahAwalDokumenPublik,
  STATUS_DOKUMEN_PUBLIK_LABELS,
  statusDokumenPublik,
  statusDokumenPublikLabel,
} from './dokumen-publik';

const at = (step: string | null, last: string | null = null, is_published = false, sumber = 'unggahan') =>
  statusDokumenPublik({ step, last_decision: last, is_published, sumber });

describe('public document status', () => {
  it('follows the step and the last decision', () => {
    expect(at('susun')).toBe('DRAF');
    expect(at('susun', 'kembalikan')).toBe('DIKEMBALIKAN');
    expect(at('persetujuan', 'kirim')).toBe('DIAJUKAN');
    expect(at('terbit', 'setuju', true)).toBe('DITERBITKAN');
    expect(at('ditarik', 'tarik')).toBe('DITARIK');
  });

  it('reads a published step whose record was unpublished elsewhere as withdrawn', () => {
    expect(at('terbit', 'setuju', false)).toBe('DITARIK');
  });

  it('reads a record without a process from its flags, and starts it there', () => {
    expect(at(null, null, true)).toBe('DITERBITKAN');
    expect(at(null, null, false)).toBe('DRAF');
    expect(at(null, null, false, 'redaksi-sk')).toBe('DITARIK');
    expect(langkahAwalDokumenPublik({ is_published: true, sumber: 'unggahan' })).toBe('terbit');
    expect(langkahAwalDokumenPublik({ is_published: false, sumber: 'redaksi-sk' })).toBe('ditarik');
    expect(langkahAwalDokumenPublik({ is_published: false, sumber: 'unggahan' })).toBe('susun');
  });

  it('uses spec §4 labels', () => {
    expect(STATUS_DOKUMEN_PUBLIK_LABELS.DRAF).toBe('Draf');
    expect(STATUS_DOKUMEN_PUBLIK_LABELS.DIKEMBALIKAN).toBe('Dikembalikan');
    expect(STATUS_DOKUMEN_PUBLIK_LABELS.DIAJUKAN).toBe('Pengajuan');
    expect(STATUS_DOKUMEN_PUBLIK_LABELS.DITERBITKAN).toBe('Disetujui');
    expect(statusDokumenPublikLabel('DIAJUKAN', true)).toBe('Perlu Persetujuan');
  });

  it('is approved by the PPG group head only, and every step is reachable', () => {
    const approval = DOKUMEN_PUBLIK_SEED.tasks.find((t) => t.kode === 'persetujuan');
    expect(approval?.roles).toEqual(['ketua_group_ppg']);
    const targets = new Set(DOKUMEN_PUBLIK_SEED.sequences.map((s) => s[1]));
    for (const t of DOKUMEN_PUBLIK_SEED.tasks.slice(1)) expect(targets.has(t.kode)).toBe(true);
  });
});
