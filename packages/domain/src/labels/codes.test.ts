import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../access/roles';
import { reporterHistory } from '../laporan/history';
import { DEFAULT_TASKS } from '../workflow/default-process';
import { auditActionLabel, auditEntityLabel } from './audit';
import { LAPORAN_STATUSES, laporanStatusLabel, REPORTER_STATUS_LABELS, reporterStatusLabel } from './laporan';
import { paymentSourceLabel, paymentStatusLabel } from './payment';
import { roleLabel } from './roles';
import { DECREE_NUMBERING_ORDER, decreeNumberingLabel } from './status';
import { stepLabel, WORKFLOW_STEPS } from './workflow';

const CODE = /\bf[0-9][0-9A-Za-z]\b|\b[a-z]+_[a-z_]+\b|\b[A-Z]+_[A-Z_]+\b/;

describe('one label table', () => {
  it('names every step the default process installs, and every step of spec §4', () => {
    for (const task of DEFAULT_TASKS) expect(stepLabel(task.kode), task.kode).not.toBe('Langkah lain');
    for (const step of WORKFLOW_STEPS) expect(stepLabel(step.code)).toBe(step.label);
    expect(stepLabel('f30')).toBe('Verifikasi informasi oleh Anggota Tim');
    expect(stepLabel('f7E')).toBe('Penomoran SPSK');
    expect(stepLabel('distribusi-f')).toBe('Distribusi laporan ke anggota tim');
    expect(stepLabel('f7a')).toBe('Langkah lain');
    expect(stepLabel(null)).toBe('-');
  });
  it('labels every role in words', () => {
    for (const name of ROLE_NAMES) expect(roleLabel(name), name).not.toMatch(CODE);
    expect(roleLabel('anggota_tim')).toBe('Anggota Tim');
    expect(roleLabel('ketua_group')).toBe('Ketua Group');
    expect(roleLabel('admin_pengelola_OG')).toBe('Admin Pengelola OG');
    expect(roleLabel('hacker')).toBe('Peran lain');
    expect(roleLabel(undefined)).toBe('-');
  });
  it('names every report status, for the KPK and in the reporter’s words', () => {
    const statuses = new Set(DEFAULT_TASKS.map((t) => t.status));
    for (const s of LAPORAN_STATUSES) statuses.add(s.kode);
    for (const s of statuses) {
      expect(laporanStatusLabel(s), s).not.toBe('-');
      expect(Object.hasOwn(REPORTER_STATUS_LABELS, s), s).toBe(true);
      expect(reporterStatusLabel(s), s).not.toMatch(CODE);
    }
    expect(laporanStatusLabel('REVIEW_NL')).toBe('Review negative list');
    expect(reporterStatusLabel('REVIEW_NL')).toBe('Laporan sedang diverifikasi KPK');
    expect(reporterStatusLabel('REVIEW_NL')).not.toMatch(/negative list/i);
    expect(reporterStatusLabel('SOMETHING_NEW')).toBe('Laporan sedang diproses KPK');
    expect(laporanStatusLabel('SOMETHING_NEW')).toBe('-');
  });
  it('labels every decree-numbering state as spec §4 says', () => {
    for (const s of DECREE_NUMBERING_ORDER) expect(decreeNumberingLabel(s)).not.toMatch(CODE);
    expect(decreeNumberingLabel('SUDAH_SPSK')).toBe('Sudah dilakukan penomoran SK dan SPSK');
  });
  it('puts payments in plain words', () => {
    expect(paymentStatusLabel('DIBUKUKAN', 'KURANG_BAYAR')).toBe('Dibukukan (kurang bayar)');
    expect(paymentStatusLabel('TINJAU')).toBe('Perlu ditinjau');
    expect(paymentStatusLabel('DUPLIKAT')).toBe('Notifikasi ganda');
    expect(paymentStatusLabel('ANEH')).toBe('Status lain');
    expect(paymentSourceLabel('CALLBACK')).toBe('Notifikasi bank');
    expect(paymentSourceLabel('SETTLEMENT')).toBe('Laporan penyelesaian bank');
    expect(paymentSourceLabel(null)).toBe('-');
  });
  it('reads audit actions and tables in words', () => {
    expect(auditActionLabel('og.dokumen.create')).toBe('Dokumen objek gratifikasi dibuat');
    expect(auditActionLabel('laporan.proses.setuju')).toBe('Proses laporan disetujui');
    expect(auditActionLabel('laporan.proses.minta_tanggapan')).toBe('Proses laporan (minta tanggapan)');
    expect(auditActionLabel('piutang.pembayaran.bukukan')).toBe('Pembayaran dibukukan');
    expect(auditActionLabel('login')).toBe('Masuk aplikasi');
    expect(auditActionLabel('master_create')).toBe('Data master ditambah');
    expect(auditActionLabel('unknown.thing')).toBe('Aktivitas lain');
    expect(auditActionLabel('weird')).toBe('Aktivitas lain');
    expect(auditEntityLabel('og_dokumens')).toBe('Dokumen objek gratifikasi');
    expect(auditEntityLabel('users')).toBe('Pengguna');
    expect(auditEntityLabel('secret_table')).toBe('Data lain');
  });
});

