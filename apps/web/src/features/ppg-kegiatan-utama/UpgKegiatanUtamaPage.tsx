import { formatDate } from '@gratifikasi/domain';
import { Card, Empty, List, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '@/ui/PageHeader';
import { useUpgKegiatanUtama } from './api';

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: 8 }, (_, i) => THIS_YEAR + 1 - i);

/**
 * `/upg/ppg-kegiatan-utama`: the KPK's main activities of a year and the institution's part in each — the items of
 * its own work plan linked to it and the KPK's activities of it that targeted the institution.
 */
export function UpgKegiatanUtamaPage() {
  const [tahun, setTahun] = useState(THIS_YEAR);
  const { data, isLoading, isError } = useUpgKegiatanUtama(tahun);
  return (
    <>
      <PageHeader
        title="Kegiatan Utama"
        subtitle="Kegiatan unggulan KPK tahun ini dan bagian instansi Anda di dalamnya."
        extra={
          <Select
            aria-label="Tahun"
            style={{ width: 120 }}
            value={tahun}
            onChange={setTahun}
            options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          />
        }
      />
      {isLoading ? (
        <Spin />
      ) : isError || !data ? (
        <Empty description="Kegiatan utama tidak dapat dimuat" />
      ) : data.items.length === 0 ? (
        <Card>
          <Empty description={`Belum ada kegiatan utama KPK tahun ${tahun}`} />
        </Card>
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {data.items.map((u) => (
            <Card key={u.id} size="small" title={u.nama}>
              {u.tujuan ? <Typography.Paragraph type="secondary">{u.tujuan}</Typography.Paragraph> : null}
              <Typography.Text strong>Rencana kerja instansi Anda</Typography.Text>
              <List
                size="small"
                dataSource={u.rencana}
                locale={{
                  emptyText: 'Belum ada kegiatan rencana kerja yang ditautkan ke kegiatan utama ini',
                }}
                renderItem={(r) => (
                  <List.Item>
                    {r.uraian} — target {r.target} {r.satuan}
                  </List.Item>
                )}
              />
              <Typography.Text strong>Kegiatan KPK bersama instansi Anda</Typography.Text>
              <List
                size="small"
                dataSource={u.kegiatan}
                locale={{ emptyText: 'Belum ada kegiatan KPK untuk instansi Anda' }}
                renderItem={(k) => (
                  <List.Item extra={<Tag>{k.status_label}</Tag>}>
                    {k.judul} ({formatDate(k.tanggal_mulai)})
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </Space>
      )}
    </>
  );
}
