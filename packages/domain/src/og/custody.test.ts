import { describe, expect, it } from 'vitest';
import { checkOgAksi, OG_FINAL, OG_RULES, OG_STATES, ogAksiTersedia, ogKode, parseOgKode } from './custody';

describe('OG custody', () => {
  it('takes a state-owned object from expected to handed over, one action at a time', () => {
    const path = [
      ['terima', 'DIHARAPKAN', 'DITERIMA'],
      ['verifikasi', 'DITERIMA', 'DIVERIFIKASI'],
      ['simpan', 'DIVERIFIKASI', 'DISIMPAN'],
      ['kemas', 'DISIMPAN', 'DIKEMAS'],
      ['serah_djkn', 'DIKEMAS', 'DISERAHKAN_DJKN'],
    ] as const;
    for (const [aksi, from, to] of path) {
      expect(checkOgAksi(aksi, from, 'MILIK_NEGARA', 'admin_pengelola_OG')).toEqual({ ok: true, to });
    }
  });

  it('returns only what the SK ruled the recipient’s, and hands over only what it ruled the state’s', () => {
    expect(checkOgAksi('kembalikan', 'DISIMPAN', 'MILIK_PENERIMA', 'admin_pengelola_OG').ok).toBe(true);
    expect(checkOgAksi('kembalikan', 'DISIMPAN', 'MILIK_NEGARA', 'admin_pengelola_OG')).toEqual({
      ok: false,
      reason: 'KEPEMILIKAN',
    });
    expect(checkOgAksi('kemas', 'DISIMPAN', 'MILIK_PENERIMA', 'admin_pengelola_OG').ok).toBe(false);
    expect(checkOgAksi('serah_langsung', 'DISIMPAN', 'SEBAGIAN_MILIK_NEGARA', 'admin_pengelola_OG').ok).toBe(
      true,
    );
  });

  it('refuses a wrong role and a wrong state', () => {
    expect(checkOgAksi('terima', 'DIHARAPKAN', 'MILIK_NEGARA', 'direktur')).toEqual({
      ok: false,
      reason: 'ROLE',
    });
    expect(checkOgAksi('terima', 'DIHARAPKAN', 'MILIK_NEGARA', null)).toEqual({ ok: false, reason: 'ROLE' });
    expect(checkOgAksi('verifikasi', 'DITERIMA', 'MILIK_NEGARA', 'anggota_tim').ok).toBe(true);
    expect(checkOgAksi('serah_djkn', 'DISIMPAN', 'MILIK_NEGARA', 'admin_pengelola_OG')).toEqual({
      ok: false,
      reason: 'STATE',
    });
  });

  it('lets nothing leave a final state', () => {
    for (const state of OG_FINAL) {
      for (const k of ['MILIK_NEGARA', 'MILIK_PENERIMA'] as const) {
        expect(ogAksiTersedia(state, k, 'admin_pengelola_OG')).toEqual([]);
      }
    }
    // Every action's target is a known state.
    for (const rule of Object.values(OG_RULES)) if (rule.to) expect(OG_STATES).toContain(rule.to);
  });

  it('moves a stored object without changing its state', () => {
    expect(checkOgAksi('pindah', 'DISIMPAN', 'MILIK_NEGARA', 'admin_pengelola_OG')).toEqual({
      ok: true,
      to: 'DISIMPAN',
    });
  });

  it('prints and reads back label codes; anything else is not a label', () => {
    expect(ogKode(42, 2026)).toBe('OG-2026-000042');
    expect(parseOgKode(' og-2026-000042 ')).toBe(42);
    expect(parseOgKode('OG-2026-42')).toBeNull();
    expect(parseOgKode('hello')).toBeNull();
  });
});
