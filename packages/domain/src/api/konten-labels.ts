/** Labels of the public site without zod, so the landing's plain chunk does not pull the validators in. */

/** Where a search hit comes from. */
export const HASIL_CARI_JENIS = ['berita', 'faq', 'panduan', 'materi'] as const;
export const HASIL_CARI_LABEL: Readonly<Record<(typeof HASIL_CARI_JENIS)[number], string>> = {
  berita: 'Berita',
  faq: 'FAQ',
  panduan: 'Panduan',
  materi: 'Materi Sosialisasi',
};
