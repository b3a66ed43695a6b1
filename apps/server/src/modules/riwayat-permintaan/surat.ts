import { formatDate, LETTER_KINDS, type LetterData, NO_REPORT, PENERBIT_KPK } from '@gratifikasi/domain';
import type { Db } from '../../db/client';
import { renderLetterPdf } from '../dokumen/template/render';
import { activeTemplate } from '../dokumen/template/store';
import type { RiwayatPermintaanDetail } from './service';

const KIND = 'jawaban-rekam-jejak';
const TITLE = LETTER_KINDS.find((k) => k.kode === KIND)?.nama ?? 'Surat jawaban permintaan rekam jejak';

/** The request as letter data: the requesting letter, and per person what the kept search found. */
export function jawabanLetterData(p: RiwayatPermintaanDetail, today: string): LetterData {
  return {
    surat: { jenis: TITLE, nomor: null, tanggal: today, perihal: `Jawaban atas ${p.perihal}` },
    ...NO_REPORT,
    penandatangan: { nama: null, nip: null, jabatan: 'Direktur Gratifikasi dan Pelayanan Publik' },
    penerbit: PENERBIT_KPK,
    permintaan: {
      instansi: p.instansi_peminta,
      nomor_surat: p.nomor_surat,
      tanggal_surat: p.tanggal_surat,
      perihal: p.perihal,
      orang: p.orang.map((o) => ({
        no: o.urutan,
        nik: o.nik,
        nama: o.nama ?? o.hasil.pelapor[0]?.nama ?? null,
        jumlah_laporan: o.jumlah_laporan,
        laporan:
          o.hasil.laporan.length === 0
            ? 'Tidak ditemukan laporan'
            : o.hasil.laporan
                .map((l) => `${l.nomor ?? '-'} (${formatDate(l.tanggal_lapor)}, ${l.status_nama})`)
                .join('; '),
      })),
    },
  };
}

/** The answer letter from the active `jawaban-rekam-jejak` template of the letter master (one way to make a letter). */
export async function renderJawaban(db: Db, p: RiwayatPermintaanDetail, today: string) {
  const data = jawabanLetterData(p, today);
  const template = await activeTemplate(db, KIND);
  const { bytes } = await renderLetterPdf(template.konten, data, {
    title: TITLE,
    footer: `${TITLE} — ${p.nomor_surat}`,
  });
  return { bytes, filename: `jawaban-rekam-jejak-${p.id}.pdf` };
}
