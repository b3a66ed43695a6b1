import { DownloadOutlined } from '@ant-design/icons';
import { jenisRencanaKerjaLabel, type RealisasiDto, type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import { Button, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { KeputusanKlopCard } from '../ppg-profil-klop/KeputusanKlopCard';
import { useBukti, useKeputusanRealisasi } from './api';

/** Per plan item: the quarter's target, the figure achieved, what was done and the evidence (download). */
export function RealisasiTable({ realisasi }: { realisasi: RealisasiDto }) {
  const bukti = useBukti();
  return (
    <Table
      size="small"
      rowKey="rencana_item_id"
      pagination={false}
      dataSource={realisasi.items}
      locale={{ emptyText: 'Rencana kerja belum memiliki kegiatan' }}
      columns={[
        { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
        {
          key: 'kegiatan',
          title: 'Kegiatan',
          render: (_, r) => (
            <>
              <Typography.Text type="secondary">{jenisRencanaKerjaLabel(r.jenis)}</Typography.Text>
              <div>{r.uraian_kegiatan}</div>
            </>
          ),
        },
        { key: 'target', title: 'Target', align: 'right', render: (_, r) => `${r.target} ${r.satuan}` },
        { key: 'capaian', title: 'Realisasi', align: 'right', render: (_, r) => `${r.capaian} ${r.satuan}` },
        {
          key: 'persen',
          title: '%',
          align: 'right',
          render: (_, r) => (r.persen === null ? '-' : `${r.persen}%`),
        },
        { key: 'uraian', title: 'Yang Dilaksanakan', render: (_, r) => r.uraian ?? '-' },
        {
          key: 'bukti',
          title: 'Bukti',
          render: (_, r) =>
            r.bukti.length === 0 || r.id === null
              ? '-'
              : r.bukti.map((f) => (
                  <div key={f.id}>
                    <Button
                      type="link"
                      size="small"
                      icon={<DownloadOutlined />}
                      onClick={() => bukti.download(r.id as number, f.id).catch(() => undefined)}
                    >
                      {f.original_name}
                    </Button>
                  </div>
                )),
        },
      ]}
    />
  );
}

/** A quarter's realisation with its status and the caller's decisions: send (UPG), accept or return (reviewer). */
export function RealisasiPanel({
  realisasi,
  upgId,
  extra,
}: {
  realisasi: RealisasiDto;
  upgId?: number;
  extra?: ReactNode;
}) {
  const tw = realisasi.triwulan as Triwulan;
  const putuskan = useKeputusanRealisasi(realisasi.tahun, tw, upgId);
  const apa = `Realisasi ${triwulanLabel(tw)}`;
  return (
    <KeputusanKlopCard
      apa={apa}
      subjek={realisasi}
      extra={extra}
      pending={putuskan.isPending}
      words={{
        kirim: 'Kirim',
        kirimConfirm: `Kirim ${apa.toLowerCase()} ke KPK? Setelah dikirim, realisasi tidak dapat diubah sampai dikembalikan.`,
        setuju: 'Terima',
        setujuConfirm: `Terima ${apa.toLowerCase()} ini?`,
        jadwal: 'Jadwal pengiriman',
        telat: 'dikirim terlambat',
      }}
      decide={async (keputusan, catatan) => {
        await putuskan.mutateAsync({ keputusan, version: realisasi.version, catatan });
        return keputusan === 'kirim'
          ? `${apa} berhasil dikirim`
          : keputusan === 'setuju'
            ? `${apa} diterima`
            : `${apa} dikembalikan`;
      }}
    >
      <RealisasiTable realisasi={realisasi} />
    </KeputusanKlopCard>
  );
}
