import type { OgAksi, OgDokumenJenis } from '@gratifikasi/domain';

/** Each kind of berita acara: its screens' route prefix, its titles, and what it does to the objects it covers. */
export interface JenisConfig {
  jenis: OgDokumenJenis;
  /** Route names: `kpk-<prefix>-list`, `-create`, `-view`, `-edit`. */
  prefix: string;
  title: string;
  subtitle: string;
  aksi: OgAksi;
  pihakLabel: string;
}

export const JENIS: Readonly<Record<OgDokumenJenis, JenisConfig>> = {
  PENERIMAAN: {
    jenis: 'PENERIMAAN',
    prefix: 'kpk-penerimaan-og',
    title: 'Penerimaan OG',
    subtitle:
      'Objek yang diterima KPK dari pelapor, UPG, atau jasa pengiriman, dengan berita acara penerimaan.',
    aksi: 'terima',
    pihakLabel: 'Diserahkan oleh',
  },
  PENGEMBALIAN: {
    jenis: 'PENGEMBALIAN',
    prefix: 'kpk-pengembalian-og',
    title: 'Pengembalian OG',
    subtitle: 'Objek yang berdasarkan SK menjadi milik penerima dan dikembalikan kepadanya.',
    aksi: 'kembalikan',
    pihakLabel: 'Diterima oleh',
  },
  SERAH_DJKN: {
    jenis: 'SERAH_DJKN',
    prefix: 'kpk-penyerahan-og-djkn',
    title: 'Penyerahan OG ke DJKN',
    subtitle:
      'Boks berisi objek milik negara yang diserahkan ke kantor DJKN/KPKNL, paling lambat 7 hari kerja setelah SK.',
    aksi: 'serah_djkn',
    pihakLabel: 'Diterima oleh (petugas KPKNL)',
  },
  SERAH_LANGSUNG: {
    jenis: 'SERAH_LANGSUNG',
    prefix: 'kpk-serah-langsung-og',
    title: 'Serah Langsung OG',
    subtitle: 'Objek milik negara yang diserahkan langsung kepada instansi lain.',
    aksi: 'serah_langsung',
    pihakLabel: 'Diterima oleh',
  },
};
