import { describe, expect, it } from 'vitest';
import { appConfigWords, formatAppConfigValue } from './appConfigLabels';

describe('app config values in words', () => {
  it('says numbers with their unit and Indonesian grouping, rupiah as Rp, booleans as Ya/Tidak', () => {
    expect(formatAppConfigValue(30, appConfigWords('batas_lapor_kpk_hk'))).toBe('30 hari kerja');
    expect(formatAppConfigValue(1_000_000, appConfigWords('nl_batas_acara_per_pemberi'))).toBe('Rp1.000.000');
    expect(formatAppConfigValue(1440, appConfigWords('max_idle'))).toBe('1.440 menit');
    expect(formatAppConfigValue(2.5, appConfigWords('red_flag_lonjakan_rasio'))).toBe(
      '2,50 × rata-rata harian',
    );
    expect(formatAppConfigValue(true, appConfigWords('eskalasi_tenggat'))).toBe('Ya');
    expect(formatAppConfigValue('{seq}/SK-GRAT/{MMR}/{YYYY}', appConfigWords('format_nomor_sk'))).toBe(
      '{seq}/SK-GRAT/{MMR}/{YYYY}',
    );
  });

  it('says a setting of several fields field by field, never as JSON', () => {
    const text = formatAppConfigValue(
      { max: 5, window_minutes: 15, user_max: 20, ip_max: 100 },
      appConfigWords('login_throttle'),
    );
    expect(text).toBe(
      'Gagal per nama pengguna dari satu IP: 5 kali · Jendela waktu: 15 menit · Gagal per nama pengguna dari semua IP: 20 kali · Gagal per IP untuk semua nama pengguna: 100 kali',
    );
    expect(
      formatAppConfigValue({ enabled: false, message: 'Sedang diperbarui' }, appConfigWords('maintenance')),
    ).toBe('Aktif: Tidak · Pesan kepada pengguna: Sedang diperbarui');
    expect(text).not.toMatch(/[{}"]/);
  });

  it('shows an unknown key as itself', () => {
    expect(appConfigWords('kunci_baru')).toEqual({ label: 'kunci_baru' });
  });
});