describe('reporterHistory', () => {
  const entry = (
    status_to: string | null,
    step: string | null,
    user_name: string | null,
    role_name: string | null,
    catatan: string | null = null,
  ) => ({ status_to, status_to_nama: status_to, step, user_name, role_name, catatan });

  it('keeps each change that concerns the reporter once, in their words, without KPK staff', () => {
    const out = reporterHistory([
      entry('TERKIRIM', null, 'Budi', 'individu', 'Mohon diproses'),
      entry('DISTRIBUSI', 'distribusi', 'Demo Koordinator', 'koordinator'),
      entry('VERIFIKASI', 'distribusi-f', 'Demo Ketua Group', 'ketua_group'),
      entry('VERIFIKASI', 'f30', 'Demo Anggota Tim', 'anggota_tim', 'catatan internal'),
      entry('REVIEW_NL', 'f38', 'Demo Ketua Group', 'ketua_group'),
      entry('PERMINTAAN_KELENGKAPAN', 'f3b', 'Demo Ketua Group', 'ketua_group', 'internal'),
      entry('VERIFIKASI', 'f3g', null, null),
      entry('ANALISIS', 'f3b', 'Demo Ketua Group', 'ketua_group'),
      entry('PENETAPAN_SK', 'f83', 'Demo Direktur', 'direktur'),
      entry(
        'PENETAPAN_SK',
        'f7A',
        'Demo Sekretaris',
        'Administrasi/Sekretaris',
        'Sudah dilakukan penomoran SK',
      ),
      entry('SELESAI', 'f7E', 'Demo Sekretaris', 'Administrasi/Sekretaris'),
    ]);
    expect(out.map((h) => h.status_to_nama)).toEqual([
      'Laporan terkirim ke KPK',
      'Laporan sedang diverifikasi KPK',
      'KPK meminta kelengkapan laporan',
      'Laporan sedang diverifikasi KPK',
      'Laporan sedang dianalisis KPK',
      'Surat Keputusan sedang ditetapkan',
      'Selesai',
    ]);
    expect(out[0]).toMatchObject({ user_name: 'Budi', role_name: 'individu', catatan: 'Mohon diproses' });
    for (const h of out.slice(1)) {
      expect(h).toMatchObject({ step: null, user_name: null, role_name: null, catatan: null });
    }
    expect(JSON.stringify(out)).not.toMatch(/Demo|negative|f3|anggota_tim|internal/);
  });
  it('keeps the reason a report was sent back to the reporter, and the UPG’s own entries', () => {
    const out = reporterHistory([
      entry('DITERIMA_UPG', null, 'Ani', 'individu'),
      entry('DIKEMBALIKAN', null, 'Petugas UPG', 'upg', 'Lengkapi foto objek'),
      entry('DIKEMBALIKAN', null, 'Petugas UPG', 'upg', 'Lengkapi foto objek'),
      entry(null, null, 'x', 'individu'),
    ]);
    expect(out).toHaveLength(2);
    expect(out[1]).toMatchObject({
      status_to_nama: 'Laporan dikembalikan kepada pelapor untuk diperbaiki',
      user_name: 'Petugas UPG',
      catatan: 'Lengkapi foto objek',
    });
  });
});
