import { PlusOutlined } from '@ant-design/icons';
import {
  formatDate,
  type KonfigurasiItem,
  STATUS_KONFIGURASI,
  STATUS_KONFIGURASI_LABELS,
  type StatusKonfigurasi,
} from '@gratifikasi/domain';
import { Button, Card, Form, Modal, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { FilterBar } from '@/ui/FilterBar';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type JenisKonfigurasi, useBuatVersi, useVersiList } from './api';
import { type Konfigurasi, useEditor, useKonfigurasiLinks } from './links';
import { StatusKonfigurasiTag, TahunSelect, tahunIni } from './parts';

const statusOf = (v: string | undefined) =>
  (STATUS_KONFIGURASI as readonly string[]).includes(v ?? '') ? (v as StatusKonfigurasi) : undefined;

interface Spec {
  jenis: JenisKonfigurasi;
  konfigurasi: Konfigurasi;
  title: string;
  subtitle: string;
  noun: string;
  jumlah: string;
}

const SPECS: Record<Konfigurasi, Spec> = {
  indikator: {
    jenis: 'konfigurasi-indikator',
    konfigurasi: 'indikator',
    title: 'Konfigurasi Indikator',
    subtitle:
      'Set indikator monitoring per tahun: tahap, bobot, dan bukti dukung. Disusun Group Head, disetujui Direktur; versi yang disetujui dibekukan.',
    noun: 'konfigurasi indikator',
    jumlah: 'Indikator',
  },
  skor: {
    jenis: 'kriteria-verif-skor',
    konfigurasi: 'skor',
    title: 'Konfigurasi Skor Verifikasi',
    subtitle:
      'Tingkat skor yang dapat diberikan verifikator untuk setiap indikator. Disusun Group Head atas set indikator yang berlaku, disetujui Direktur.',
    noun: 'konfigurasi skor verifikasi',
    jumlah: 'Tingkat skor',
  },
};

/** Starts a new draft version of a year (copied from the version in force, or last year's). */
function BuatVersi({ spec, to }: { spec: Spec; to: (id: number) => string }) {
  const [open, setOpen] = useState(false);
  const [tahun, setTahun] = useState<number | undefined>(tahunIni());
  const buat = useBuatVersi(spec.jenis);
  const navigate = useNavigate();
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Buat Versi
      </Button>
      <Modal
        open={open}
        title={`Buat versi ${spec.noun}`}
        okText="Buat draf"
        cancelText="Batal"
        confirmLoading={buat.isPending}
        okButtonProps={{ disabled: !tahun }}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          if (!tahun) return;
          try {
            const made = await buat.mutateAsync(tahun);
            notify.success(`Draf ${spec.noun} ${tahun} dibuat`);
            setOpen(false);
            navigate(to(made.id));
          } catch {
            // The api client has shown why (409: a version of the year is still open).
          }
        }}
      >
        <Form layout="vertical">
          <Form.Item label="Tahun" required>
            <TahunSelect value={tahun} onChange={setTahun} />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary">
          Draf disalin dari versi yang berlaku pada tahun itu, atau dari versi terakhir yang disetujui tahun
          sebelumnya.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

/**
 * The versions of a configuration, by year and status: `konfigurasi-indikator-list`, `gh-konfigurasi-skor-verifikasi`,
 * the approval queues (`approve-konfigurasi-skor-verifikasi`, `direktur-approval-konfigurasi-skor-verifikasi`: the
 * versions waiting for the director) and the admin lists.
 */
function VersiListPage({ spec, screen, antrean }: { spec: Spec; screen: string; antrean?: boolean }) {
  const links = useKonfigurasiLinks(spec.konfigurasi);
  const list = useListQuery(screen);
  const status = antrean ? ('IN PROGRESS' as const) : statusOf(list.query.filters.status);
  const tahun = Number(list.query.filters.tahun) || undefined;
  const result = useVersiList(spec.jenis, {
    tahun,
    status,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  const { canEdit } = useEditor(spec.konfigurasi);
  return (
    <>
      <PageHeader
        title={antrean ? `Persetujuan ${spec.title}` : spec.title}
        subtitle={antrean ? 'Versi yang menunggu persetujuan Direktur.' : spec.subtitle}
        extra={canEdit && !antrean ? <BuatVersi spec={spec} to={links.edit} /> : null}
      />
      <Card>
        {antrean ? null : (
          <Tabs
            activeKey={status ?? ''}
            onChange={(key) => list.setFilter('status', key)}
            items={[
              { key: '', label: 'Semua' },
              ...STATUS_KONFIGURASI.map((s) => ({ key: s, label: STATUS_KONFIGURASI_LABELS[s] })),
            ]}
          />
        )}
        <Space style={{ marginBottom: 12 }}>
          <TahunSelect
            value={tahun}
            allowClear
            onChange={(v) => list.setFilter('tahun', v ? String(v) : undefined)}
          />
        </Space>
        <FilterBar list={list} active={isFiltered(list, ['status'])} />
        <ListTable<KonfigurasiItem>
          list={list}
          result={result}
          rowKey="id"
          noun={spec.noun}
          filtered={isFiltered(list, ['status'])}
          emptyText={antrean ? 'Tidak ada yang menunggu persetujuan' : `Belum ada ${spec.noun}`}
          columns={[
            {
              key: 'tahun',
              title: 'Tahun',
              render: (_, r) => <Link to={links.detail(r.id)}>{r.tahun}</Link>,
            },
            {
              key: 'versi',
              title: 'Versi',
              render: (_, r) => (
                <Link to={links.detail(r.id)}>
                  Versi {r.versi}
                  {r.indikator_versi ? ` (indikator v${r.indikator_versi})` : ''}
                </Link>
              ),
            },
            { key: 'jumlah', title: spec.jumlah, align: 'right', render: (_, r) => r.jumlah },
            { key: 'penyusun', title: 'Penyusun', render: (_, r) => r.penyusun ?? '-' },
            { key: 'diubah', title: 'Diubah', render: (_, r) => formatDate(r.updated_at) },
            {
              key: 'disetujui',
              title: 'Disetujui',
              render: (_, r) => (r.disetujui_at ? formatDate(r.disetujui_at) : '-'),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => <StatusKonfigurasiTag status={r.status} berlaku={r.berlaku} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

export const IndikatorListPage = () => (
  <VersiListPage
    spec={SPECS.indikator}
    screen={
      useKonfigurasiLinks('indikator').admin
        ? 'admin-konfigurasi-indikators'
        : 'kpk-konfigurasi-indikator-list'
    }
  />
);
export const SkorListPage = () => (
  <VersiListPage
    spec={SPECS.skor}
    screen={
      useKonfigurasiLinks('skor').admin
        ? 'admin-konfigurasi-skor-verifikasis'
        : 'kpk-gh-konfigurasi-skor-verifikasi'
    }
  />
);
export const SkorAntreanPage = () => (
  <VersiListPage spec={SPECS.skor} screen="kpk-approve-konfigurasi-skor-verifikasi" antrean />
);
export const SkorAntreanDirekturPage = () => (
  <VersiListPage spec={SPECS.skor} screen="kpk-direktur-approval-konfigurasi-skor-verifikasi" antrean />
);
