import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined';
import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import type { KontenMateri } from '@gratifikasi/domain';
import { PlainIcon } from '@/ui/plain/icon';
import { useMateri } from './api';
import { Gagal, Kosong, PublicPage } from './plain/PublicPage';
import { tanggalPanjang } from './plain/tanggal';

const ACTION: Record<KontenMateri['jenis'], string> = {
  dokumen: 'Unduh dokumen',
  gambar: 'Lihat gambar',
  video: 'Tonton video',
};

/** One document, image or video: its thumbnail (or an icon) and a link that opens it. */
function KontenCard({ konten }: { konten: KontenMateri }) {
  const href = (konten.jenis === 'video' ? konten.video_url : konten.berkas_url) ?? undefined;
  const thumb = konten.thumbnail_url ?? (konten.jenis === 'gambar' ? konten.berkas_url : null);
  const icon = konten.jenis === 'video' ? PlayCircleOutlined : FileOutlined;
  return (
    <a className="sp-card sp-materi" href={href} target="_blank" rel="noopener noreferrer">
      {thumb ? (
        <img className="sp-thumb" src={thumb} alt="" loading="lazy" />
      ) : (
        <span className="sp-thumb sp-thumb-icon" aria-hidden>
          <PlainIcon icon={icon} />
        </span>
      )}
      <span className="sp-card-body">
        <strong>{konten.judul}</strong>
        <span className="sp-muted" style={{ display: 'block' }}>
          {ACTION[konten.jenis]}
        </span>
      </span>
    </a>
  );
}

/** /materi-sosialisasi: published socialisation materials, each with its documents, images and videos. */
export function MateriPage() {
  const materi = useMateri();
  return (
    <PublicPage
      title="Materi Sosialisasi"
      subtitle="Bahan sosialisasi pengendalian gratifikasi untuk instansi dan masyarakat: dokumen, gambar, dan video."
      loading={materi.isPending}
    >
      {materi.isError ? (
        <Gagal onRetry={() => materi.refetch()} />
      ) : (materi.data ?? []).length === 0 ? (
        <Kosong>Belum ada materi sosialisasi.</Kosong>
      ) : (
        materi.data?.map((m) => (
          <section key={m.id} id={`materi-${m.id}`} style={{ marginBottom: 36 }}>
            <h2 style={{ fontSize: 20, margin: '0 0 4px' }}>{m.judul}</h2>
            <p className="sp-muted">
              {tanggalPanjang(m.tanggal_terbit)}
              {m.deskripsi ? ` · ${m.deskripsi}` : ''}
            </p>
            <div className="sp-grid sp-grid-small">
              {m.konten.map((k) => (
                <KontenCard key={k.id} konten={k} />
              ))}
            </div>
          </section>
        ))
      )}
    </PublicPage>
  );
}
