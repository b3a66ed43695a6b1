import { formatDate, LETTER_KINDS, type LetterData, PENERBIT_KPK } from '@gratifikasi/domain';
import { renderLetterPdf } from '../dokumen/template/render';
import type { RiwayatPermintaanDetail } from './service';

/**
 * The answer letter's template (Liquid over the letter data, as every letter of the path): until the template
 * master carries a `jawaban-rekam-jejak` row, this is the letter.
 */
export const JAWABAN_REKAM_JEJAK_TEMPLATE = `
<p style="text-align: right">{{ penerbit.kota }}, {{ surat.tanggal | tanggal }}</p>
<p>Nomor: {{ surat.nomor | default: "-" }}<br>Perihal: {{ surat.perihal }}</p>
<p>Kepada Yth.<br><strong>{{ permintaan.instansi }}</strong></p>
<p>Menindaklanjuti surat Saudara nomor {{ permintaan.nomor_surat }} tanggal {{ permintaan.tanggal_surat | tanggal }}
perihal {{ permintaan.perihal }}, bersama ini kami sampaikan rekam jejak pelaporan gratifikasi kepada Komisi
Pemberantasan Korupsi atas nama-nama berikut:</p>
<table>
<tr><th>No</th><th>NIK</th><th>Nama</th><th>Jumlah Laporan</th><th>Laporan</th></tr>
<tr><td>{% for o in permintaan.orang %}{{ o.no }}</td><td>{{ o.nik | default: "-" }}</td><td>{{ o.nama | default: "-" }}</td><td>{{ o.jumlah_laporan }}</td><td>{{ o.laporan }}{% endfor %}</td></tr>
</table>
<p>Data di atas bersumber dari aplikasi Gratifikasi Online pada tanggal pencarian dan bersifat rahasia; penggunaannya
terbatas pada keperluan yang disebut dalam surat permintaan.</p>
<p>Demikian kami sampaikan. Atas perhatian Saudara kami ucapkan terima kasih.</p>
<p style="text-align: right">{{ penandatangan.jabatan }}<br><br><br>{{ penandatangan.nama | default: "" }}</p>
`;

const KIND = 'jawaban-rekam-jejak';
const TITLE = LETTER_KINDS.find((k) => k.kode === KIND)?.nama ?? 'Surat jawaban permintaan rekam jejak';

/** The request as letter data: the requesting letter, and per person what the kept search found. */
export function jawabanLetterData(p: RiwayatPermintaanDetail, today: string): LetterData {
  return {
    surat: { jenis: TITLE, nomor: null, tanggal: today, perihal: `Jawaban atas ${p.perihal}` },
    laporan: {
      nomor: null,
      tanggal_lapor: null,
      tanggal_penerimaan: null,
      tempat_penerimaan: null,
      peristiwa: null,
      kronologi: null,
      total_nilai: '0',
      status: '',
    },
    pelapor: {
      nama: '',
      nik: null,
      nip: null,
      jabatan: null,
      instansi: null,
      alamat: null,
      email: null,
      telepon: null,
    },
    pemberi: { nama: null, instansi: null, alamat: null, hubungan: null },
    rincian: [],
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

export async function renderJawaban(p: RiwayatPermintaanDetail, today: string) {
  const data = jawabanLetterData(p, today);
  const { bytes } = await renderLetterPdf(JAWABAN_REKAM_JEJAK_TEMPLATE, data, {
    title: TITLE,
    footer: `${TITLE} — ${p.nomor_surat}`,
  });
  return { bytes, filename: `jawaban-rekam-jejak-${p.id}.pdf` };
}
