import {
  currentYear,
  formatDate,
  type IntervensiItem,
  JENIS_INTERVENSI,
  STATUS_INTERVENSI,
} from '@gratifikasi/domain';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { numberFilter, TahunSelect, useTahunAwal } from '@/features/ppg-upg-kegiatan/filters';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportIntervensi, useIntervensiList } from './api';
import { IntervensiDrawer } from './IntervensiDrawer';
import { STATUS_COLOUR, type Subjek } from './model';
import { UsulanCard } from './UsulanCard';

const SCREEN = 'kpk-intervensi-upg';

/**
 * `intervensi-upg` (issue 25 §3): the year's proposed institutions with the recommendation, and the interventions
 * the PPG team recorded with their follow-up, filtered, sorted, paged and exported.
 */
export function IntervensiPage() {
  const list = useListQuery(SCREEN);
  const ready = useTahunAwal(SCREEN, list);
  const result = useIntervensiList(list.params, ready);
  const tahun = numberFilter(list, 'tahun') ?? currentYear();
  const [subjek, setSubjek] = useState<Subjek>(null);

  return (
    <>
      <PageHeader
        title="Intervensi UPG"
        subtitle="Intervensi tim PPG pada instansi dengan skor rendah atau risiko sangat tinggi, beserta tindak lanjutnya."
      />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <UsulanCard
          tahun={tahun}
          onCatat={(usulan) => setSubjek({ kind: 'baru', usulan })}
          onLihat={(id) => setSubjek({ kind: 'ada', id })}
        />
        <Card
          title="Intervensi Tercatat"
          extra={<ExportButton onExport={() => exportIntervensi(list.params)} />}
        >
          <FilterBar list={list}>
            <TahunSelect list={list} />
            <Select
              aria-label="Status"
              placeholder="Status"
              allowClear
              style={{ width: 160 }}
              value={list.query.filters.status}
              onChange={(v?: string) => list.setFilter('status', v)}
              options={Object.entries(STATUS_INTERVENSI).map(([value, label]) => ({ value, label }))}
            />
            <Select
              aria-label="Jenis intervensi"
              placeholder="Jenis intervensi"
              allowClear
              style={{ width: 240 }}
              value={list.query.filters.jenis}
              onChange={(v?: string) => list.setFilter('jenis', v)}
              options={Object.entries(JENIS_INTERVENSI).map(([value, label]) => ({ value, label }))}
            />
          </FilterBar>
          <ListTable<IntervensiItem>
            list={list}
            result={result}
            rowKey="id"
            noun="intervensi"
            columns={[
              {
                key: 'instansi',
                title: 'Instansi',
                sorter: true,
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    <Typography.Text strong>{r.instansi.nama}</Typography.Text>
                    <Typography.Text type="secondary">{r.alasan}</Typography.Text>
                  </Space>
                ),
              },
              { key: 'tanggal', title: 'Tanggal', sorter: true, render: (_, r) => formatDate(r.tanggal) },
              {
                key: 'jenis',
                title: 'Jenis dan Rekomendasi',
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    {JENIS_INTERVENSI[r.jenis]}
                    <Typography.Text type="secondary">{r.rekomendasi.nama}</Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'status',
                title: 'Status',
                sorter: true,
                render: (_, r) => <Tag color={STATUS_COLOUR[r.status]}>{STATUS_INTERVENSI[r.status]}</Tag>,
              },
              {
                key: 'tindak_lanjut',
                title: 'Tindak Lanjut',
                render: (_, r) =>
                  r.jumlah_tindak_lanjut === 0
                    ? 'Belum ada'
                    : `${r.jumlah_tindak_lanjut} catatan, terakhir ${formatDate(r.tindak_lanjut_terakhir ?? '')}`,
              },
              {
                key: 'aksi',
                title: 'Aksi',
                render: (_, r) => {
                  // The name starts with the visible words (axe label-content-name-mismatch), then says whose.
                  const teks = r.status === 'SELESAI' ? 'Lihat' : 'Tindak Lanjut';
                  return (
                    <Button
                      size="small"
                      aria-label={`${teks} intervensi ${r.instansi.nama}`}
                      onClick={() => setSubjek({ kind: 'ada', id: r.id })}
                    >
                      {teks}
                    </Button>
                  );
                },
              },
            ]}
          />
        </Card>
      </Space>
      <IntervensiDrawer subjek={subjek} onClose={() => setSubjek(null)} />
    </>
  );
}
