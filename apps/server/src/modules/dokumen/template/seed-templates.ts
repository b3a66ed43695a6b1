import type { LetterKind } from '@gratifikasi/domain';

/**
 * The templates the seed installs, one per letter kind (issue 11 §1): Indonesian official wording, the KPK's
 * letterhead (drawn from `penerbit`), the items with their value, terbilang and decision, and the signature block
 * of the report's signer. Administrators edit them in /admin/master-template-dokumen; each edit is a new version.
 */

const TTD = `<p style="text-align: right">{{ penerbit.kota }}, {{ surat.tanggal | tanggal }}<br>{{ penandatangan.jabatan | default: "Direktur Gratifikasi dan Pelayanan Publik" }},</p>
<p style="text-align: right"><br><br><br></p>
<p style="text-align: right"><strong>{{ penandatangan.nama | default: "...................................." }}</strong>{% if penandatangan.nip %}<br>NIP {{ penandatangan.nip }}{% endif %}</p>`;

const NOMOR = `<table><tbody>
<tr><td><p>Nomor</p></td><td><p>: {{ surat.nomor | default: "(belum bernomor)" }}</p></td></tr>
<tr><td><p>Tanggal</p></td><td><p>: {{ surat.tanggal | tanggal }}</p></td></tr>
<tr><td><p>Perihal</p></td><td><p>: {{ surat.perihal }}</p></td></tr>
</tbody></table>`;

const PELAPOR = `<table><tbody>
<tr><td><p>Nama</p></td><td><p>{{ pelapor.nama }}</p></td></tr>
<tr><td><p>Jabatan</p></td><td><p>{{ pelapor.jabatan | default: "-" }}</p></td></tr>
<tr><td><p>Instansi</p></td><td><p>{{ pelapor.instansi | default: "-" }}</p></td></tr>
<tr><td><p>Nomor laporan</p></td><td><p>{{ laporan.nomor | default: "-" }} tanggal {{ laporan.tanggal_lapor | tanggal }}</p></td></tr>
</tbody></table>`;

const RINCIAN_KEPUTUSAN = `<table><tbody>
<tr><th><p>No</p></th><th><p>Uraian objek</p></th><th><p>Jenis</p></th><th><p>Nilai (Rp)</p></th><th><p>Status kepemilikan</p></th></tr>
<tr><td><p>{% for r in rincian %}{{ r.no }}</p></td><td><p>{{ r.uraian }} ({{ r.jumlah }} {{ r.satuan | default: "unit" }})</p></td><td><p>{{ r.jenis | default: "-" }}</p></td><td><p>{{ r.nilai | rupiah }}</p></td><td><p>{{ r.keputusan | default: "-" }}{% endfor %}</p></td></tr>
</tbody></table>
<p>Jumlah nilai seluruhnya {{ laporan.total_nilai | rupiah }} ({{ laporan.total_nilai | terbilang_rupiah }}).</p>`;

