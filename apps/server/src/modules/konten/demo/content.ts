/** The demo's public content (issue 13): a few news articles, FAQs, a slide, materials and public documents. */

export const DEMO_BERITA = [
  {
    kategori: 'BERITA',
    judul: 'KPK Terima Ribuan Laporan Gratifikasi Sepanjang Tahun',
    ringkasan:
      'Pelaporan gratifikasi terus meningkat. Sebagian besar laporan disampaikan melalui Gratifikasi Online dan UPG instansi.',
    isi: '<p>Komisi Pemberantasan Korupsi mencatat peningkatan laporan gratifikasi dari pegawai negeri dan penyelenggara negara. Sebagian besar laporan kini disampaikan secara daring melalui <strong>Gratifikasi Online</strong>, langsung maupun melalui Unit Pengendalian Gratifikasi (UPG) di instansi masing-masing.</p><h2>Melapor itu mudah</h2><p>Pelapor cukup membuat akun, melengkapi data pelapor, lalu mengisi laporan beserta foto atau dokumen pendukung. Laporan dapat dipantau hingga terbit Surat Keputusan.</p><ul><li>Laporkan dalam 30 hari kerja sejak penerimaan.</li><li>Melalui UPG: paling lambat 10 hari kerja.</li></ul>',
    hari: 2,
    warna: [
      [15, 44, 77],
      [56, 101, 150],
    ] as const,
  },
  {
    kategori: 'PENGUMUMAN',
    judul: 'Batas Waktu Pelaporan Gratifikasi Menjelang Hari Raya',
    ringkasan:
      'Menjelang hari raya, pegawai negeri diingatkan untuk menolak gratifikasi dan melaporkan yang tidak dapat ditolak.',
    isi: '<p>Menjelang hari raya keagamaan, KPK mengingatkan pegawai negeri dan penyelenggara negara untuk <strong>menolak</strong> pemberian yang berhubungan dengan jabatan. Pemberian yang tidak dapat ditolak wajib dilaporkan paling lambat 30 hari kerja sejak diterima.</p><p>Bingkisan makanan yang mudah rusak dapat disalurkan ke panti asuhan atau pihak yang membutuhkan, lalu dilaporkan beserta bukti penyalurannya.</p>',
    hari: 5,
    warna: [
      [125, 60, 20],
      [212, 136, 6],
    ] as const,
  },
  {
    kategori: 'KEGIATAN',
    judul: 'Sosialisasi Pengendalian Gratifikasi bagi UPG Daerah',
    ringkasan: 'Puluhan UPG dari pemerintah daerah mengikuti bimbingan teknis pengendalian gratifikasi.',
    isi: '<p>KPK menggelar sosialisasi dan bimbingan teknis pengendalian gratifikasi bagi Unit Pengendalian Gratifikasi pemerintah daerah. Peserta mempelajari cara menerima, memverifikasi, dan meneruskan laporan kepada KPK melalui aplikasi.</p><p>Kegiatan ini juga membahas penyusunan aturan internal pengendalian gratifikasi di instansi.</p>',
    hari: 9,
    warna: [
      [20, 90, 60],
      [46, 125, 50],
    ] as const,
  },
  {
    kategori: 'EDUKASI',
    judul: 'Kenali Gratifikasi yang Tidak Wajib Dilaporkan',
    ringkasan:
      'Tidak semua pemberian wajib dilaporkan. Kenali daftar pemberian yang dikecualikan selama tidak ada konflik kepentingan.',
    isi: '<p>Peraturan KPK mengatur pemberian yang <em>tidak wajib</em> dilaporkan, selama tidak berkaitan dengan jabatan dan tidak ada konflik kepentingan. Contohnya hadiah dari keluarga inti, hadiah pernikahan dengan nilai wajar, atau seminar kit yang diterima seluruh peserta.</p><p>Ragu? Laporkan saja: KPK akan menilai dan menetapkan statusnya.</p>',
    hari: 14,
    warna: [
      [70, 40, 110],
      [120, 90, 170],
    ] as const,
  },
] as const;

/** Beyond the reference FAQs (db/seed/reference/umum.ts), in categories of their own. */
export const DEMO_FAQ = [
  {
    kategori: 'Pelaporan',
    pertanyaan: 'Bagaimana jika saya melaporkan melewati batas waktu?',
    jawaban:
      '<p>Laporan tetap diterima, tetapi gratifikasi yang dilaporkan melewati batas waktu dapat ditetapkan menjadi milik negara.</p>',
  },
  {
    kategori: 'Objek',
    pertanyaan: 'Apakah hadiah pernikahan wajib dilaporkan?',
    jawaban:
      '<p>Hadiah pernikahan dengan nilai wajar dari pihak yang tidak memiliki konflik kepentingan tidak wajib dilaporkan. Bila nilainya melebihi batas kewajaran atau pemberinya berkepentingan dengan jabatan Anda, laporkan.</p>',
  },
] as const;

