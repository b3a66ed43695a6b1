import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import type { HalamanKode } from '@gratifikasi/domain';
import type { ComponentType } from 'react';
import { PlainIcon } from '@/ui/plain/icon';
import { RichText } from '@/ui/RichText';
import { useHalaman } from './api';
import { PublicPage, TidakDitemukan } from './plain/PublicPage';
import { tanggalPanjang } from './plain/tanggal';

function HalamanPage({ kode }: { kode: HalamanKode }) {
  const halaman = useHalaman(kode);
  if (halaman.isError) return <TidakDitemukan />;
  const data = halaman.data;
  return (
    <PublicPage narrow title={data?.judul ?? ''} loading={halaman.isPending}>
      {data ? (
        <>
          {data.berkas_url ? (
            <p>
              <a
                className="pl-btn pl-link-btn pl-btn-primary sp-download"
                href={data.berkas_url}
                target="_blank"
                rel="noopener"
              >
                <PlainIcon icon={DownloadOutlined} />
                <span>{kode === 'panduan' ? 'Unduh buku manual' : 'Unduh dokumen'}</span>
              </a>
            </p>
          ) : null}
          <RichText html={data.isi} />
          <p className="sp-muted" style={{ marginTop: 32 }}>
            Diperbarui {tanggalPanjang(data.updated_at)}
          </p>
        </>
      ) : null}
    </PublicPage>
  );
}

/** The screen of one content page (/panduan, /privacy-policy, /about), kept in master halaman-publik. */
export const halamanScreen =
  (kode: HalamanKode): ComponentType =>
  () => <HalamanPage kode={kode} />;