const FORMULIR = `<h2 style="text-align: center">FORMULIR LAPORAN PENERIMAAN GRATIFIKASI</h2>
<table><tbody>
<tr><td><p>Nomor Laporan</p></td><td><p>{{ laporan.nomor | default: "Belum bernomor (draf)" }}</p></td></tr>
<tr><td><p>Tanggal Lapor</p></td><td><p>{% if laporan.tanggal_lapor %}{{ laporan.tanggal_lapor | tanggal }}{% else %}-{% endif %}</p></td></tr>
<tr><td><p>Status</p></td><td><p>{{ laporan.status }}</p></td></tr>
</tbody></table>
<h3>I. DATA PELAPOR</h3>
<table><tbody>
<tr><td><p>Nama Lengkap</p></td><td><p>{{ pelapor.nama }}</p></td></tr>
<tr><td><p>NIK</p></td><td><p>{{ pelapor.nik | default: "-" }}</p></td></tr>
<tr><td><p>Tempat/Tanggal Lahir</p></td><td><p>{{ pelapor.lahir | default: "-" }}</p></td></tr>
<tr><td><p>Jabatan</p></td><td><p>{{ pelapor.jabatan | default: "-" }}</p></td></tr>
<tr><td><p>Golongan/Pangkat</p></td><td><p>{{ pelapor.golongan | default: "-" }}</p></td></tr>
<tr><td><p>Instansi</p></td><td><p>{{ pelapor.instansi | default: "-" }}</p></td></tr>
<tr><td><p>Unit Kerja</p></td><td><p>{{ pelapor.unit_kerja | default: "-" }}</p></td></tr>
<tr><td><p>Alamat</p></td><td><p>{{ pelapor.alamat | default: "-" }}</p></td></tr>
<tr><td><p>Nomor Telepon</p></td><td><p>{{ pelapor.telepon | default: "-" }}</p></td></tr>
<tr><td><p>Email</p></td><td><p>{{ pelapor.email | default: "-" }}</p></td></tr>
</tbody></table>
<h3>II. PERISTIWA PENERIMAAN</h3>
<table><tbody>
<tr><td><p>Jenis Peristiwa</p></td><td><p>{{ laporan.peristiwa | default: "-" }}</p></td></tr>
<tr><td><p>Tempat Penerimaan</p></td><td><p>{{ laporan.tempat_penerimaan | default: "-" }}</p></td></tr>
<tr><td><p>Tanggal Penerimaan</p></td><td><p>{% if laporan.tanggal_penerimaan %}{{ laporan.tanggal_penerimaan | tanggal }}{% else %}-{% endif %}</p></td></tr>
<tr><td><p>Hubungan dengan Pemberi</p></td><td><p>{{ laporan.hubungan | default: "-" }}</p></td></tr>
<tr><td><p>Nama Pemberi</p></td><td><p>{{ pemberi.nama | default: "-" }}</p></td></tr>
<tr><td><p>Instansi/Perusahaan Pemberi</p></td><td><p>{{ pemberi.instansi | default: "-" }}</p></td></tr>
<tr><td><p>Alamat Pemberi</p></td><td><p>{{ pemberi.alamat | default: "-" }}</p></td></tr>
</tbody></table>
<h3>III. RINCIAN OBJEK GRATIFIKASI</h3>
<table><tbody>
<tr><th><p>No</p></th><th><p>Status</p></th><th><p>Jenis Objek</p></th><th><p>Uraian</p></th><th><p>Jumlah</p></th><th><p>Nilai Taksiran</p></th><th><p>Kurs</p></th><th><p>Nilai (Rp)</p></th></tr>
<tr><td><p>{% for r in rincian %}{{ r.no }}</p></td><td><p>{{ r.status }}</p></td><td><p>{{ r.jenis | default: "-" }}</p></td><td><p>{{ r.uraian }}</p></td><td><p>{{ r.jumlah }} {{ r.satuan }}</p></td><td><p>{{ r.mata_uang }} {{ r.nilai_taksiran | angka }}</p></td><td><p>{{ r.kurs }}</p></td><td><p>{{ r.nilai | rupiah }}{% endfor %}</p></td></tr>
</tbody></table>
{% if rincian.size == 0 %}<p>Belum ada rincian objek.</p>{% endif %}
<table><tbody>
<tr><td><p>Total Nilai</p></td><td><p>{{ laporan.total_nilai | rupiah }}</p></td></tr>
<tr><td><p>Terbilang</p></td><td><p>({{ laporan.total_nilai | terbilang_rupiah }})</p></td></tr>
</tbody></table>
<h3>IV. KRONOLOGI</h3>
<p>{{ laporan.kronologi | default: "-" }}</p>
<h3>V. KELENGKAPAN</h3>
{% if kelengkapan.size == 0 %}<p>Tidak ada daftar kelengkapan untuk jenis peristiwa ini.</p>{% endif %}
<ul>{% for k in kelengkapan %}<li>[{% if k.ada %}X{% else %} {% endif %}] {{ k.label }}</li>{% endfor %}</ul>
<p><strong>Lampiran:</strong></p>
{% if lampiran.size == 0 %}<p>Tidak ada lampiran.</p>{% endif %}
<ol>{% for m in lampiran %}<li>{{ m.nama }}</li>{% endfor %}</ol>
{% if laporan.terlambat %}<p><strong>Laporan disampaikan melewati batas 30 hari kerja sejak penerimaan{% if laporan.batas_lapor %} (batas lapor {{ laporan.batas_lapor | tanggal }}){% endif %}.</strong></p>{% endif %}
<h3>PERNYATAAN</h3>
<p>Dengan ini saya menyatakan bahwa keterangan yang saya berikan dalam formulir ini beserta lampirannya adalah benar dan dapat dipertanggungjawabkan. Apabila di kemudian hari ternyata keterangan tersebut tidak benar, saya bersedia menerima sanksi sesuai dengan ketentuan peraturan perundang-undangan.</p>
<p style="text-align: right">{{ pelapor.kota | default: "...................." }}, {% if laporan.tanggal_lapor %}{{ laporan.tanggal_lapor | tanggal }}{% else %}{{ surat.tanggal | tanggal }}{% endif %}<br>Pelapor,<br><br><br><br><strong>( {{ pelapor.nama }} )</strong></p>`;

