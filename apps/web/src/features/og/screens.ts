import { type ComponentType, createElement } from 'react';
import type { JenisConfig } from './jenis';

type ScreenLoader = () => Promise<ComponentType>;

const jenis = async (key: keyof typeof import('./jenis').JENIS): Promise<JenisConfig> =>
  (await import('./jenis')).JENIS[key];

/** The four record kinds' list/create/view/edit screens, one component each bound to its kind. */
function dokumenScreens(prefix: string, key: JenisConfig['jenis']): Record<string, ScreenLoader> {
  return {
    [`${prefix}-list`]: async () => {
      const [{ DokumenListPage }, cfg] = await Promise.all([import('./DokumenListPage'), jenis(key)]);
      return () => createElement(DokumenListPage, { cfg, screen: `${prefix}-list` });
    },
    [`${prefix}-create`]: async () => {
      const [{ DokumenCreatePage }, cfg] = await Promise.all([import('./DokumenCreatePage'), jenis(key)]);
      return () => createElement(DokumenCreatePage, { cfg });
    },
    [`${prefix}-view`]: async () => {
      const [{ DokumenViewPage }, cfg] = await Promise.all([import('./DokumenViewPage'), jenis(key)]);
      return () => createElement(DokumenViewPage, { cfg });
    },
    [`${prefix}-edit`]: async () => {
      const [{ DokumenViewPage }, cfg] = await Promise.all([import('./DokumenViewPage'), jenis(key)]);
      return () => createElement(DokumenViewPage, { cfg, edit: true });
    },
  };
}

/** Gratified objects (issue 12 §1–3), by domain route name. */
export const OG_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-og-list': () => import('./OgListPage').then((m) => m.OgListPage),
  'kpk-og-view': () => import('./OgViewPage').then((m) => m.OgViewPage),
  'kpk-og-history': () => import('./OgViewPage').then((m) => m.OgHistoryPage),
  'kpk-og-match': () => import('./OgMatchPage').then((m) => m.OgMatchPage),
  'kpk-rincian-laporan-og-list': () => import('./RincianPages').then((m) => m.RincianOgListPage),
  'kpk-rincian-laporan-og-view': () => import('./RincianPages').then((m) => m.RincianOgViewPage),
  'kpk-daftar-foto-og-list': () => import('./Foto').then((m) => m.FotoListPage),
  'kpk-og-lokasi': () => import('./OgSummaryPages').then((m) => m.OgLokasiPage),
  'kpk-daftar-og-sk': () => import('./OgSummaryPages').then((m) => m.OgSkListPage),
  'kpk-og-sk-detail': () => import('./OgSummaryPages').then((m) => m.OgSkDetailPage),
  // Objects waiting for verification; verifying one happens on its own screen (the Verifikasi action).
  'kpk-verifikasi-og': () =>
    import('./OgListPage').then(
      (m) => () =>
        createElement(m.OgListPage, {
          screen: 'kpk-verifikasi-og',
          title: 'Verifikasi OG',
          subtitle:
            'Objek yang telah diterima dan menunggu dicocokkan dengan laporannya (foto, kondisi, jumlah).',
          preset: { aksi: 'verifikasi' },
        }),
    ),
  'kpk-verifikasi-og-detail': () => import('./OgViewPage').then((m) => m.OgViewPage),
  'kpk-verifikasi-penerimaan-og': () => import('./OgViewPage').then((m) => m.OgViewPage),
  'kpk-kpk-rincian-og-belum-djkn': () =>
    import('./OgListPage').then(
      (m) => () =>
        createElement(m.OgListPage, {
          screen: 'kpk-kpk-rincian-og-belum-djkn',
          title: 'Rincian OG Belum Diserahkan ke DJKN',
          subtitle:
            'Objek milik negara yang belum diserahkan; batas 7 hari kerja setelah SK yang terlewat ditandai merah.',
          preset: { belum_serah: 'true' },
        }),
    ),
  'kpk-scan-barcode-og': () => import('./ScanPage').then((m) => m.ScanPage),
  'kpk-daftar-scan-og': () => import('./ScanPage').then((m) => m.ScanListPage),
  ...dokumenScreens('kpk-penerimaan-og', 'PENERIMAAN'),
  'kpk-kpk-penerimaan-og-list': async () => {
    const [{ DokumenListPage }, cfg] = await Promise.all([import('./DokumenListPage'), jenis('PENERIMAAN')]);
    return () => createElement(DokumenListPage, { cfg, screen: 'kpk-kpk-penerimaan-og-list' });
  },
  'kpk-penerimaan-og-list-mobile': async () => {
    const [{ DokumenListPage }, cfg] = await Promise.all([import('./DokumenListPage'), jenis('PENERIMAAN')]);
    return () => createElement(DokumenListPage, { cfg, screen: 'kpk-penerimaan-og-list-mobile' });
  },
  'kpk-penerimaan-og-view-mobile': async () => {
    const [{ DokumenViewPage }, cfg] = await Promise.all([import('./DokumenViewPage'), jenis('PENERIMAAN')]);
    return () => createElement(DokumenViewPage, { cfg });
  },
  ...dokumenScreens('kpk-pengembalian-og', 'PENGEMBALIAN'),
  ...dokumenScreens('kpk-penyerahan-og-djkn', 'SERAH_DJKN'),
  ...dokumenScreens('kpk-serah-langsung-og', 'SERAH_LANGSUNG'),
  'kpk-box-penyerahan-djkn-list': () => import('./BoxPages').then((m) => m.BoxListPage),
  'kpk-box-penyerahan-djkn-create': () => import('./BoxPages').then((m) => m.BoxCreatePage),
  'kpk-box-penyerahan-djkn-view': () => import('./BoxPages').then((m) => m.BoxViewPage),
  'kpk-box-penyerahan-djkn-edit': () => import('./BoxPages').then((m) => m.BoxEditPage),
};
