import { jenisRencanaKerjaLabel, type RencanaKerjaDto } from '@gratifikasi/domain';
import { Table } from 'antd';
import { useKeputusanRencana } from './api';
import { KeputusanKlopCard } from './KeputusanKlopCard';

export { StatusRencanaTag } from './StatusRencanaTag';

/** The plan's activities and targets per quarter. */
export function RencanaKerjaTable({ items }: { items: RencanaKerjaDto['items'] }) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={items}
      locale={{ emptyText: 'Belum ada kegiatan dalam rencana kerja' }}
      columns={[
        { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
        { key: 'jenis', title: 'Jenis Kegiatan', render: (_, r) => jenisRencanaKerjaLabel(r.jenis) },
        { key: 'uraian', title: 'Uraian', dataIndex: 'uraian' },
        { key: 'satuan', title: 'Satuan', dataIndex: 'satuan' },
        { key: 'tw1', title: 'TW I', dataIndex: 'target_tw1', align: 'right' },
        { key: 'tw2', title: 'TW II', dataIndex: 'target_tw2', align: 'right' },
        { key: 'tw3', title: 'TW III', dataIndex: 'target_tw3', align: 'right' },
        { key: 'tw4', title: 'TW IV', dataIndex: 'target_tw4', align: 'right' },
      ]}
    />
  );
}

/** The plan with its status and the caller's decisions: send (UPG), approve or return with notes (reviewer). */
export function RencanaKerjaPanel({ rencana, extra }: { rencana: RencanaKerjaDto; extra?: React.ReactNode }) {
  const putuskan = useKeputusanRencana(rencana.id);
  return (
    <KeputusanKlopCard
      apa="Rencana Kerja"
      subjek={rencana}
      extra={extra}
      pending={putuskan.isPending}
      words={{
        kirim: 'Ajukan',
        kirimConfirm:
          'Ajukan rencana kerja ke KPK? Setelah diajukan, rencana kerja tidak dapat diubah sampai dikembalikan.',
        setuju: 'Setujui',
        setujuConfirm: 'Setujui rencana kerja ini?',
        jadwal: 'Jadwal pengajuan',
        telat: 'diajukan terlambat',
      }}
      decide={async (keputusan, catatan) => {
        await putuskan.mutateAsync({ keputusan, version: rencana.version, catatan });
        return keputusan === 'kirim'
          ? 'Rencana kerja berhasil diajukan'
          : keputusan === 'setuju'
            ? 'Rencana kerja disetujui'
            : 'Rencana kerja dikembalikan';
      }}
    >
      <RencanaKerjaTable items={rencana.items} />
    </KeputusanKlopCard>
  );
}