/** One signer of the LHA: as what, the position, the account that decided (a dotted line until it decides). */
const LHA_TTD = (who: string, sebagai: string) =>
  `<p>${sebagai},<br>{{ analisis.${who}.jabatan }}<br><br><br><strong>{{ analisis.${who}.nama | default: "...................................." }}</strong>{% if analisis.${who}.nip %}<br>NIP {{ analisis.${who}.nip }}{% endif %}{% if analisis.${who}.tanggal %}<br>{{ analisis.${who}.tanggal | tanggal }}{% endif %}</p>`;

const ANALISIS = `<h2 style="text-align: center">LAPORAN HASIL ANALISIS (LHA)</h2>
<p style="text-align: center">atas Laporan Gratifikasi Nomor {{ laporan.nomor | default: "-" }}</p>
<h3>I. IDENTITAS PELAPOR</h3>
${PELAPOR}
<p>Level jabatan pelapor: {{ analisis.level | default: "-" }}</p>
<h3>II. PERISTIWA PENERIMAAN</h3>
<p>Pelapor menerima gratifikasi dari {{ pemberi.nama | default: "-" }} ({{ pemberi.instansi | default: "-" }}), dengan hubungan {{ laporan.hubungan | default: "-" }}, pada peristiwa {{ laporan.peristiwa | default: "-" }} di {{ laporan.tempat_penerimaan | default: "-" }} tanggal {{ laporan.tanggal_penerimaan | tanggal }}.</p>
<p>{{ laporan.kronologi | default: "" }}</p>
<h3>III. ANALISIS</h3>
<p>{{ analisis.ringkasan | default: "Analisis belum disusun." }}</p>
{% if analisis.aturan.size > 0 %}<p>Aturan internal yang menjadi rujukan:</p>
<ol>{% for a in analisis.aturan %}<li>{{ a }}</li>{% endfor %}</ol>{% endif %}
{% if analisis.pertimbangan %}<p><strong>Pertimbangan Direktur:</strong> {{ analisis.pertimbangan }}</p>{% endif %}
<h3>IV. OBJEK GRATIFIKASI DAN REKOMENDASI</h3>
${RINCIAN_KEPUTUSAN}
<h3>V. KESIMPULAN</h3>
<p>Berdasarkan analisis atas keterangan pelapor dan dokumen pendukung, status kepemilikan setiap objek gratifikasi direkomendasikan sebagaimana tercantum pada tabel di atas, untuk ditetapkan dengan Keputusan Pimpinan Komisi Pemberantasan Korupsi.</p>
<p>Demikian laporan hasil analisis ini dibuat dengan sebenarnya.</p>
<p style="text-align: right">{{ penerbit.kota }}, {{ surat.tanggal | tanggal }}</p>
<table><tbody>
<tr><td>${LHA_TTD('penyusun', 'Disusun oleh')}</td><td>${LHA_TTD('pereviu', 'Direviu oleh')}</td><td>${LHA_TTD('penyetuju', 'Disetujui oleh')}</td></tr>
</tbody></table>`;

const USULAN_SP3 = `<h2 style="text-align: center">USULAN PENERBITAN SURAT PEMBERITAHUAN TIDAK DITINDAKLANJUTI (SP3)</h2>
${NOMOR}
<p>Yang terhormat Direktur Gratifikasi dan Pelayanan Publik,</p>
<p>Bersama ini kami usulkan penerbitan Surat Pemberitahuan bahwa laporan gratifikasi berikut tidak ditindaklanjuti dengan penetapan status kepemilikan:</p>
${PELAPOR}
<p>Laporan tersebut memuat {{ rincian.size }} objek dengan jumlah nilai {{ laporan.total_nilai | rupiah }} ({{ laporan.total_nilai | terbilang_rupiah }}). Berdasarkan hasil verifikasi dan analisis, penerimaan tersebut tidak memenuhi syarat untuk ditetapkan status kepemilikannya sesuai Pasal 12C Undang-Undang Nomor 20 Tahun 2001 dan Peraturan Komisi Pemberantasan Korupsi tentang pelaporan gratifikasi.</p>
<p>Demikian usulan ini disampaikan untuk mendapat persetujuan.</p>
${TTD}`;

