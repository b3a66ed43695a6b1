import { HASIL_CARI_LABEL } from '@gratifikasi/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useStatistik } from '../../statistik/api';
import { Figures } from '../../statistik/Figures';
import { useBeritaList, useCari, useSliders } from '../api';
import { BeritaCard } from '../BeritaCard';
import { CariForm } from '../plain/controls';
import { Label } from '../plain/PublicPage';
import { Section } from './Section';
import '../plain/situs.css';

const SLIDE_MS = 6000;

/** The image sliders of the landing (master image-sliders), when there are any: one at a time, dots to choose. */
export function Sliders() {
  const sliders = useSliders();
  const items = sliders.data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  if (count === 0) return null;
  const current = items[Math.min(index, count - 1)]!;
  const body = (
    <>
      <img src={current.gambar_url} alt={current.judul} />
      <div className="ld-slide-caption">
        <strong>{current.judul}</strong>
        {current.deskripsi ? <div>{current.deskripsi}</div> : null}
      </div>
    </>
  );
  return (
    <section
      className="ld-slider"
      aria-roledescription="carousel"
      aria-label="Informasi utama"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="ld-slide" aria-live={paused ? 'polite' : 'off'}>
        {current.tautan ? (
          current.tautan.startsWith('/') ? (
            <Link to={current.tautan}>{body}</Link>
          ) : (
            <a href={current.tautan} target="_blank" rel="noopener noreferrer">
              {body}
            </a>
          )
        ) : (
          body
        )}
      </div>
      {count > 1 ? (
        <div className="ld-dots">
          {items.map((s, i) => (
            <button
              key={s.id}
              type="button"
              aria-label={`Slide ${i + 1}: ${s.judul}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The three newest articles and a link to all of them. */
export function BeritaTerbaru() {
  const list = useBeritaList({ page: 1, per_page: 3 });
  const items = list.data?.items ?? [];
  if (!list.isPending && items.length === 0) return null;
  return (
    <Section title="Berita terbaru" muted>
      <div className="sp-grid">
        {items.map((berita) => (
          <BeritaCard key={berita.id} berita={berita} />
        ))}
      </div>
      <p className="ld-more">
        <Link to={buildPath('news')}>Semua berita →</Link>
      </p>
    </Section>
  );
}

/** The key public figures, from the open data (small cells stay hidden as on /statistik). */
export function AngkaPublik() {
  const statistik = useStatistik();
  if (!statistik.data) return null;
  return (
    <Section title="Gratifikasi dalam angka">
      <Figures r={statistik.data.ringkasan} />
      <p className="ld-more">
        <Link to={buildPath('statistik')}>Lihat data terbuka lengkap →</Link>
      </p>
    </Section>
  );
}

/** Search over news, FAQ, the guide and the materials (full text on the server). */
export function CariInformasi() {
  const [q, setQ] = useState('');
  const hasil = useCari(q);
  const asked = q.trim().length >= 2;
  return (
    <div className="ld-search">
      <CariForm
        value=""
        label="Cari informasi"
        placeholder="Cari informasi: batas waktu, hadiah pernikahan, cara melapor…"
        onSearch={setQ}
      />
      {asked ? (
        <div className="ld-results" aria-live="polite">
          {hasil.isFetching && !hasil.data ? (
            <p className="sp-muted">Mencari…</p>
          ) : hasil.data && hasil.data.length === 0 ? (
            <p className="sp-muted">Tidak ada hasil untuk “{q}”.</p>
          ) : (
            <ul>
              {(hasil.data ?? []).map((h) => (
                <li key={`${h.jenis}-${h.id}`}>
                  <Label>{HASIL_CARI_LABEL[h.jenis]}</Label>
                  <Link to={h.tautan}>{h.judul}</Link>
                  <p className="sp-muted">{h.cuplikan}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
