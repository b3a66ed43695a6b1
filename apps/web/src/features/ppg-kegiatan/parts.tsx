import { STATUS_KEGIATAN_LABELS, type StatusKegiatan } from '@gratifikasi/domain';
import { Table, Tag } from 'antd';
import type { Rekap } from './api';

const WARNA: Record<StatusKegiatan, string> = {
  ANALISIS: 'processing',
  TIDAK_DIPENUHI: 'error',
  DIBATALKAN: 'default',
  PELAPORAN: 'cyan',
  PROSES_USER_LAIN: 'purple',
  EOFFICE: 'gold',
  SELESAI: 'success',
};

export function StatusKegiatanTag({ status }: { status: StatusKegiatan }) {
  return <Tag color={WARNA[status]}>{STATUS_KEGIATAN_LABELS[status] ?? status}</Tag>;
}

/** The activity's steps as its history names them. */
export const LANGKAH_KEGIATAN: Record<string, string> = {
  draf: 'Penyusunan',
  analisis: 'Analisis Group Head PPG',
  pelaksanaan: 'Pelaksanaan & pelaporan',
  proses_laporan: 'Persetujuan laporan',
  eoffice: 'E-Office',
  selesai: 'Selesai',
  tidak_dipenuhi: 'Tidak dipenuhi',
  dibatalkan: 'Dibatalkan/diarsipkan',
};

/** Attendance counts by position level and by institution. */
export function RekapTables({ rekap }: { rekap: Rekap }) {
  return (
    <>
      <Table
        size="small"
        rowKey="level_jabatan"
        pagination={false}
        dataSource={rekap.per_level}
        columns={[
          { key: 'label', title: 'Level jabatan', dataIndex: 'label' },
          { key: 'jumlah', title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table
        size="small"
        rowKey="instansi"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={rekap.per_instansi}
        locale={{ emptyText: 'Belum ada peserta hadir' }}
        columns={[
          { key: 'instansi', title: 'Instansi', dataIndex: 'instansi' },
          { key: 'jumlah', title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
        ]}
      />
    </>
  );
}
