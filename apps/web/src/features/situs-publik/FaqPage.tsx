import type { Faq } from '@gratifikasi/domain';
import { useSearchParams } from 'react-router';
import { RichText } from '@/ui/RichText';
import { useFaq } from './api';
import { CariForm } from './plain/controls';
import { Gagal, Kosong, PublicPage } from './plain/PublicPage';

/** FAQs grouped by their category, in their order; uncategorised ones under "Umum". */
function groups(items: readonly Faq[]): [string, Faq[]][] {
  const map = new Map<string, Faq[]>();
  for (const item of items) {
    const key = item.kategori?.trim() || 'Umum';
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return [...map.entries()];
}

/** /faq: the questions, grouped and searchable (full text, the phrase in the URL); answers open in place. */
export function FaqPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const faq = useFaq(q);
  const grouped = groups(faq.data ?? []);

  return (
    <PublicPage
      narrow
      title="Pertanyaan yang Sering Diajukan"
      subtitle="Jawaban atas pertanyaan umum tentang gratifikasi dan cara melaporkannya."
      loading={faq.isPending}
      extra={
        <div className="sp-toolbar">
          <CariForm
            key={q}
            value={q}
            label="Cari FAQ"
            placeholder="Cari pertanyaan, misalnya: wajib melapor"
            onSearch={(value) => setParams(value ? { q: value } : {})}
          />
        </div>
      }
    >
      {faq.isError ? (
        <Gagal onRetry={() => faq.refetch()} />
      ) : grouped.length === 0 ? (
        <Kosong>{q ? `Tidak ada pertanyaan yang cocok dengan “${q}”.` : 'Belum ada pertanyaan.'}</Kosong>
      ) : (
        grouped.map(([kategori, items]) => (
          <section key={kategori} style={{ marginBottom: 28 }}>
            <h2 style={{ fontSize: 20, margin: '0 0 12px' }}>{kategori}</h2>
            <div className="sp-faq">
              {items.map((item) => (
                <details key={`${q}-${item.id}`} open={q ? true : undefined}>
                  <summary>{item.pertanyaan}</summary>
                  <RichText html={item.jawaban} />
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </PublicPage>
  );
}