const DRAFT_SK = `<h2 style="text-align: center">KEPUTUSAN PIMPINAN KOMISI PEMBERANTASAN KORUPSI REPUBLIK INDONESIA</h2>
<p style="text-align: center">NOMOR {{ surat.nomor | default: "(belum bernomor)" }}</p>
<p style="text-align: center"><strong>TENTANG</strong><br><strong>PENETAPAN STATUS KEPEMILIKAN GRATIFIKASI</strong></p>
<p><strong>Menimbang:</strong> bahwa berdasarkan laporan penerimaan gratifikasi Nomor {{ laporan.nomor | default: "-" }} tanggal {{ laporan.tanggal_lapor | tanggal }} atas nama {{ pelapor.nama }} dan hasil analisis Direktorat Gratifikasi dan Pelayanan Publik, perlu menetapkan status kepemilikan gratifikasi;</p>
<p><strong>Mengingat:</strong> Pasal 12B dan Pasal 12C Undang-Undang Nomor 31 Tahun 1999 sebagaimana telah diubah dengan Undang-Undang Nomor 20 Tahun 2001 tentang Pemberantasan Tindak Pidana Korupsi; Pasal 16 dan Pasal 17 Undang-Undang Nomor 30 Tahun 2002 tentang Komisi Pemberantasan Korupsi sebagaimana telah diubah terakhir dengan Undang-Undang Nomor 19 Tahun 2019;</p>
<p style="text-align: center"><strong>MEMUTUSKAN</strong></p>
<p><strong>Menetapkan:</strong> status kepemilikan gratifikasi yang diterima oleh:</p>
${PELAPOR}
<p>atas objek gratifikasi sebagai berikut:</p>
${RINCIAN_KEPUTUSAN}
<p>Objek yang ditetapkan menjadi milik negara wajib diserahkan kepada Komisi Pemberantasan Korupsi paling lambat 7 (tujuh) hari kerja sejak Keputusan ini diterima.</p>
<p>Keputusan ini mulai berlaku pada tanggal ditetapkan.</p>
${TTD}`;

const PENGANTAR_SK = `${NOMOR}
<p>Kepada Yth.<br>{{ pelapor.nama }}<br>{{ pelapor.jabatan | default: "" }}<br>{{ pelapor.instansi | default: "" }}<br>{{ pelapor.alamat | default: "" }}</p>
<p>Menindaklanjuti laporan penerimaan gratifikasi Saudara Nomor {{ laporan.nomor | default: "-" }} tanggal {{ laporan.tanggal_lapor | tanggal }}, bersama ini kami sampaikan Keputusan Pimpinan Komisi Pemberantasan Korupsi tentang Penetapan Status Kepemilikan Gratifikasi atas {{ rincian.size }} objek dengan jumlah nilai {{ laporan.total_nilai | rupiah }} ({{ laporan.total_nilai | terbilang_rupiah }}).</p>
${RINCIAN_KEPUTUSAN}
<p>Objek gratifikasi yang ditetapkan menjadi milik negara agar diserahkan kepada Komisi Pemberantasan Korupsi dalam waktu paling lambat 7 (tujuh) hari kerja sejak surat ini diterima. Atas perhatian dan kerja sama Saudara, kami ucapkan terima kasih.</p>
${TTD}`;

