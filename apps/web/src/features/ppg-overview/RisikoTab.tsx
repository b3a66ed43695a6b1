import { formatDate, type RisikoItem } from '@gratifikasi/domain';
import { Card, Col, Row, Space, Typography } from 'antd';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { useRisikoList } from '../ppg-risiko/api';
import { BandTag } from '../ppg-risiko/band';
import { PetaRisikoCard } from '../ppg-risiko/PetaRisikoCard';
import type { TabProps } from './tabs';
import { useLocalList } from './useLocalList';

/** The year's risk register (each risk's band as SPEC §4 colours it) beside the heat map. */
export function RisikoTab({ area, instansiId, tahun }: TabProps) {
  const list = useLocalList({ tahun, instansi_id: instansiId });
  const result = useRisikoList(list.params);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card
          title={`Register Risiko ${tahun}`}
          extra={
            area === 'upg' ? (
              <LinkButton to={buildPath('upg-identifikasi-resiko')}>Kelola Risiko</LinkButton>
            ) : null
          }
        >
          <ListTable<RisikoItem>
            list={list}
            result={result}
            rowKey="id"
            noun="risiko"
            filtered={false}
            emptyText={`Belum ada risiko tahun ${tahun}`}
            columns={[
              {
                key: 'proses_layanan',
                title: 'Proses/Layanan dan Risiko',
                sorter: true,
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    <Typography.Text strong>{r.proses_layanan}</Typography.Text>
                    <Typography.Text type="secondary">{r.risiko}</Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'penyebab',
                title: 'Penyebab',
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    {r.penyebab_risiko.nama}
                    <Typography.Text type="secondary">{r.klasifikasi_risiko.nama}</Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'skor',
                title: 'Tingkat Risiko',
                sorter: true,
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    <BandTag skor={r.skor} />
                    <Typography.Text type="secondary">
                      P{r.probabilitas_risiko.nilai} × D{r.dampak_kerugian.nilai}
                      {r.level_risiko ? ` · ${r.level_risiko.nama}` : ''}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'tenggat',
                title: 'Mitigasi',
                sorter: true,
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    {r.rencana_mitigasi}
                    <Typography.Text type="secondary">
                      {r.penanggung_jawab} · tenggat {formatDate(r.tenggat)}
                      {r.progres_terakhir !== null ? ` · progres ${r.progres_terakhir}%` : ''}
                    </Typography.Text>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <PetaRisikoCard tahun={tahun} instansiId={instansiId} />
      </Col>
    </Row>
  );
}
