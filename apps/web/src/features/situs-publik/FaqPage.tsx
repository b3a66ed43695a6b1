import type { Faq } from '@gratifikasi/domain';
import { Collapse, Empty, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { RichText } from '@/ui/RichText';
import { useFaq } from './api';
import { PublicPage } from './PublicPage';

/** FAQs grouped by their category, in their order; uncategorised ones under "Umum". */
function groups(items: readonly Faq[]): [string, Faq[]][] {
  const map = new Map<string, Faq[]>();
  for (const item of items) {
    const key = item.kategori?.trim() || 'Umum';
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return [...map.entries()];
}

/** /faq: the questions, grouped and searchable (full text, the phrase in the URL). */
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
        <Input.Search
          key={q}
          defaultValue={q}
          placeholder="Cari pertanyaan, misalnya: wajib melapor"
          allowClear
          enterButton="Cari"
          aria-label="Cari FAQ"
          style={{ marginBottom: 24 }}
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        />
      }
    >
      {grouped.length === 0 ? (
        <Empty description={q ? `Tidak ada pertanyaan yang cocok dengan “${q}”.` : 'Belum ada pertanyaan.'} />
      ) : (
        grouped.map(([kategori, items]) => (
          <section key={kategori} style={{ marginBottom: 28 }}>
            <Typography.Title level={3} style={{ fontSize: 20 }}>
              {kategori}
            </Typography.Title>
            <Collapse
              defaultActiveKey={q ? items.map((i) => i.id) : []}
              items={items.map((item) => ({
                key: item.id,
                label: <strong>{item.pertanyaan}</strong>,
                children: <RichText html={item.jawaban} />,
              }))}
            />
          </section>
        ))
      )}
    </PublicPage>
  );
}