const NOTA_DINAS = `<h2 style="text-align: center">NOTA DINAS</h2>
<table><tbody>
<tr><td><p>Kepada</p></td><td><p>: Yth. {{ penandatangan.jabatan | default: "Direktur Gratifikasi dan Pelayanan Publik" }}</p></td></tr>
<tr><td><p>Dari</p></td><td><p>: Tim Analisis Gratifikasi</p></td></tr>
<tr><td><p>Nomor</p></td><td><p>: {{ surat.nomor | default: "(belum bernomor)" }}</p></td></tr>
<tr><td><p>Tanggal</p></td><td><p>: {{ surat.tanggal | tanggal }}</p></td></tr>
<tr><td><p>Perihal</p></td><td><p>: Permohonan penandatanganan Keputusan atas laporan {{ laporan.nomor | default: "-" }}</p></td></tr>
</tbody></table>
<hr>
<p>Bersama ini kami sampaikan konsep Keputusan Pimpinan tentang Penetapan Status Kepemilikan Gratifikasi atas laporan {{ pelapor.nama }} ({{ pelapor.instansi | default: "-" }}) yang telah selesai dianalisis, dengan rincian:</p>
${RINCIAN_KEPUTUSAN}
<p>Mohon berkenan menandatangani Keputusan dimaksud. Demikian disampaikan, atas perhatiannya diucapkan terima kasih.</p>
${TTD}`;

const SP3 = `${NOMOR}
<p>Kepada Yth.<br>{{ pelapor.nama }}<br>{{ pelapor.jabatan | default: "" }}<br>{{ pelapor.instansi | default: "" }}</p>
<p>Menindaklanjuti laporan penerimaan gratifikasi Saudara Nomor {{ laporan.nomor | default: "-" }} tanggal {{ laporan.tanggal_lapor | tanggal }} dengan jumlah nilai {{ laporan.total_nilai | rupiah }} ({{ laporan.total_nilai | terbilang_rupiah }}), dengan ini kami beritahukan bahwa laporan tersebut <strong>tidak ditindaklanjuti</strong> dengan penetapan status kepemilikan gratifikasi, karena berdasarkan hasil verifikasi dan analisis tidak memenuhi syarat sebagaimana diatur dalam Peraturan Komisi Pemberantasan Korupsi tentang pelaporan gratifikasi.</p>
<p>Atas perhatian dan partisipasi Saudara dalam upaya pencegahan korupsi, kami ucapkan terima kasih.</p>
${TTD}`;

const SURAT_TAGIHAN = `${NOMOR}
<p>Kepada Yth.<br>{{ pelapor.nama }}<br>{{ pelapor.jabatan | default: "" }}<br>{{ pelapor.instansi | default: "" }}</p>
<p>Berdasarkan Keputusan Pimpinan Komisi Pemberantasan Korupsi tentang Penetapan Status Kepemilikan Gratifikasi atas laporan Saudara Nomor {{ laporan.nomor | default: "-" }}{% if tagihan %} tanggal {{ tagihan.tanggal_keputusan | tanggal }}{% endif %}, objek gratifikasi berikut telah ditetapkan menjadi milik negara:</p>
{% if tagihan %}<table><tbody>
<tr><th><p>No</p></th><th><p>Uraian objek</p></th><th><p>Nilai asal</p></th><th><p>Kurs pajak</p></th><th><p>Nilai (Rp)</p></th></tr>
<tr><td><p>{% for r in rincian %}{{ r.no }}</p></td><td><p>{{ r.uraian }}</p></td><td><p>{{ tagihan.mata_uang_asal }} {{ tagihan.nilai_asal | angka }}</p></td><td><p>{{ tagihan.kurs_teks }}</p></td><td><p>{{ tagihan.nilai | rupiah }}{% endfor %}</p></td></tr>
</tbody></table>
<p>Objek tersebut tetap dikuasai oleh Saudara. Sehubungan dengan hal tersebut, Saudara diminta menyetorkan nilainya sebesar <strong>{{ tagihan.nilai | rupiah }}</strong> ({{ tagihan.nilai | terbilang_rupiah }}) ke Kas Negara melalui nomor virtual account <strong>{{ tagihan.va }}</strong>, paling lambat 7 (tujuh) hari kerja sejak surat ini diterima. Pembayaran dapat dilakukan sekaligus atau bertahap.</p>
{% else %}${RINCIAN_KEPUTUSAN}
<p>Sehubungan dengan hal tersebut, Saudara diminta menyerahkan objek yang ditetapkan milik negara atau menyetorkan uang senilai objek tersebut ke Kas Negara, paling lambat 7 (tujuh) hari kerja sejak surat ini diterima, dan menyampaikan bukti penyerahan atau setoran kepada Komisi Pemberantasan Korupsi.</p>
{% endif %}<p>Demikian disampaikan, atas perhatian Saudara kami ucapkan terima kasih.</p>
${TTD}`;

