import type { DokumenLaporan, DokumenSurat, VerifikasiDokumen } from '@gratifikasi/domain';
import { api } from '@/platform/api';

export interface TemplateVersi {
  id: number;
  versi: number;
  konten: string;
  created_at: string;
}

export interface TemplateMasalah {
  line: number | null;
  col: number | null;
  message: string;
}

/** The editor's save check: each problem of the body with its line and column. */
export async function periksaTemplate(isi: string): Promise<TemplateMasalah[]> {
  return (
    await api.post<{ masalah: TemplateMasalah[] }>('dokumen/template/periksa', { isi }, { silent: true })
  ).data.masalah;
}

/** The body filled with the sample letter or a chosen report, as a PDF. */
export function pratinjauTemplate(body: { isi: string; jenis: string; laporan_id?: number }): Promise<Blob> {
  return api.postBlob('dokumen/template/pratinjau', { ...body, format: 'pdf' }, { silent: true });
}

export function downloadPratinjauDocx(body: { isi: string; jenis: string; laporan_id?: number }) {
  return api.download('dokumen/template/pratinjau', { method: 'POST', body: { ...body, format: 'docx' } });
}

export async function versiTemplate(id: number): Promise<TemplateVersi[]> {
  return (await api.get<TemplateVersi[]>(`dokumen/template/${id}/versi`)).data;
}

// The public verification (issue 11 §2): opened from a letter's QR code, usually signed out.
const verifikasi = (kode: string) => `public/verifikasi-dokumen/${encodeURIComponent(kode)}`;

export async function fetchVerifikasi(kode: string): Promise<VerifikasiDokumen> {
  return (await api.get<VerifikasiDokumen>(verifikasi(kode), { auth: false, silent: true })).data;
}

export async function cekDokumen(kode: string, file: File): Promise<{ cocok: boolean; message?: string }> {
  const body = await api.upload<{ cocok: boolean }>(`${verifikasi(kode)}/cek`, file, {}, { auth: false });
  return { cocok: body.data.cocok, message: body.message };
}

// A report's letters.
export async function fetchDokumenLaporan(id: number): Promise<DokumenLaporan> {
  return (await api.get<DokumenLaporan>(`laporan/${id}/dokumen`)).data;
}

export function unduhDokumen(id: number, jenis: string, format: 'pdf' | 'docx' = 'pdf') {
  return api.download(`laporan/${id}/dokumen/${jenis}`, { params: format === 'docx' ? { format } : {} });
}

/** One made letter by its record (a bill's surat tagihan among several of the same kind). */
export const unduhSurat = (id: number, suratId: number) =>
  api.download(`laporan/${id}/dokumen/surat/${suratId}`);
export const unduhFinal = (id: number) => api.download(`laporan/${id}/dokumen-final`);
export const unduhBerkas = (id: number) => api.download(`laporan/${id}/berkas`);

export async function unggahPindaian(id: number, jenis: string, file: File) {
  return api.upload<DokumenSurat>(`laporan/${id}/dokumen/${jenis}/pindaian`, file);
}
