import { formatNumber, type OgMatchKandidat } from '@gratifikasi/domain';
import { Alert, Card, Col, Descriptions, Flex, Input, Radio, Row, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useMatchKandidat, useMatchOg, useOg } from './api';
import { LoadFailed } from './LoadState';
import { KepemilikanTag, MutasiTimeline, nilaiText, StateTag } from './parts';

const jumlahText = (r: { uraian: string; jumlah: number; satuan: string | null }) =>
  `${r.uraian} (${formatNumber(r.jumlah, 0)}${r.satuan ? ` ${r.satuan}` : ''})`;

/**
 * `og-match/:id`: the object that arrived, beside the report items it may belong to (its own, and those still
 * expecting their object, of the same reporter or searched by report number or reporter); the staff pick one and
 * confirm. The label, state, place and photos go with the physical object; the history records the match.
 */
export function OgMatchPage() {
  const id = Number(useParams().id);
  const og = useOg(id);
  const navigate = useNavigate();
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const kandidat = useMatchKandidat(id, { q, page });
  const [chosen, setChosen] = useState<number | null>(null);
  const [catatan, setCatatan] = useState('');
  const match = useMatchOg(id);
  const back = <LinkButton to={buildPath('kpk-og-view', { id })}>Detail OG</LinkButton>;
  if (og.isLoading) return <Skeleton active />;
  if (!og.data)
    return (
      <LoadFailed
        error={og.error}
        notFound="Objek gratifikasi tidak ditemukan"
        onRetry={() => void og.refetch()}
        extra={<LinkButton to={buildPath('kpk-og-list')}>Daftar OG</LinkButton>}
      />
    );
  const d = og.data;
  const rows = kandidat.data?.items ?? [];
  const pick = rows.find((r) => r.rincian_id === chosen);
  const confirm = async () => {
    if (!pick) return;
    try {
      const res = await match.mutateAsync({
        rincian_id: pick.rincian_id,
        version: d.version,
        ...(catatan.trim() ? { catatan: catatan.trim() } : {}),
      });
      notify.success('Objek gratifikasi dicocokkan dengan rinciannya');
      navigate(buildPath('kpk-og-view', { id: res.og_id }));
    } catch (error) {
      // Told by the api client (a stale version: the object is reloaded to try again).
      void og.refetch();
      throw error;
    }
  };
  const question = !pick
    ? ''
    : pick.sekarang
      ? `Konfirmasi ${d.kode} sebagai "${pick.uraian}"?`
      : `Pindahkan objek berlabel ${d.kode} ke rincian "${pick.uraian}" laporan ${pick.nomor_laporan ?? '-'}?`;
  return (
    <>
      <PageHeader
        title={`Pencocokan ${d.kode}`}
        subtitle="Cocokkan objek yang telah diterima dengan rincian laporan tempat objek itu berasal."
        extra={back}
      />
      {d.boleh_cocok ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Objek ini tidak dapat dicocokkan sekarang"
          description="Hanya objek yang telah diterima dan belum diverifikasi yang dapat dicocokkan, oleh pengelola OG."
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card size="small" title="Objek yang diterima">
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="Kode label">{d.kode}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <StateTag state={d.state} />
              </Descriptions.Item>
              <Descriptions.Item label="Tercatat sebagai">{jumlahText(d)}</Descriptions.Item>
              <Descriptions.Item label="Laporan">{d.nomor_laporan ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Nilai">{nilaiText(d)}</Descriptions.Item>
              <Descriptions.Item label="Lokasi">{d.lokasi_nama ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title="Riwayat" style={{ marginTop: 16 }}>
            <MutasiTimeline mutasi={d.mutasi} />
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card size="small" title="Rincian laporan">
            <FilterBar
              search={q}
              onSearch={(text) => {
                setQ(text || undefined);
                setPage(1);
                setChosen(null);
              }}
              onReset={() => {
                setQ(undefined);
                setPage(1);
              }}
              active={Boolean(q)}
            />
            <Typography.Paragraph type="secondary">
              {q
                ? 'Hasil pencarian menurut nomor laporan, nama pelapor atau uraian.'
                : 'Rincian laporan pelapor yang sama; cari nomor laporan atau nama pelapor untuk laporan lain.'}
            </Typography.Paragraph>
            <Table<OgMatchKandidat>
              size="small"
              rowKey="rincian_id"
              loading={kandidat.isFetching}
              dataSource={rows}
              scroll={{ x: true }}
              locale={{
                emptyText: kandidat.isError
                  ? 'Daftar rincian tidak dapat dimuat.'
                  : q
                    ? 'Tidak ada rincian yang cocok dengan pencarian'
                    : 'Tidak ada rincian yang menunggu objeknya',
              }}
              pagination={{
                current: page,
                pageSize: kandidat.data?.per_page ?? 10,
                total: kandidat.data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
              }}
              onRow={(r) => ({ onClick: () => setChosen(r.rincian_id) })}
              columns={[
                {
                  key: 'pilih',
                  width: 40,
                  render: (_, r) => (
                    <Radio
                      aria-label={`Pilih ${r.uraian}`}
                      checked={chosen === r.rincian_id}
                      onChange={() => setChosen(r.rincian_id)}
                    />
                  ),
                },
                {
                  key: 'uraian',
                  title: 'Uraian',
                  render: (_, r) => (
                    <>
                      {jumlahText(r)}
                      {r.sekarang ? (
                        <Typography.Text type="secondary"> · tercatat sekarang</Typography.Text>
                      ) : null}
                    </>
                  ),
                },
                { key: 'laporan', title: 'No. Laporan', render: (_, r) => r.nomor_laporan ?? '-' },
                { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama ?? '-' },
                {
                  key: 'kepemilikan',
                  title: 'Kepemilikan',
                  render: (_, r) => <KepemilikanTag value={r.kepemilikan} />,
                },
                { key: 'nilai', title: 'Nilai', align: 'right', render: (_, r) => nilaiText(r) },
              ]}
            />
            <Flex vertical gap={8} style={{ marginTop: 12 }}>
              <Input.TextArea
                aria-label="Catatan pencocokan"
                placeholder="Catatan (opsional), mis. label tertukar di loket"
                rows={2}
                maxLength={1000}
                value={catatan}
                onChange={(e) => setCatatan(e.target.value)}
              />
              <ConfirmButton
                type="primary"
                confirm={question}
                okText="Ya, cocokkan"
                disabled={!pick || !d.boleh_cocok}
                onConfirm={confirm}
              >
                Cocokkan dengan rincian terpilih
              </ConfirmButton>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