const BERITA_ACARA = `<h2 style="text-align: center">BERITA ACARA SERAH TERIMA OBJEK GRATIFIKASI</h2>
<p style="text-align: center">Nomor {{ surat.nomor | default: "(belum bernomor)" }}</p>
<p>Pada hari ini, tanggal {{ surat.tanggal | tanggal }}, bertempat di {{ penerbit.alamat }}, yang bertanda tangan di bawah ini:</p>
<ol><li>{{ pelapor.nama }}, {{ pelapor.jabatan | default: "-" }} pada {{ pelapor.instansi | default: "-" }}, selanjutnya disebut PIHAK PERTAMA;</li><li>{{ penandatangan.nama | default: "...................................." }}, {{ penandatangan.jabatan | default: "Direktur Gratifikasi dan Pelayanan Publik" }}, atas nama {{ penerbit.nama }}, selanjutnya disebut PIHAK KEDUA.</li></ol>
<p>PIHAK PERTAMA menyerahkan kepada PIHAK KEDUA, dan PIHAK KEDUA menerima dari PIHAK PERTAMA, objek gratifikasi atas laporan Nomor {{ laporan.nomor | default: "-" }} sebagai berikut:</p>
${RINCIAN_KEPUTUSAN}
<p>Demikian berita acara ini dibuat dalam rangkap 2 (dua) untuk dipergunakan sebagaimana mestinya.</p>
<table><tbody>
<tr><td><p>PIHAK PERTAMA,</p></td><td><p>PIHAK KEDUA,</p></td></tr>
<tr><td><p><br><br><br><strong>{{ pelapor.nama }}</strong></p></td><td><p><br><br><br><strong>{{ penandatangan.nama | default: "...................................." }}</strong>{% if penandatangan.nip %}<br>NIP {{ penandatangan.nip }}{% endif %}</p></td></tr>
</tbody></table>`;

/** The answer to another agency's request for a person's reporting record (issue 11 §6). */
const JAWABAN_REKAM_JEJAK = `<p style="text-align: right">{{ penerbit.kota }}, {{ surat.tanggal | tanggal }}</p>
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
<p style="text-align: right">{{ penandatangan.jabatan }}<br><br><br>{{ penandatangan.nama | default: "" }}</p>`;

/**
 * The record of an OG act (issue 12 §2–3): receiving, return, handover to a KPKNL office, direct handover. One
 * template for the four acts; the wording and the parties' roles follow `berita_acara.jenis`.
 */
