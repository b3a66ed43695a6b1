import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '@/platform/pageMeta';
import { buildPath } from '@/platform/routes';
import { PlainIcon } from '@/ui/plain/icon';
import { useDokumen } from './api';
import { PublicPage, TidakDitemukan } from './plain/PublicPage';
import { tanggalPanjang } from './plain/tanggal';

const SUMBER = { unggahan: 'Unggahan pengelola konten', 'redaksi-sk': 'Keputusan yang disamarkan' } as const;

/** /dokumen/:id — one published public document with its download; an unknown or unpublished one is not found. */
export function DokumenDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const dokumen = useDokumen(id);
  usePageMeta(dokumen.data?.judul, dokumen.data?.ringkasan);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!Number.isInteger(id) || id <= 0 || dokumen.isError) return <TidakDitemukan />;
  if (dokumen.isPending) return <PublicPage title="" loading narrow />;
  const d = dokumen.data;
  return (
    <article>
      <PublicPage narrow title={d.judul}>
        <Link className="sp-back" to={buildPath('dokumen')}>
          ← Semua dokumen publik
        </Link>
        <dl className="sp-meta">
          <dt>Jenis</dt>
          <dd>{d.jenis.nama}</dd>
          {d.nomor ? (
            <>
              <dt>Nomor</dt>
              <dd>{d.nomor}</dd>
            </>
          ) : null}
          <dt>Tanggal dokumen</dt>
          <dd>{tanggalPanjang(d.tanggal_dokumen)}</dd>
          <dt>Diterbitkan</dt>
          <dd>{tanggalPanjang(d.tanggal_terbit)}</dd>
          <dt>Sumber</dt>
          <dd>{SUMBER[d.sumber]}</dd>
        </dl>
        {d.ringkasan ? <p style={{ whiteSpace: 'pre-line' }}>{d.ringkasan}</p> : null}
        <a
          className="pl-btn pl-link-btn pl-btn-primary pl-btn-large sp-download"
          href={d.berkas_url}
          download
        >
          <PlainIcon icon={DownloadOutlined} />
          <span>Unduh dokumen</span>
        </a>
      </PublicPage>
    </article>
  );
}
