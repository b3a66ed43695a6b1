import { formatDate } from '@gratifikasi/domain';
import { Card, Descriptions, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { usePageMeta } from '@/platform/pageMeta';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { useKegiatanPublik } from './api';

/** `/kegiatan/:id`: a published activity for the public — what, when, where, its sessions and speakers. */
export function KegiatanPublikPage() {
  const id = Number(useParams().id);
  const q = useKegiatanPublik(id);
  usePageMeta(q.data?.judul ?? null, q.data?.deskripsi ?? null);
  const wrap = (children: React.ReactNode) => (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>{children}</div>
  );
  if (q.isLoading) return wrap(<Skeleton active />);
  if (!q.data)
    return wrap(
      <Result
        status="404"
        title="Kegiatan tidak ditemukan"
        extra={<LinkButton to={buildPath('landing')}>Beranda</LinkButton>}
      />,
    );
  const d = q.data;
  const kapan =
    d.tanggal_mulai === d.tanggal_selesai
      ? formatDate(d.tanggal_mulai)
      : `${formatDate(d.tanggal_mulai)} – ${formatDate(d.tanggal_selesai)}`;
  return wrap(
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        {d.judul}
      </Typography.Title>
      <Space wrap>
        {d.jenis_kegiatan ? <Tag color="blue">{d.jenis_kegiatan}</Tag> : null}
        {d.bentuk_kegiatan ? <Tag>{d.bentuk_kegiatan}</Tag> : null}
      </Space>
      <Card size="small">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Waktu">{kapan}</Descriptions.Item>
          <Descriptions.Item label="Tempat">
            {[d.alamat, d.kota_kabupaten, d.provinsi].filter(Boolean).join(', ') || '-'}
          </Descriptions.Item>
          {d.instansi.length ? (
            <Descriptions.Item label="Instansi sasaran">{d.instansi.join(', ')}</Descriptions.Item>
          ) : null}
        </Descriptions>
        {d.deskripsi ? (
          <Typography.Paragraph style={{ marginTop: 12 }}>{d.deskripsi}</Typography.Paragraph>
        ) : null}
      </Card>
      <Card size="small" title="Sesi dan narasumber">
        <List
          dataSource={d.sesi}
          locale={{ emptyText: 'Jadwal sesi belum diumumkan' }}
          renderItem={(s) => (
            <List.Item>
              <List.Item.Meta
                title={s.judul}
                description={`${formatDate(s.tanggal)} · ${s.jam_mulai}–${s.jam_selesai}${s.ruang ? ` · ${s.ruang}` : ''}${
                  s.narasumber.length ? ` · Narasumber: ${s.narasumber.join(', ')}` : ''
                }`}
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>,
  );
}
