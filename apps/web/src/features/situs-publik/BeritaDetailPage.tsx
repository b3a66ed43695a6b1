import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usePageMeta } from '@/platform/pageMeta';
import { buildPath } from '@/platform/routes';
import { RichText } from '@/ui/RichText';
import { useBerita } from './api';
import { Label, PublicPage, TidakDitemukan } from './plain/PublicPage';
import { tanggalPanjang } from './plain/tanggal';

/** /news/:id/:slug — one published article; a wrong slug goes to the right address, an unknown id is not found. */
export function BeritaDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const berita = useBerita(id);
  usePageMeta(berita.data?.judul, berita.data?.ringkasan);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!Number.isInteger(id) || id <= 0 || berita.isError) return <TidakDitemukan />;
  if (berita.isPending) return <PublicPage title="" loading narrow />;
  const data = berita.data;
  if (params.slug !== data.slug) {
    return <Navigate replace to={buildPath('news-detail', { id: data.id, slug: data.slug })} />;
  }
  return (
    <article>
      <PublicPage narrow title={data.judul}>
        <div style={{ marginBottom: 16 }}>
          <Label>{data.kategori.nama}</Label>
          <span className="sp-muted">{tanggalPanjang(data.tanggal_terbit)}</span>
        </div>
        {data.gambar_url && !data.isi.includes(data.gambar_url) ? (
          <img className="sp-hero-img" src={data.gambar_url} alt="" />
        ) : null}
        <RichText html={data.isi} />
        <p style={{ marginTop: 32 }}>
          <Link className="sp-back" to={buildPath('news')}>
            ← Semua berita
          </Link>
        </p>
      </PublicPage>
    </article>
  );
}
