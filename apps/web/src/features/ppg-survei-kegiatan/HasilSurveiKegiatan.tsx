import { TIPE_PERTANYAAN_LABELS } from '@gratifikasi/domain';
import { Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { type HasilSurveiKegiatan as Data, useBandingSurvei, useHasilSurveiKegiatan } from './api';

const angka = (n: number | null) =>
  n === null ? '-' : n.toLocaleString('id-ID', { maximumFractionDigits: 2 });
const selisih = (n: number | null) => (n === null ? '-' : `${n > 0 ? '+' : ''}${angka(n)}`);

/** The pre-test and post-test of an activity side by side: per scored question and overall. */
export function BandingPrePost({ banding }: { banding: NonNullable<Data['banding']> }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        Pre-test <b>{banding.pre_judul}</b> ({banding.responden.pre} responden) dibanding post-test{' '}
        <b>{banding.post_judul}</b> ({banding.responden.post} responden). Rata-rata keseluruhan skala Likert:{' '}
        <b>{angka(banding.keseluruhan.pre)}</b> → <b>{angka(banding.keseluruhan.post)}</b> (
        {selisih(banding.keseluruhan.selisih)}).
      </Typography.Text>
      <Table
        size="small"
        rowKey="teks"
        pagination={false}
        dataSource={banding.pertanyaan}
        scroll={{ x: true }}
        locale={{ emptyText: 'Tidak ada pertanyaan berskor yang sama pada pre-test dan post-test' }}
        columns={[
          { key: 'teks', title: 'Pertanyaan', dataIndex: 'teks' },
          { key: 'tipe', title: 'Tipe', render: (_, r) => TIPE_PERTANYAAN_LABELS[r.tipe] },
          {
            key: 'pre',
            title: 'Rata-rata pre-test',
            render: (_, r) => `${angka(r.pre.rata_rata)} (${r.pre.jumlah})`,
          },
          {
            key: 'post',
            title: 'Rata-rata post-test',
            render: (_, r) => `${angka(r.post.rata_rata)} (${r.post.jumlah})`,
          },
          { key: 'selisih', title: 'Selisih', render: (_, r) => selisih(r.selisih) },
        ]}
      />
    </Space>
  );
}

/** Each attached survey's respondents and the averages of its scored questions, over this activity's responses. */
export function RingkasanSurvei({ data }: { data: Data }) {
  if (data.survei.length === 0)
    return <Empty description="Belum ada survei yang dilampirkan pada sesi kegiatan" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      {data.survei.map((s) => (
        <div key={s.survei_id}>
          <Typography.Text strong>
            {s.jenis_label}: {s.judul} · {s.hasil.jumlah_responden} responden
          </Typography.Text>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={s.hasil.pertanyaan.filter((q) => q.tipe === 'LIKERT' || q.tipe === 'ANGKA')}
            locale={{ emptyText: 'Survei ini tidak memiliki pertanyaan berskor' }}
            columns={[
              { key: 'teks', title: 'Pertanyaan', dataIndex: 'teks' },
              { key: 'dijawab', title: 'Dijawab', dataIndex: 'dijawab' },
              { key: 'rata', title: 'Rata-rata', render: (_, q) => angka(q.rata_rata) },
            ]}
          />
        </div>
      ))}
      {data.banding ? <BandingPrePost banding={data.banding} /> : null}
    </Space>
  );
}

/** The activity view's card of its survey results (issue 27 §1, issue 26's report section). */
export function HasilSurveiKegiatanCard({ kegiatanId }: { kegiatanId: number }) {
  const hasil = useHasilSurveiKegiatan(kegiatanId);
  return (
    <Card size="small" title="Hasil survei kegiatan">
      {hasil.isLoading ? <Skeleton active /> : hasil.data ? <RingkasanSurvei data={hasil.data} /> : null}
    </Card>
  );
}

/** On a pre-test's or post-test's results: the comparison in each activity where it is paired. */
export function BandingSurveiCard({ surveiId }: { surveiId: number }) {
  const list = useBandingSurvei(surveiId);
  return (
    <Card size="small" title="Perbandingan pre-test dan post-test per kegiatan">
      {list.isLoading ? (
        <Skeleton active />
      ) : list.data?.length ? (
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          {list.data.map((k) => (
            <div key={k.kegiatan_id}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                <Link to={buildPath('kpk-kegiatan-view', { id: k.kegiatan_id })}>{k.kegiatan}</Link>
              </Typography.Title>
              <BandingPrePost banding={k.banding} />
            </div>
          ))}
        </Space>
      ) : (
        <Empty description="Belum ada kegiatan yang memakai survei ini bersama pasangan pre-test/post-test-nya" />
      )}
    </Card>
  );
}
