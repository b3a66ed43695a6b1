import { PrinterOutlined } from '@ant-design/icons';
import { hasPermission, OG_AKSI_LABELS, type OgAksi } from '@gratifikasi/domain';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { AksiModal, type SingleAksi } from './AksiModal';
import { downloadLabels, useOg } from './api';
import { FotoCard } from './Foto';
import { BatasSerah, KepemilikanTag, MutasiTimeline, nilaiText, StateTag, todayIso } from './parts';
import { ResiCard } from './ResiCard';

const SINGLE: readonly OgAksi[] = ['verifikasi', 'simpan', 'pindah', 'kemas', 'keluarkan'];

/** Actions that need a record (berita acara) covering the object: they open that record's form. */
function recordLink(aksi: OgAksi, id: number, boxId: number | null): string | null {
  if (aksi === 'terima') return `${buildPath('kpk-penerimaan-og-create')}?og=${id}`;
  if (aksi === 'kembalikan') return `${buildPath('kpk-pengembalian-og-create')}?og=${id}`;
  if (aksi === 'serah_langsung') return `${buildPath('kpk-serah-langsung-og-create')}?og=${id}`;
  if (aksi === 'serah_djkn' && boxId) return `${buildPath('kpk-penyerahan-og-djkn-create')}?box=${boxId}`;
  return null;
}

/** `og-view/:id`: one object, its SK ruling, place and 7 HK date, the actions the caller may take, its movements. */
export function OgViewPage({ historyOnly = false }: { historyOnly?: boolean }) {
  const id = Number(useParams().id);
  const og = useOg(id);
  const { profile } = useSession();
  const [aksi, setAksi] = useState<SingleAksi | null>(null);
  const back = <LinkButton to={buildPath('kpk-og-list')}>Daftar OG</LinkButton>;
  if (og.isLoading) return <Skeleton active />;
  if (!og.data) return <Result status="404" title="Objek gratifikasi tidak ditemukan" extra={back} />;
  const d = og.data;
  const timeline = (
    <Card size="small" title="Riwayat Perpindahan">
      <MutasiTimeline mutasi={d.mutasi} />
    </Card>
  );
  if (historyOnly) {
    return (
      <>
        <PageHeader
          title={`Riwayat ${d.kode}`}
          subtitle={d.uraian}
          extra={<LinkButton to={buildPath('kpk-og-view', { id })}>Detail OG</LinkButton>}
        />
        {timeline}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={d.kode}
        subtitle={`${d.uraian} · Laporan ${d.nomor_laporan ?? '-'}`}
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => void downloadLabels([d.id]).catch(() => undefined)}
            >
              Cetak Label
            </Button>
            {back}
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title="Objek">
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="Status">
                <StateTag state={d.state} />
              </Descriptions.Item>
              <Descriptions.Item label="Kepemilikan (SK)">
                <KepemilikanTag value={d.kepemilikan} />
              </Descriptions.Item>
              <Descriptions.Item label="Nomor SK">{d.nomor_sk ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Batas serah (7 HK)">
                <BatasSerah og={d} today={todayIso()} />
              </Descriptions.Item>
              <Descriptions.Item label="Jumlah">{`${d.jumlah} ${d.satuan ?? ''}`}</Descriptions.Item>
              <Descriptions.Item label="Nilai">{nilaiText(d)}</Descriptions.Item>
              <Descriptions.Item label="Lokasi">{d.lokasi_nama ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Boks">
                {d.box_id ? (
                  <LinkButton
                    type="link"
                    style={{ padding: 0 }}
                    to={buildPath('kpk-box-penyerahan-djkn-view', { id: d.box_id })}
                  >
                    {d.box_kode}
                  </LinkButton>
                ) : (
                  '-'
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title="Tindakan" style={{ marginTop: 16 }}>
            {d.boleh_cocok ? (
              <LinkButton to={buildPath('kpk-og-match', { id: d.id })} style={{ marginBottom: 8 }}>
                Cocokkan dengan Rincian Laporan
              </LinkButton>
            ) : null}
            {d.aksi_tersedia.length === 0 ? (
              'Tidak ada tindakan yang dapat Anda lakukan pada objek ini sekarang.'
            ) : (
              <Flex gap={8} wrap>
                {d.aksi_tersedia.map((a) => {
                  const link = recordLink(a, d.id, d.box_id);
                  if (link)
                    return (
                      <LinkButton key={a} type="primary" to={link}>
                        {OG_AKSI_LABELS[a]}
                      </LinkButton>
                    );
                  if (!SINGLE.includes(a)) return null;
                  return (
                    <Button key={a} onClick={() => setAksi(a as SingleAksi)}>
                      {OG_AKSI_LABELS[a]}
                    </Button>
                  );
                })}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          {timeline}
          <FotoCard ogId={d.id} canUpload={profile ? hasPermission(profile, 'update-og') : false} />
          <ResiCard
            laporanId={d.laporan_id}
            canVerify={profile ? hasPermission(profile, 'update-og') : false}
          />
        </Col>
      </Row>
      {aksi ? <AksiModal og={d} aksi={aksi} onClose={() => setAksi(null)} /> : null}
    </>
  );
}

export const OgHistoryPage = () => <OgViewPage historyOnly />;
