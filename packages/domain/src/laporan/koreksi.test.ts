import { describe, expect, it } from 'vitest';
import { KOREKSI_FIELDS, koreksiDitolak, koreksiField, koreksiFieldsFor, putusanDitetapkan } from './koreksi';

const dalamProses = { status: 'VERIFIKASI', status_penomoran: null };
const selesai = { status: 'SELESAI', status_penomoran: 'SUDAH_SPSK' };

describe('koreksiDitolak', () => {
  it('lets a whitelisted field through while the report is being processed', () => {
    expect(koreksiDitolak('rincian_nilai_taksiran', dalamProses)).toBeNull();
    expect(koreksiDitolak('tanggal_penerimaan', dalamProses)).toBeNull();
  });

  it('refuses legal outcomes and workflow state with their own reason', () => {
    expect(koreksiDitolak('step', dalamProses)).toMatch(/Pindah Workflow/);
    expect(koreksiDitolak('nosig', dalamProses)).toMatch(/Nomor laporan/);
    expect(koreksiDitolak('status_penomoran', dalamProses)).toMatch(/penetapan/);
  });

  it('refuses a field outside the whitelist, and any correction of a draft', () => {
    expect(koreksiDitolak('kronologi', dalamProses)).toMatch(/tidak termasuk/);
    expect(koreksiDitolak('pelapor_email', { status: 'DRAFT', status_penomoran: null })).toMatch(/draf/);
  });

  it('keeps what the decision rests on once it is taken, and contact data correctable', () => {
    expect(putusanDitetapkan(selesai)).toBe(true);
    expect(putusanDitetapkan({ status: 'ANALISIS', status_penomoran: 'SEDANG_SK' })).toBe(true);
    expect(koreksiDitolak('rincian_nilai_taksiran', selesai)).toMatch(/dasar penetapan/);
    expect(koreksiDitolak('tanggal_penerimaan', selesai)).toMatch(/dasar penetapan/);
    expect(koreksiDitolak('pelapor_telepon', selesai)).toBeNull();
    expect(koreksiDitolak('alamat_pemberi', selesai)).toBeNull();
    expect(koreksiFieldsFor(selesai).every((f) => !f.terkunciSetelahPutusan)).toBe(true);
    expect(koreksiFieldsFor(dalamProses)).toHaveLength(KOREKSI_FIELDS.length);
  });
});

describe('the fields validate as the original form does', () => {
  it('rejects an invalid value with the form’s message', () => {
    const email = koreksiField('pelapor_email')?.schema.safeParse('bukan-email');
    expect(email?.success).toBe(false);
    expect(koreksiField('rincian_nilai_taksiran')?.schema.safeParse('-5').success).toBe(false);
    expect(koreksiField('rincian_jumlah')?.schema.safeParse(3).success).toBe(true);
    expect(koreksiField('tanggal_penerimaan')?.schema.safeParse('2026-02-30').success).toBe(false);
  });
});
