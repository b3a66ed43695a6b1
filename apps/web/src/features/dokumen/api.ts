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
