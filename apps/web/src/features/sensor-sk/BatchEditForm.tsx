import {
  type BatchSensorDetail,
  batchSensorEditSchema,
  JENIS_DATA_PRIBADI,
  JENIS_DATA_PRIBADI_LABELS,
  type JenisDataPribadi,
  type SensorKandidat,
  type Temuan,
} from '@gratifikasi/domain';
import { Button, Card, Checkbox, Collapse, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { zodRule } from '@/ui/zodRule';
import { useEditBatch } from './api';
import { KandidatPicker, TemuanTag } from './parts';

type Item = BatchSensorDetail['items'][number];
interface Review {
  abaikan: string[];
  tambahan: Temuan[];
}

/** One SK's review: each finding checked to remove it, and text marked by hand. */
function ItemReview({
  item,
  review,
  onChange,
  onRemove,
}: {
  item: Item;
  review: Review;
  onChange: (r: Review) => void;
  onRemove: () => void;
}) {
  const [teks, setTeks] = useState('');
  const [jenis, setJenis] = useState<JenisDataPribadi>('nama');
  const left = new Set(review.abaikan.map((t) => t.toLowerCase()));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {item.temuan.length === 0 ? (
        <Typography.Text type="secondary">Sistem tidak menemukan data pribadi pada SK ini.</Typography.Text>
      ) : (
        item.temuan.map((t) => (
          <Checkbox
            key={t.teks}
            checked={!left.has(t.teks.toLowerCase())}
            onChange={(e) =>
              onChange({
                ...review,
                abaikan: e.target.checked
                  ? review.abaikan.filter((a) => a.toLowerCase() !== t.teks.toLowerCase())
                  : [...review.abaikan, t.teks],
              })
            }
          >
            <TemuanTag t={t} />
          </Checkbox>
        ))
      )}
      {review.tambahan.map((t) => (
        <Space key={t.teks}>
          <TemuanTag t={t} />
          <Button
            size="small"
            type="link"
            onClick={() =>
              onChange({ ...review, tambahan: review.tambahan.filter((x) => x.teks !== t.teks) })
            }
          >
            Hapus tanda
          </Button>
        </Space>
      ))}
      <Space.Compact style={{ maxWidth: 520 }}>
        <Select
          value={jenis}
          onChange={setJenis}
          style={{ width: 150 }}
          aria-label="Jenis data"
          options={JENIS_DATA_PRIBADI.map((j) => ({ value: j, label: JENIS_DATA_PRIBADI_LABELS[j] }))}
        />
        <Input
          value={teks}
          onChange={(e) => setTeks(e.target.value)}
          placeholder="Teks lain yang harus disensor"
          aria-label="Teks yang disensor"
          maxLength={200}
        />
        <Button
          onClick={() => {
            const t = teks.trim();
            if (t.length < 3) return notify.error('Teks yang disensor minimal 3 karakter');
            onChange({ ...review, tambahan: [...review.tambahan, { teks: t, jenis, sumber: 'peninjau' }] });
            setTeks('');
          }}
        >
          Tandai
        </Button>
      </Space.Compact>
      <Popconfirm
        title="Keluarkan SK ini dari batch?"
        okText="Keluarkan"
        cancelText="Batal"
        onConfirm={onRemove}
      >
        <Button size="small" danger>
          Keluarkan dari batch
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The drafter's review: the title, each SK's findings and marks, SKs removed or added; saved in one call. */
export function BatchEditForm({ detail }: { detail: BatchSensorDetail }) {
  const [form] = Form.useForm<{ judul: string }>();
  const [items, setItems] = useState<Item[]>(detail.items);
  const [added, setAdded] = useState<SensorKandidat[]>([]);
  const [reviews, setReviews] = useState<Record<number, Review>>(() =>
    Object.fromEntries(detail.items.map((i) => [i.laporan_id, { abaikan: i.abaikan, tambahan: i.tambahan }])),
  );
  const edit = useEditBatch(detail.id);
  const submit = async ({ judul }: { judul: string }) => {
    try {
      await edit.mutateAsync({
        versi: detail.version,
        judul,
        laporan_ids: [...items.map((i) => i.laporan_id), ...added.map((a) => a.laporan_id)],
        tinjauan: items.map((i) => ({
          laporan_id: i.laporan_id,
          abaikan: reviews[i.laporan_id]?.abaikan ?? [],
          tambahan: (reviews[i.laporan_id]?.tambahan ?? []).map(({ teks, jenis }) => ({ teks, jenis })),
        })),
      });
      setAdded([]);
      notify.success('Tinjauan batch disimpan');
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <Card size="small" title="Tinjau data pribadi">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ judul: detail.judul }}>
        <Form.Item name="judul" label="Judul batch" rules={[zodRule(batchSensorEditSchema.shape.judul)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          Temuan bertanda “tidak langsung” (jabatan, instansi, unit kerja, nomor dan tanggal laporan) tidak
          menyebut nama, tetapi bersama-sama dapat menunjuk pelapor pada jabatan yang hanya dipegang satu
          orang. Biarkan tercentang kecuali memang boleh diterbitkan.
        </Typography.Paragraph>
        <Collapse
          defaultActiveKey={items.map((i) => String(i.laporan_id))}
          items={items.map((item) => ({
            key: String(item.laporan_id),
            label: `${item.nomor_sk ?? '-'} · ${item.nosig ?? `#${item.laporan_id}`} · ${item.pelapor_nama ?? '-'}`,
            children: (
              <ItemReview
                item={item}
                review={reviews[item.laporan_id] ?? { abaikan: [], tambahan: [] }}
                onChange={(r) => setReviews({ ...reviews, [item.laporan_id]: r })}
                onRemove={() => setItems(items.filter((i) => i.laporan_id !== item.laporan_id))}
              />
            ),
          }))}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          Tambah SK
        </Typography.Title>
        <KandidatPicker value={added} onChange={setAdded} />
        <Button type="primary" htmlType="submit" loading={edit.isPending} style={{ marginTop: 12 }}>
          Simpan Tinjauan
        </Button>
      </Form>
    </Card>
  );
}
