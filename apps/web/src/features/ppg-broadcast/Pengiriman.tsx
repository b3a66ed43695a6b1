import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  type BroadcastProgres,
  type PenerimaPage,
  STATUS_PENERIMA,
  STATUS_PENERIMA_LABELS,
  type StatusPenerima,
} from '@gratifikasi/domain';
import { Card, Col, Progress, Row, Segmented, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useKirimUlang, usePenerima } from './api';

type PenerimaRow = PenerimaPage['items'][number];
const COLOR: Record<StatusPenerima, string> = {
  antri: 'default',
  dikirim: 'blue',
  terkirim: 'green',
  gagal: 'red',
};

/**
 * The sending of an approved broadcast: the share handed to the outbox (the bar; it moves while the page polls),
 * the counts per state, "kirim ulang yang gagal", and the recipients with their state and failure reason.
 */
export function Pengiriman({ id, progres }: { id: number; progres: BroadcastProgres }) {
  const [status, setStatus] = useState<StatusPenerima | ''>('');
  const [page, setPage] = useState(1);
  const penerima = usePenerima(id, { status: status || undefined, page, per_page: 10 });
  const ulang = useKirimUlang(id);
  return (
    <Card size="small" title="Pengiriman">
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <div>
          <Typography.Text>
            {progres.selesai
              ? 'Semua penerima telah diserahkan ke outbox email.'
              : 'Sedang dikirim bertahap sesuai batas kecepatan pengiriman…'}
          </Typography.Text>
          <Progress
            aria-label="Progres pengiriman"
            percent={progres.persen}
            success={{ percent: progres.persen_terkirim }}
            status={progres.selesai ? (progres.gagal > 0 ? 'exception' : 'success') : 'active'}
          />
        </div>
        <Row gutter={16}>
          {STATUS_PENERIMA.map((s) => (
            <Col key={s} xs={12} md={6}>
              <Statistic title={STATUS_PENERIMA_LABELS[s]} value={progres[s]} />
            </Col>
          ))}
        </Row>
        {progres.gagal > 0 ? (
          <ConfirmButton
            danger
            icon={<ReloadOutlined />}
            confirm={`Kirim ulang ${progres.gagal.toLocaleString('id-ID')} email yang gagal?`}
            okText="Kirim ulang"
            onConfirm={async () => {
              const r = await ulang.mutateAsync(undefined);
              notify.success(`${r.jumlah.toLocaleString('id-ID')} email dikirim ulang`);
            }}
          >
            Kirim ulang yang gagal
          </ConfirmButton>
        ) : null}
        <Segmented<StatusPenerima | ''>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: '', label: `Semua (${progres.total.toLocaleString('id-ID')})` },
            ...STATUS_PENERIMA.map((s) => ({ value: s, label: STATUS_PENERIMA_LABELS[s] })),
          ]}
        />
        <Table<PenerimaRow>
          size="small"
          rowKey="id"
          loading={penerima.isFetching}
          dataSource={penerima.data?.items ?? []}
          locale={{ emptyText: 'Tidak ada penerima pada status ini' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: penerima.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { key: 'nama', title: 'Nama', dataIndex: 'nama' },
            { key: 'email', title: 'Email', dataIndex: 'email' },
            {
              key: 'status',
              title: 'Status',
              render: (_: unknown, r: PenerimaRow) => (
                <Space size={4}>
                  <Tag color={COLOR[r.status]}>{STATUS_PENERIMA_LABELS[r.status]}</Tag>
                  {r.kirim_ulang > 0 ? <Tag>dikirim ulang {r.kirim_ulang}×</Tag> : null}
                </Space>
              ),
            },
            {
              key: 'alasan',
              title: 'Alasan gagal',
              render: (_: unknown, r: PenerimaRow) => r.alasan ?? '-',
            },
          ]}
        />
      </Space>
    </Card>
  );
}
