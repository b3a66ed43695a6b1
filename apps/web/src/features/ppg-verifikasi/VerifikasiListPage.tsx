import { UnorderedListOutlined } from '@ant-design/icons';
import {
  formatDate,
  STATUS_VERIFIKASI,
  STATUS_VERIFIKASI_LABELS,
  type StatusVerifikasi,
  type VerifikasiItem,
} from '@gratifikasi/domain';
import { Button, Card, Form, Modal, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '@/platform/notify';
import { FilterBar } from '@/ui/FilterBar';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useAnggotaPpg, useBuatDaftar, useVerifikasiList } from './api';
import { StatusVerifikasiTag, TahunVerifikasiSelect, tahunIni, useVerifikasiLinks } from './parts';

const statusOf = (v: string | undefined) =>
  (STATUS_VERIFIKASI as readonly string[]).includes(v ?? '') ? (v as StatusVerifikasi) : undefined;

/** "Buat daftar verifikasi": one verification per participant of the year, new ones assigned to a member. */
function BuatDaftar() {
  const [open, setOpen] = useState(false);
  const [tahun, setTahun] = useState<number | undefined>(tahunIni());
  const [anggota, setAnggota] = useState<number | undefined>();
  const members = useAnggotaPpg(open);
  const buat = useBuatDaftar();
  return (
    <>
      <Button type="primary" icon={<UnorderedListOutlined />} onClick={() => setOpen(true)}>
        Buat daftar verifikasi
      </Button>
      <Modal
        open={open}
        title="Buat daftar verifikasi"
        okText="Buat daftar"
        cancelText="Batal"
        confirmLoading={buat.isPending}
        okButtonProps={{ disabled: !tahun || !anggota }}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          if (!tahun || !anggota) return;
          try {
            const made = await buat.mutateAsync({ tahun, anggota_user_id: anggota });
            notify.success(`${made.dibuat} verifikasi dibuat, ${made.sudah_ada} sudah ada`);
            setOpen(false);
          } catch {
            // The api client has shown why (409: the year's criteria are not approved yet).
          }
        }}
      >
        <Form layout="vertical">
          <Form.Item label="Tahun" required>
            <TahunVerifikasiSelect value={tahun} onChange={setTahun} />
          </Form.Item>
          <Form.Item label="Anggota tim penilai" required>
            <Select
              aria-label="Anggota tim penilai"
              placeholder="Pilih anggota tim PPG"
              loading={members.isLoading}
              value={anggota}
              onChange={setAnggota}
              options={(members.data ?? []).map((m) => ({ value: m.id, label: m.nama }))}
            />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary">
          Satu verifikasi dibuat untuk setiap peserta monev tahun itu yang belum memilikinya, atas versi
          indikator dan kriteria skor yang berlaku. Verifikasi yang sudah ada tidak diubah.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

/**
 * `anggota-verifikasi-list` (the member's queue: their own verifications) and `ApprovalVerifikasi` (the reviewers':
 * what waits on their step, or every verification): year, status, MONEV/ALL participants, institution search.
 */
function VerifikasiListPage({ screen, antrean }: { screen: string; antrean: boolean }) {
  const list = useListQuery(screen);
  const links = useVerifikasiLinks();
  const f = list.query.filters;
  const tahun = Number(f.tahun) || undefined;
  const status = statusOf(f.status);
  const peserta = f.peserta === 'ALL' ? 'ALL' : 'MONEV';
  const menunggu = antrean && f.semua !== 'ya' ? ('ya' as const) : undefined;
  const result = useVerifikasiList({
    tahun,
    status,
    peserta,
    q: list.query.q || undefined,
    menunggu,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  return (
    <>
      <PageHeader
        title={antrean ? 'Persetujuan Verifikasi Indikator' : 'Daftar Verifikasi Indikator'}
        subtitle={
          antrean
            ? 'Verifikasi yang menunggu keputusan Anda, atau seluruh verifikasi.'
            : 'Verifikasi instansi yang ditugaskan kepada Anda.'
        }
        extra={links.pembuatDaftar ? <BuatDaftar /> : null}
      />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          {antrean ? (
            <Segmented
              value={menunggu ? 'ya' : 'semua'}
              onChange={(v) => list.setFilter('semua', v === 'semua' ? 'ya' : undefined)}
              options={[
                { value: 'ya', label: 'Menunggu saya' },
                { value: 'semua', label: 'Semua' },
              ]}
            />
          ) : null}
          <Segmented
            aria-label="Peserta"
            value={peserta}
            onChange={(v) => list.setFilter('peserta', v === 'ALL' ? 'ALL' : undefined)}
            options={[
              { value: 'MONEV', label: 'Peserta monev' },
              { value: 'ALL', label: 'Semua' },
            ]}
          />
          <TahunVerifikasiSelect
            value={tahun}
            allowClear
            onChange={(v) => list.setFilter('tahun', v ? String(v) : undefined)}
          />
          <Select
            aria-label="Status"
            allowClear
            placeholder="Status"
            style={{ width: 240 }}
            value={status}
            onChange={(v) => list.setFilter('status', v ?? undefined)}
            options={STATUS_VERIFIKASI.map((s) => ({ value: s, label: STATUS_VERIFIKASI_LABELS[s] }))}
          />
        </Space>
        <FilterBar list={list} active={isFiltered(list, ['semua'])} />
        <ListTable<VerifikasiItem>
          list={list}
          result={result}
          rowKey="id"
          noun="verifikasi"
          filtered={isFiltered(list, ['semua'])}
          emptyText={antrean ? 'Tidak ada verifikasi yang menunggu keputusan Anda' : 'Belum ada verifikasi'}
          columns={[
            {
              key: 'instansi',
              title: 'Instansi',
              render: (_, r) => <Link to={links.detail(r.id)}>{r.instansi.nama}</Link>,
            },
            { key: 'tahun', title: 'Tahun', render: (_, r) => r.tahun },
            { key: 'anggota', title: 'Anggota penilai', render: (_, r) => r.anggota.nama },
            {
              key: 'dinilai',
              title: 'Indikator dinilai',
              align: 'right',
              render: (_, r) => `${r.jumlah_dinilai}/${r.jumlah_indikator}`,
            },
            {
              key: 'skor',
              title: 'Skor akhir',
              align: 'right',
              render: (_, r) => (r.total === null ? '-' : r.total.toLocaleString('id-ID')),
            },
            { key: 'diubah', title: 'Diubah', render: (_, r) => formatDate(r.updated_at) },
            { key: 'status', title: 'Status', render: (_, r) => <StatusVerifikasiTag status={r.status} /> },
          ]}
        />
      </Card>
    </>
  );
}

export const AnggotaVerifikasiListPage = () => (
  <VerifikasiListPage screen="kpk-anggota-verifikasi-list" antrean={false} />
);
export const ApprovalVerifikasiPage = () => <VerifikasiListPage screen="kpk-ApprovalVerifikasi" antrean />;
