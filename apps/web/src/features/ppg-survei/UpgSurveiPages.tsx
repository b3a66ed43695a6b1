import { STATUS_JAWABAN_SURVEI, STATUS_JAWABAN_SURVEI_LABELS } from '@gratifikasi/domain';
import { Alert, Card, Descriptions, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { type UpgSurveiPage, useUpgSurvei, useUpgSurveiList } from './api';
import { Jawab } from './Jawab';
import { formatWaktu, StatusJawabanTag, SurveiTidakTampil } from './parts';

type Item = UpgSurveiPage['items'][number];

/** `/upg/survey`: the surveys the institution is asked to answer, paged on the server. */
export function UpgSurveiListPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | undefined>();
  const list = useUpgSurveiList(page, 20, status);
  return (
    <>
      <PageHeader title="Survei" subtitle="Survei dari KPK yang perlu diisi instansi Anda." />
      <Card>
        <Select
          aria-label="Status jawaban"
          placeholder="Status jawaban"
          allowClear
          style={{ minWidth: 200, marginBottom: 12 }}
          value={status}
          onChange={(v?: string) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUS_JAWABAN_SURVEI.map((s) => ({ value: s, label: STATUS_JAWABAN_SURVEI_LABELS[s] }))}
        />
        <Table<Item>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          locale={{
            emptyText: status ? 'Tidak ada survei dengan status ini' : 'Belum ada survei untuk instansi Anda',
          }}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              key: 'judul',
              title: 'Survei',
              render: (_, r) => <Link to={buildPath('upg-survey-detail', { id: r.id })}>{r.judul}</Link>,
            },
            { key: 'jenis', title: 'Jenis', dataIndex: 'jenis_label' },
            { key: 'sesi', title: 'Sesi', dataIndex: 'sesi_nama' },
            { key: 'tutup', title: 'Ditutup', render: (_, r) => formatWaktu(r.ditutup_pada) },
            { key: 'keadaan', title: 'Keadaan', dataIndex: 'keadaan_label' },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => <StatusJawabanTag status={r.status} label={r.status_label} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

/** `/upg/survey/:id`: the institution answers its own assignment (another institution's is not found). */
export function UpgSurveiDetailPage() {
  const id = Number(useParams().id);
  const survei = useUpgSurvei(id);
  const back = <LinkButton to={buildPath('upg-survey')}>Kembali ke daftar</LinkButton>;
  if (survei.isLoading) return <Skeleton active />;
  if (!survei.data)
    return <SurveiTidakTampil error={survei.error} retry={() => void survei.refetch()} back={back} />;
  const d = survei.data;
  return (
    <>
      <PageHeader title={d.judul} subtitle={`${d.jenis_label} · ${d.sesi_nama}`} extra={back} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Dibuka">{formatWaktu(d.dibuka_pada)}</Descriptions.Item>
          <Descriptions.Item label="Ditutup">{formatWaktu(d.ditutup_pada)}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusJawabanTag status={d.status} label={d.status_label} />
          </Descriptions.Item>
        </Descriptions>
        {d.deskripsi ? <p style={{ marginTop: 8, marginBottom: 0 }}>{d.deskripsi}</p> : null}
      </Card>
      {d.status !== 'TERKIRIM' && d.keadaan !== 'DIBUKA' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={d.keadaan === 'DITUTUP' ? 'Sesi survei sudah ditutup.' : 'Sesi survei belum dibuka.'}
        />
      ) : null}
      <Jawab key={d.version} detail={d} />
    </>
  );
}
