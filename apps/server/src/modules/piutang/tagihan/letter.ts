import {
  LETTER_KINDS,
  type LetterData,
  PENERBIT_KPK,
  STATUS_KEPEMILIKAN_LABELS,
  type StatusKepemilikan,
} from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { renderLetterPdf } from '../../dokumen/template/render';
import { tagihanOne } from '../ledger/lists';
import { rows } from '../ledger/query';

/**
 * The built-in body of the surat tagihan (kind `surat-tagihan`), filled by the letter machinery. The shared letter
 * data carries the report, reporter and item; `tagihan` adds the bill's own figures (value, rate, VA).
 */
export const SURAT_TAGIHAN_BAWAAN = `<h1 style="text-align: center">SURAT TAGIHAN</h1>
<p style="text-align: center">Nomor: {{ surat.nomor }}</p>
<p>Kepada Yth. <strong>{{ pelapor.nama }}</strong>{% if pelapor.jabatan %}, {{ pelapor.jabatan }}{% endif %}{% if pelapor.instansi %} — {{ pelapor.instansi }}{% endif %}</p>
<p>Berdasarkan Surat Keputusan atas laporan gratifikasi nomor {{ laporan.nomor }} tanggal {{ tagihan.tanggal_keputusan | tanggal }}, objek gratifikasi berikut ditetapkan menjadi milik negara dan tetap dikuasai oleh Saudara:</p>
<table><tbody>
<tr><th><p>No</p></th><th><p>Uraian</p></th><th><p>Nilai asal</p></th><th><p>Kurs pajak</p></th><th><p>Nilai (Rp)</p></th></tr>
{% for r in rincian %}<tr><td><p>{{ r.no }}</p></td><td><p>{{ r.uraian }}</p></td><td><p>{{ tagihan.mata_uang_asal }} {{ tagihan.nilai_asal | angka }}</p></td><td><p>{{ tagihan.kurs_teks }}</p></td><td><p>{{ tagihan.nilai | rupiah }}</p></td></tr>{% endfor %}
</tbody></table>
<p>Saudara diminta menyetorkan nilai tersebut sebesar <strong>{{ tagihan.nilai | rupiah }}</strong> ({{ tagihan.nilai | terbilang_rupiah }}) ke kas negara melalui nomor virtual account <strong>{{ tagihan.va }}</strong>. Pembayaran dapat dilakukan sekaligus atau bertahap.</p>
<p>{{ penerbit.kota }}, {{ surat.tanggal | tanggal }}</p>
<p>{{ penerbit.unit }}</p>`;

/** The surat tagihan of a bill as PDF: its structured data, its number, the letter machinery's layout. */
export async function renderTagihanPdf(db: Db, _auth: AuthContext, id: number) {
  const t = await tagihanOne(db, id);
  const [info] = await rows<{
    tanggal_lapor: string | null;
    tanggal_penerimaan: string | null;
    tempat_penerimaan: string | null;
    kronologi: string | null;
    nik: string | null;
    jabatan: string | null;
    email: string | null;
    telepon: string | null;
    keputusan: string | null;
    nama_pemberi: string | null;
  }>(
    db,
    sql`select l.tanggal_lapor::text as tanggal_lapor, l.tanggal_penerimaan::text as tanggal_penerimaan,
          l.tempat_penerimaan, l.kronologi, p.nik, p.jabatan, p.email, p.telepon, o.status as keputusan, l.nama_pemberi
        from laporans l join pelapors p on p.id = l.pelapor_id
        left join og_status_kepemilikans o on o.rincian_id = ${t.rincian_id}
        where l.id = ${t.laporan_id}`,
  );
  if (!info) throw new AppError('NOT_FOUND', 'Tagihan tidak ditemukan');
  const nama = LETTER_KINDS.find((k) => k.kode === 'surat-tagihan')?.nama ?? 'Surat tagihan';
  const data: LetterData & { tagihan: Record<string, string | null> } = {
    surat: {
      jenis: nama,
      nomor: t.nomor,
      tanggal: t.tanggal,
      perihal: `Tagihan atas objek gratifikasi milik negara`,
    },
    laporan: {
      nomor: t.nosig,
      tanggal_lapor: info.tanggal_lapor,
      tanggal_penerimaan: info.tanggal_penerimaan,
      tempat_penerimaan: info.tempat_penerimaan,
      peristiwa: null,
      kronologi: info.kronologi,
      total_nilai: t.nilai,
      status: 'SK',
      hubungan: null,
      terlambat: false,
      batas_lapor: null,
    },
    pelapor: {
      nama: t.pelapor_nama,
      nik: info.nik,
      nip: null,
      jabatan: info.jabatan,
      instansi: null,
      alamat: null,
      email: info.email,
      telepon: info.telepon,
      lahir: null,
      golongan: null,
      unit_kerja: null,
      kota: null,
    },
    pemberi: { nama: info.nama_pemberi, instansi: null, alamat: null, hubungan: null },
    rincian: [
      {
        no: 1,
        uraian: t.uraian,
        jenis: null,
        jumlah: 1,
        satuan: null,
        status: '',
        mata_uang: t.mata_uang_asal,
        nilai_taksiran: t.nilai_asal,
        kurs: t.kurs,
        kurs_tanggal: t.kurs_tanggal,
        nilai: t.nilai,
        keputusan: info.keputusan
          ? (STATUS_KEPEMILIKAN_LABELS[info.keputusan as StatusKepemilikan] ?? info.keputusan)
          : null,
      },
    ],
    kelengkapan: [],
    lampiran: [],
    penandatangan: { nama: null, nip: null, jabatan: null },
    penerbit: PENERBIT_KPK,
    tagihan: {
      va: t.va,
      nilai: t.nilai,
      nilai_asal: t.nilai_asal,
      mata_uang_asal: t.mata_uang_asal,
      kurs: t.kurs,
      kurs_teks: t.mata_uang_asal === 'IDR' ? '-' : `Rp${t.kurs} (${t.kurs_tanggal ?? ''})`,
      tanggal_keputusan: t.tanggal_keputusan,
    },
  };
  const { bytes } = await renderLetterPdf(SURAT_TAGIHAN_BAWAAN, data, {
    title: nama,
    footer: `${nama} ${t.nomor}`,
  });
  return { bytes, filename: `surat-tagihan-${t.nomor.replace(/[^\w-]+/g, '-')}.pdf` };
}
