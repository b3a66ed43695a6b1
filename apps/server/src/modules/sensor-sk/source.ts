import { createHash } from 'node:crypto';
import { findPersonalData, type LetterData, type Temuan } from '@gratifikasi/domain';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth-context';
import { letterDataOf } from '../dokumen/letter-data';
import { renderLetterPdf } from '../dokumen/template/render';
import { activeTemplate } from '../dokumen/template/store';
import { pdfPlainText } from './redact';

/** An SK as it would be published: its bytes, their SHA-256, its number and the data it was made from. */
export interface SumberSk {
  bytes: Uint8Array;
  sha256: string;
  nomor: string | null;
  data: LetterData;
}

/** The report's SK made from the active SK template with its number and decision (the letters' one machinery). */
export async function sumberSk(db: Db, auth: AuthContext, laporanId: number): Promise<SumberSk> {
  const data = await letterDataOf(db, auth, laporanId, 'draft-sk');
  const template = await activeTemplate(db, 'draft-sk');
  const { bytes } = await renderLetterPdf(template.konten, data, {
    title: data.surat.jenis,
    footer: `${data.surat.jenis}${data.surat.nomor ? ` ${data.surat.nomor}` : ''}`,
  });
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    nomor: data.surat.nomor,
    data,
  };
}

/** The personal data the report holds about the reporter and the giver: what must not be published. */
export function dataPribadiOf(data: LetterData) {
  return {
    nama: [data.pelapor.nama, data.pemberi.nama],
    nik: [data.pelapor.nik],
    nip: [data.pelapor.nip],
    alamat: [data.pelapor.alamat, data.pemberi.alamat],
    telepon: [data.pelapor.telepon],
    email: [data.pelapor.email],
  };
}

/** What a reviewer is shown for one SK: everything personal the system finds in its text. */
export function temuanOf(sumber: SumberSk): Temuan[] {
  return findPersonalData(pdfPlainText(sumber.bytes), dataPribadiOf(sumber.data));
}

/** The texts removed from an SK: the findings the reviewer did not leave in, and what they marked by hand. */
export function termsOf(item: { temuan: Temuan[]; abaikan: string[]; tambahan: Temuan[] }): string[] {
  const left = new Set(item.abaikan.map((t) => t.toLowerCase()));
  const terms = [...item.temuan.filter((t) => !left.has(t.teks.toLowerCase())), ...item.tambahan].map(
    (t) => t.teks,
  );
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}
