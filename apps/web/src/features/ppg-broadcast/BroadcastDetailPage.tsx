import { formatDate } from '@gratifikasi/domain';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { useLocation, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { RichText } from '@/ui/RichText';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { useBroadcast, useKeputusanBroadcast } from './api';
import { PenerimaPratinjauCard } from './PenerimaPratinjau';
import { Pengiriman } from './Pengiriman';
import { BroadcastTidakTampil, LANGKAH_BROADCAST, StatusBroadcastTag } from './parts';

/**
 * `kpk-broadcast-email-view/:id` and the group head's `gh-approval-broadcast-detail/:id`: the message, who it reaches
 * (count and sample before approval; the frozen list with each state after), the decisions the engine offers the
 * caller (submit, return with a note, approve — each confirmed), the sending's progress and the path it took.
 */
export function BroadcastDetailPage() {
  const id = Number(useParams().id);
  const approval = useLocation().pathname.includes('gh-approval-broadcast-detail');
  const b = useBroadcast(id);
  const decide = useKeputusanBroadcast(id);
  const listPath = approval
    ? buildPath('kpk-gh-approval-broadcast-list')
    : buildPath('kpk-kpk-broadcast-email-list');
  const back = <LinkButton to={listPath}>Kembali ke daftar</LinkButton>;
  if (b.isLoading) return <Skeleton active />;
  if (!b.data) return <BroadcastTidakTampil error={b.error} retry={() => void b.refetch()} back={back} />;
  const d = b.data;
  const returned =
    d.status === 'DIKEMBALIKAN' ? d.jejak.findLast((e) => e.decision === 'kembalikan') : undefined;
  return (
    <>
      <PageHeader
        title={d.judul}
        subtitle={`Broadcast email · ${d.tahun}`}
        extra={
          <Space>
            {d.dapat_diubah ? (
              <LinkButton to={buildPath('kpk-kpk-broadcast-email-edit', { id: d.id })}>Ubah</LinkButton>
            ) : null}
            {back}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            {returned ? (
              <Alert
                type="warning"
                showIcon
                title="Dikembalikan oleh group head PPG"
                description={returned.catatan ?? undefined}
              />
            ) : null}
            {d.progres ? <Pengiriman id={d.id} progres={d.progres} /> : null}
            <Card size="small" title="Pesan">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Status">
                  <StatusBroadcastTag status={d.status} label={d.status_label} />
                </Descriptions.Item>
                <Descriptions.Item label="Subjek">{d.judul}</Descriptions.Item>
                <Descriptions.Item label="Penerima">
                  {d.filter_label}
                  {d.jumlah_penerima !== null ? ` · ${d.jumlah_penerima.toLocaleString('id-ID')} alamat` : ''}
                </Descriptions.Item>
                <Descriptions.Item label="Lampiran">
                  {d.lampiran.length === 0 ? (
                    '-'
                  ) : (
                    <Space orientation="vertical" size={0}>
                      {d.lampiran.map((l) => (
                        <Typography.Link key={l.url} href={l.url} target="_blank" rel="noopener">
                          {l.nama}
                        </Typography.Link>
                      ))}
                    </Space>
                  )}
                </Descriptions.Item>
                <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Disetujui">
                  {d.disetujui_at ? formatDate(d.disetujui_at) : '-'}
                </Descriptions.Item>
              </Descriptions>
              <Card size="small" type="inner" title="Isi email" style={{ marginTop: 12 }}>
                <RichText html={d.isi} />
              </Card>
            </Card>
            {d.progres ? null : <PenerimaPratinjauCard filter={d.filter} auto />}
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <KeputusanPanel
              aksi={d.aksi}
              decide={decide.mutateAsync}
              pending={decide.isPending}
              subjek="Broadcast email"
              tanpa={[]}
            />
            <Card size="small" title="Riwayat broadcast">
              <JejakPermintaan jejak={d.jejak} langkah={LANGKAH_BROADCAST} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