export const DEMO_MATERI = {
  judul: 'Mengenal Gratifikasi',
  deskripsi:
    'Bahan sosialisasi dasar pengendalian gratifikasi untuk pegawai dan UPG: buku saku dan infografis.',
  dokumen: {
    judul: 'Buku Saku Memahami Gratifikasi',
    paragraf: [
      'Gratifikasi adalah pemberian dalam arti luas yang diterima pegawai negeri atau penyelenggara negara.',
      'Setiap gratifikasi yang berhubungan dengan jabatan dan berlawanan dengan kewajiban atau tugasnya dianggap suap, kecuali dilaporkan kepada KPK paling lambat 30 hari kerja sejak diterima.',
      'Laporkan melalui Gratifikasi Online atau Unit Pengendalian Gratifikasi di instansi Anda.',
    ],
  },
  gambar: 'Infografis Tolak Gratifikasi',
} as const;

export const DEMO_PANDUAN_PDF = {
  judul: 'Buku Manual Gratifikasi Online',
  paragraf: [
    '1. Registrasi: isi NIK, nama, dan alamat surel, lalu aktifkan akun melalui tautan di surel.',
    '2. Lengkapi data pelapor: identitas, jabatan, instansi, dan unit kerja.',
    '3. Isi laporan: peristiwa pemberian, objek gratifikasi dan nilainya, serta lampiran pendukung.',
    '4. Kirim dan pantau laporan hingga terbit Surat Keputusan KPK.',
  ],
} as const;

export const DEMO_DOKUMEN = [
  {
    jenis: 'PERATURAN',
    judul: 'Peraturan KPK tentang Pelaporan dan Penetapan Status Gratifikasi',
    nomor: '2 Tahun 2019',
    tanggal: '2019-05-02',
    ringkasan:
      'Mengatur tata cara pelaporan gratifikasi, penetapan status kepemilikan, dan pengecualian kewajiban melapor.',
  },
  {
    jenis: 'PEDOMAN',
    judul: 'Pedoman Pengendalian Gratifikasi di Instansi',
    nomor: null,
    tanggal: '2024-08-19',
    ringkasan: 'Pedoman pembentukan Unit Pengendalian Gratifikasi dan penyusunan aturan internal instansi.',
  },
  {
    jenis: 'LAPORAN_TAHUNAN',
    judul: 'Laporan Tahunan Pengendalian Gratifikasi',
    nomor: null,
    tanggal: '2025-12-30',
    ringkasan:
      'Ringkasan pelaporan gratifikasi, penetapan status, dan kegiatan pengendalian gratifikasi selama setahun.',
  },
] as const;

/** The staff's knowledge base: internal articles, one with a PDF attachment (its paragraphs) and a link. */
export const DEMO_KNOWLEDGE_BASE = [
  {
    judul: 'Menilai kewajaran nilai objek gratifikasi',
    kategori: 'Analisis',
    isi: '<p>Analis menilai nilai wajar objek yang dilaporkan dengan membandingkan harga pasar pada tanggal penerimaan.</p><ul><li>Barang bermerek: harga katalog resmi atau toko daring.</li><li>Voucer dan uang: nilai nominal.</li><li>Jamuan: taksiran per orang.</li></ul>',
    lampiran: {
      judul: 'Lembar Kerja Penilaian Objek Gratifikasi',
      paragraf: [
        '1. Catat jenis objek, merek, dan tanggal penerimaan.',
        '2. Cari sedikitnya dua pembanding harga pasar.',
        '3. Tetapkan nilai wajar dan simpan bukti pembandingnya.',
      ],
    },
    tautan: 'https://www.kpk.go.id/id/layanan-publik/gratifikasi',
  },
  {
    judul: 'Klarifikasi kepada pelapor sebelum analisis',
    kategori: 'Verifikasi',
    isi: '<p>Bila kronologi atau nilai objek belum jelas, anggota tim mengirim konfirmasi kelengkapan kepada pelapor melalui tautan publik. Laporan menunggu jawaban pelapor sebelum masuk tahap analisis.</p>',
    lampiran: null,
    tautan: null,
  },
  {
    judul: 'Pengarsipan surat keputusan yang telah ditandatangani',
    kategori: 'Arsip',
    isi: '<p>Surat Keputusan yang telah ditandatangani diarsipkan di Pusat Dokumen; salinan yang disensor dapat diterbitkan sebagai dokumen publik melalui batch sensor SK.</p>',
    lampiran: null,
    tautan: null,
  },
] as const;
