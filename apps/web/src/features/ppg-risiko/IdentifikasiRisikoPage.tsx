import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { currentYear, formatDate, type RisikoItem } from '@gratifikasi/domain';
import { Button, Card, Col, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  numberFilter,
  setNumberFilter,
  TahunSelect,
  useTahunAwal,
} from '@/features/ppg-upg-kegiatan/filters';
import { MasterSelect } from '@/features/ppg-upg-kegiatan/MasterSelect';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useHapusRisiko, useRisikoList } from './api';
import { BAND_OPTIONS, BandTag } from './band';
import { PetaRisikoCard } from './PetaRisikoCard';
import { RisikoDrawer } from './RisikoDrawer';

const SCREEN = 'upg-identifikasi-resiko';

/** The institution's risk register: the year's risks by band, its heat map, and the risk form in a drawer. */
export function IdentifikasiRisikoPage() {
  const list = useListQuery(SCREEN);
  const ready = useTahunAwal(SCREEN, list);
  const result = useRisikoList(list.params, ready);
  const hapus = useHapusRisiko();
  const [editing, setEditing] = useState<RisikoItem | null>(null);
  const [open, setOpen] = useState(false);
  const tahun = numberFilter(list, 'tahun') ?? currentYear();

  const openDrawer = (item: RisikoItem | null) => {
    setEditing(item);
    setOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Identifikasi Risiko"
        subtitle="Peta titik rawan gratifikasi di instansi Anda: risiko, penyebab, skor, dan rencana mitigasinya."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
            Tambah Risiko
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card>
            <FilterBar list={list}>
              <TahunSelect list={list} />
              <Select
                aria-label="Tingkat risiko"
                placeholder="Tingkat risiko"
                allowClear
                style={{ width: 180 }}
                value={list.query.filters.band}
                onChange={(v?: string) => list.setFilter('band', v)}
                options={BAND_OPTIONS}
              />
              <MasterSelect
                path="klasifikasi-risiko"
                aria-label="Klasifikasi risiko"
                placeholder="Klasifikasi risiko"
                style={{ width: 200 }}
                value={numberFilter(list, 'klasifikasi_risiko_id')}
                onChange={setNumberFilter(list, 'klasifikasi_risiko_id')}
              />
            </FilterBar>
            <ListTable<RisikoItem>
              list={list}
              result={result}
              rowKey="id"
              noun="risiko"
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
                {
                  key: 'aksi',
                  title: 'Aksi',
                  render: (_, r) => (
                    <Space>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`Ubah ${r.proses_layanan}`}
                        onClick={() => openDrawer(r)}
                      />
                      <ConfirmButton
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Hapus ${r.proses_layanan}`}
                        confirm={`Hapus risiko "${r.proses_layanan}" beserta realisasi mitigasinya?`}
                        okText="Hapus"
                        onConfirm={async () => {
                          await hapus.mutateAsync({ id: r.id, revisi: r.revisi });
                          notify.success('Risiko berhasil dihapus');
                        }}
                      />
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <PetaRisikoCard tahun={tahun} />
        </Col>
      </Row>
      <RisikoDrawer item={editing} open={open} tahun={tahun} onClose={() => setOpen(false)} />
    </>
  );
}