const BERITA_ACARA_OG = `<h2 style="text-align: center">BERITA ACARA {{ berita_acara.judul | upcase }}</h2>
<p style="text-align: center">Nomor {{ berita_acara.nomor }}</p>
<p>Pada hari ini, tanggal {{ berita_acara.tanggal | tanggal }}, bertempat di {{ berita_acara.lokasi | default: penerbit.alamat }}, yang bertanda tangan di bawah ini:</p>
{% if berita_acara.jenis == "PENERIMAAN" %}<ol><li>{{ berita_acara.pihak.nama }}{% if berita_acara.pihak.instansi %}, {{ berita_acara.pihak.instansi }}{% endif %}, selanjutnya disebut PIHAK PERTAMA (yang menyerahkan);</li><li>{{ berita_acara.petugas | default: "...................................." }}, {{ penandatangan.jabatan }} pada {{ penerbit.nama }}, selanjutnya disebut PIHAK KEDUA (yang menerima).</li></ol>
<p>PIHAK PERTAMA menyerahkan kepada PIHAK KEDUA, dan PIHAK KEDUA telah menerima dari PIHAK PERTAMA, objek gratifikasi untuk disimpan oleh Komisi Pemberantasan Korupsi sebagai berikut:</p>{% else %}<ol><li>{{ berita_acara.petugas | default: "...................................." }}, {{ penandatangan.jabatan }} pada {{ penerbit.nama }}, selanjutnya disebut PIHAK PERTAMA (yang menyerahkan);</li><li>{{ berita_acara.pihak.nama }}{% if berita_acara.pihak.instansi %}, {{ berita_acara.pihak.instansi }}{% endif %}{% if berita_acara.kpknl %}, atas nama {{ berita_acara.kpknl }}{% endif %}, selanjutnya disebut PIHAK KEDUA (yang menerima).</li></ol>
{% if berita_acara.jenis == "PENGEMBALIAN" %}<p>Berdasarkan Keputusan Pimpinan Komisi Pemberantasan Korupsi yang menetapkan objek gratifikasi di bawah ini menjadi milik penerima, PIHAK PERTAMA mengembalikan kepada PIHAK KEDUA objek gratifikasi sebagai berikut:</p>{% elsif berita_acara.jenis == "SERAH_DJKN" %}<p>Berdasarkan Keputusan Pimpinan Komisi Pemberantasan Korupsi yang menetapkan objek gratifikasi di bawah ini menjadi milik negara, PIHAK PERTAMA menyerahkan kepada Direktorat Jenderal Kekayaan Negara melalui PIHAK KEDUA objek gratifikasi sebagai berikut:</p>{% else %}<p>Berdasarkan Keputusan Pimpinan Komisi Pemberantasan Korupsi yang menetapkan objek gratifikasi di bawah ini menjadi milik negara, PIHAK PERTAMA menyerahkan secara langsung kepada PIHAK KEDUA objek gratifikasi sebagai berikut:</p>{% endif %}{% endif %}
<table><tbody>
<tr><th><p>No</p></th><th><p>Kode</p></th><th><p>Uraian</p></th><th><p>Jumlah</p></th><th><p>Laporan / SK</p></th><th><p>Kepemilikan</p></th><th><p>Nilai</p></th></tr>
<tr><td><p>{% for o in berita_acara.objek %}{{ o.no }}</p></td><td><p>{{ o.kode }}{% if o.boks %} (boks {{ o.boks }}){% endif %}</p></td><td><p>{{ o.uraian }}{% if o.pelapor %} — {{ o.pelapor }}{% endif %}</p></td><td><p>{{ o.jumlah }} {{ o.satuan | default: "unit" }}</p></td><td><p>{{ o.laporan | default: "-" }} / {{ o.sk | default: "-" }}</p></td><td><p>{{ o.kepemilikan }}</p></td><td><p>{{ o.mata_uang }} {{ o.nilai | angka }}{% if o.mata_uang != "IDR" %} ({{ o.nilai_rupiah | rupiah }}){% endif %}{% endfor %}</p></td></tr>
</tbody></table>
<p>Jumlah {{ berita_acara.jumlah_objek }} objek dengan nilai seluruhnya {{ berita_acara.total_nilai_rupiah | rupiah }} ({{ berita_acara.total_nilai_rupiah | terbilang_rupiah }}).</p>
{% if berita_acara.catatan %}<p><strong>Catatan:</strong> {{ berita_acara.catatan }}</p>{% endif %}
<p>Demikian berita acara ini dibuat dalam rangkap 2 (dua) dan ditandatangani oleh kedua belah pihak untuk dipergunakan sebagaimana mestinya.</p>
<table><tbody>
<tr><td><p>PIHAK PERTAMA,<br><br><br><br><br>{% if berita_acara.jenis == "PENERIMAAN" %}{{ berita_acara.pihak.nama }}{% else %}{{ berita_acara.petugas | default: "...................................." }}{% endif %}</p></td><td><p>PIHAK KEDUA,<br><br><br><br><br>{% if berita_acara.jenis == "PENERIMAAN" %}{{ berita_acara.petugas | default: "...................................." }}{% else %}{{ berita_acara.pihak.nama }}{% endif %}</p></td></tr>
</tbody></table>`;

