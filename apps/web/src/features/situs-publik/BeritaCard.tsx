import type { BeritaRingkas } from '@gratifikasi/domain';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { Label } from './plain/PublicPage';
import { tanggalPanjang } from './plain/tanggal';

/** One article in a list: picture, category, date, title (a link) and summary. Plain markup. */
export function BeritaCard({ berita }: { berita: BeritaRingkas }) {
  const to = buildPath('news-detail', { id: berita.id, slug: berita.slug });
  return (
    <article className="sp-card">
      {berita.gambar_url ? <img className="sp-cover" src={berita.gambar_url} alt="" loading="lazy" /> : null}
      <div className="sp-card-body">
        <Label>{berita.kategori.nama}</Label>
        <span className="sp-muted">{tanggalPanjang(berita.tanggal_terbit)}</span>
        <h2>
          <Link to={to}>{berita.judul}</Link>
        </h2>
        {berita.ringkasan ? <p className="sp-clamp">{berita.ringkasan}</p> : null}
      </div>
    </article>
  );
}