const LAPORAN_KEGIATAN = `<h2 style="text-align: center">LAPORAN KEGIATAN</h2>
<p style="text-align: center">Nomor {{ surat.nomor | default: "-" }}</p>
<table><tbody>
<tr><td><p>Kegiatan</p></td><td><p>{{ laporan_kegiatan.judul }}</p></td></tr>
<tr><td><p>Jenis / bentuk</p></td><td><p>{{ laporan_kegiatan.jenis | default: "-" }} / {{ laporan_kegiatan.bentuk | default: "-" }}</p></td></tr>
<tr><td><p>Waktu</p></td><td><p>{{ laporan_kegiatan.tanggal_mulai | tanggal }} s.d. {{ laporan_kegiatan.tanggal_selesai | tanggal }}</p></td></tr>
<tr><td><p>Tempat</p></td><td><p>{{ laporan_kegiatan.tempat | default: "-" }}</p></td></tr>
<tr><td><p>Instansi sasaran</p></td><td><p>{{ laporan_kegiatan.instansi_sasaran | default: "-" }}</p></td></tr>
<tr><td><p>Tim pelaksana</p></td><td><p>{{ laporan_kegiatan.tim | default: "-" }}</p></td></tr>
</tbody></table>
<h3>Ringkasan</h3>
<p>{{ laporan_kegiatan.ringkasan }}</p>
<h3>Pelaksanaan</h3>
<table><tbody>
<tr><th><p>No</p></th><th><p>Sesi</p></th><th><p>Waktu</p></th><th><p>Narasumber</p></th><th><p>Hadir</p></th><th><p>Uraian</p></th></tr>
<tr><td><p>{% for s in laporan_kegiatan.sesi %}{{ s.no }}</p></td><td><p>{{ s.judul }}</p></td><td><p>{{ s.tanggal | tanggal }} {{ s.jam }}</p></td><td><p>{{ s.narasumber | default: "-" }}</p></td><td><p>{{ s.hadir }}</p></td><td><p>{{ s.uraian | default: "-" }}{% endfor %}</p></td></tr>
</tbody></table>
<h3>Peserta</h3>
<p>Jumlah peserta yang tercatat dalam presensi: {{ laporan_kegiatan.jumlah_peserta }} orang.</p>
<table><tbody>
<tr><th><p>Instansi</p></th><th><p>Jumlah</p></th></tr>
<tr><td><p>{% for p in laporan_kegiatan.peserta_instansi %}{{ p.instansi }}</p></td><td><p>{{ p.jumlah }}{% endfor %}</p></td></tr>
</tbody></table>
<table><tbody>
<tr><th><p>Level jabatan</p></th><th><p>Jumlah</p></th></tr>
<tr><td><p>{% for p in laporan_kegiatan.peserta_level %}{{ p.level }}</p></td><td><p>{{ p.jumlah }}{% endfor %}</p></td></tr>
</tbody></table>
{% if laporan_kegiatan.survei.size > 0 %}<h3>Survei kegiatan</h3>
<table><tbody>
<tr><th><p>Survei</p></th><th><p>Jenis</p></th><th><p>Responden</p></th></tr>
<tr><td><p>{% for s in laporan_kegiatan.survei %}{{ s.judul }}</p></td><td><p>{{ s.jenis }}</p></td><td><p>{{ s.responden }}{% endfor %}</p></td></tr>
</tbody></table>
{% if laporan_kegiatan.banding %}<p>Perbandingan pre-test dan post-test (rata-rata skala Likert): {{ laporan_kegiatan.banding.pre }} ({{ laporan_kegiatan.banding.responden_pre }} responden) menjadi {{ laporan_kegiatan.banding.post }} ({{ laporan_kegiatan.banding.responden_post }} responden), selisih {{ laporan_kegiatan.banding.selisih }}.</p>{% endif %}{% endif %}
<h3>Hasil kegiatan</h3>
<p>{{ laporan_kegiatan.hasil }}</p>
{% if laporan_kegiatan.tindak_lanjut %}<h3>Tindak lanjut</h3>
<p>{{ laporan_kegiatan.tindak_lanjut }}</p>{% endif %}
<p>Jakarta, {{ surat.tanggal | tanggal }}<br>{{ penandatangan.jabatan }},<br><br><br><br>{{ penandatangan.nama | default: "...................................." }}{% if penandatangan.nip %}<br>NIP {{ penandatangan.nip }}{% endif %}</p>`;

export const SEED_TEMPLATES: Readonly<Record<LetterKind, string>> = {
  formulir: FORMULIR,
  analisis: ANALISIS,
  'usulan-sp3': USULAN_SP3,
  'draft-sk': DRAFT_SK,
  'pengantar-sk': PENGANTAR_SK,
  'nota-dinas': NOTA_DINAS,
  sp3: SP3,
  'surat-tagihan': SURAT_TAGIHAN,
  'berita-acara': BERITA_ACARA,
  'jawaban-rekam-jejak': JAWABAN_REKAM_JEJAK,
  'berita-acara-og': BERITA_ACARA_OG,
  'laporan-kegiatan': LAPORAN_KEGIATAN,
};
