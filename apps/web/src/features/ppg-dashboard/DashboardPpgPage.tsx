import { currentYear, type DasborPpg, formatNumber, type SessionView } from '@gratifikasi/domain';
import { Alert, Card, Col, Flex, Row, Select, Skeleton, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { PageHeader } from '@/ui/PageHeader';
import { useDasborPpg } from './api';
import { figureLink, type LinkChoice } from './links';
import { CountList, Figure, MaybeLink, RealisasiCard, RisikoCard } from './parts';

/** The lists behind the KPK dashboard's figures, filtered to what each counts (where the list takes the filter). */
export function kpkLinks(profile: SessionView | null, tahun: number) {
  const link = (...c: LinkChoice[]) => figureLink(profile, ...c);
  return {
    peserta: link(['kpk-gh-konfigurasi-KLOP-index', { tahun }], ['kpk-kpk-profile-klop', { tahun }]),
    profil: link(['kpk-kpk-profile-klop', { tahun }]),
    rencana: (status?: string) => link(['kpk-kpk-profile-klop', { tahun, status_rencana: status }]),
    realisasi: () => link(['kpk-report-kegiatan-instansi', { tahun }]),
    verifikasi: (status?: string) =>
      link(
        ['kpk-ApprovalVerifikasi', { tahun, status, peserta: 'ALL', semua: 'ya' }],
        ['kpk-anggota-verifikasi-list', { tahun, status, peserta: 'ALL' }],
      ),
    skor: () => link(['kpk-report-penilaian-ppg', { tahun }]),
    risiko: (band?: string) => link(['kpk-report-risiko-instansi', { tahun, band_risiko: band }]),
    intervensi: link(['kpk-intervensi-upg', { tahun }]),
  };
}

function Figures({ data, links }: { data: DasborPpg; links: ReturnType<typeof kpkLinks> }) {
  const rencana = (s: string) => data.rencana.per_status.find((r) => r.status === s)?.jumlah ?? 0;
  const selesai = data.verifikasi.per_status.find((r) => r.status === 'SELESAI')?.jumlah ?? 0;
  const figures = [
    { id: 'peserta', label: 'Peserta monev', value: data.peserta, to: links.peserta },
    { id: 'profil', label: 'Profil KLOP diisi', value: data.profil, to: links.profil },
    {
      id: 'rencana-diajukan',
      label: 'Rencana kerja perlu persetujuan',
      value: rencana('submit'),
      to: links.rencana('submit'),
    },
    {
      id: 'rencana-disetujui',
      label: 'Rencana kerja disetujui',
      value: rencana('approved'),
      to: links.rencana('approved'),
    },
    {
      id: 'verifikasi-selesai',
      label: 'Verifikasi selesai',
      value: `${formatNumber(selesai, 0)} / ${formatNumber(data.verifikasi.total, 0)}`,
      to: links.verifikasi('SELESAI'),
    },
    {
      id: 'skor-rata',
      label: 'Rata-rata skor',
      value: data.skor.rata_rata === null ? '-' : formatNumber(data.skor.rata_rata, 2),
      to: links.skor(),
      note: `${formatNumber(data.skor.jumlah, 0)} instansi dinilai`,
    },
    { id: 'intervensi', label: 'Diusulkan intervensi', value: data.intervensi.jumlah, to: links.intervensi },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((f) => (
        <Col key={f.id} xs={12} md={8} xl={6} xxl={3}>
          <Figure {...f} />
        </Col>
      ))}
    </Row>
  );
}

function Intervensi({ data, to }: { data: DasborPpg; to: string | null }) {
  return (
    <Card
      title="Instansi diusulkan intervensi"
      size="small"
      extra={to ? <Link to={to}>Catatan intervensi</Link> : null}
    >
      <Typography.Paragraph type="secondary">
        Skor terakhir di bawah batas intervensi, atau memiliki risiko VERY HIGH; skor terendah lebih dulu.
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => r.instansi.id}
        dataSource={data.intervensi.items}
        locale={{ emptyText: 'Tidak ada instansi yang diusulkan intervensi' }}
        columns={[
          { title: 'Instansi', render: (_, r) => r.instansi.nama },
          {
            title: 'Skor',
            align: 'right',
            render: (_, r) => (r.total === null ? '-' : formatNumber(r.total, 2)),
          },
          {
            title: 'Risiko VERY HIGH',
            align: 'right',
            render: (_, r) => formatNumber(r.risiko_very_high, 0),
          },
          { title: 'Alasan', render: (_, r) => r.alasan.replace(/^Diusulkan intervensi: /, '') },
        ]}
      />
      {data.intervensi.jumlah > data.intervensi.items.length ? (
        <Typography.Text type="secondary">
          {formatNumber(data.intervensi.items.length, 0)} dari {formatNumber(data.intervensi.jumlah, 0)}{' '}
          instansi. <MaybeLink to={to}>Lihat semua</MaybeLink>
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** The dashboard's body for a year: figures, realisation, risks, verification steps, score bands, interventions. */
export function DashboardPpgBody({ tahun }: { tahun: number }) {
  const { profile } = useSession();
  const query = useDasborPpg(tahun);
  const links = kpkLinks(profile, tahun);
  if (query.isError) return <Alert type="error" showIcon title="Dasbor PPG belum dapat dimuat." />;
  const data = query.data;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={16}>
      <Figures data={data} links={links} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <RealisasiCard realisasi={data.realisasi} linkOf={() => links.realisasi()} />
        </Col>
        <Col xs={24} lg={10}>
          <RisikoCard risiko={data.risiko} linkOf={links.risiko} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <CountList
            title="Rencana kerja per status"
            rows={data.rencana.per_status.map((r) => ({ key: r.status, label: r.label, jumlah: r.jumlah }))}
            linkOf={links.rencana}
            emptyText="Belum ada rencana kerja tahun ini"
          />
        </Col>
        <Col xs={24} lg={8}>
          <CountList
            title="Verifikasi per langkah"
            rows={data.verifikasi.per_status.map((r) => ({
              key: r.status,
              label: r.label,
              jumlah: r.jumlah,
            }))}
            linkOf={links.verifikasi}
            emptyText="Belum ada verifikasi tahun ini"
          />
        </Col>
        <Col xs={24} lg={8}>
          <CountList
            title="Sebaran skor"
            rows={data.skor.pita.map((p) => ({ key: p.kode, label: p.label, jumlah: p.jumlah }))}
            linkOf={() => links.skor()}
            emptyText="Belum ada skor yang disetujui direktur tahun ini"
          />
        </Col>
      </Row>
      <Intervensi data={data} to={links.intervensi} />
      <Typography.Text type="secondary">
        Setiap angka membuka daftar atau laporan di baliknya.
      </Typography.Text>
    </Flex>
  );
}

/** `dashboard-ppg` (this year's frame) and `dashboard-ppg-old` (the previous year's), with a year picker. */
export function DashboardPpgPage({ lama = false }: { lama?: boolean }) {
  const [search, setSearch] = useSearchParams();
  const base = currentYear() - (lama ? 1 : 0);
  const tahun = Number(search.get('tahun')) || base;
  const other = buildPath(lama ? 'kpk-dashboard-ppg' : 'kpk-dashboard-ppg-old');
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={lama ? 'Dasbor PPG Tahun Lalu' : 'Dasbor PPG'}
        subtitle={`Pemantauan pengendalian gratifikasi instansi peserta tahun ${tahun}.`}
        extra={
          <Flex gap={12} align="center" wrap>
            <Link to={other}>{lama ? 'Dasbor tahun ini' : 'Dasbor tahun lalu'}</Link>
            <Select
              aria-label="Tahun"
              style={{ width: 110 }}
              value={tahun}
              onChange={(v) => setSearch({ tahun: String(v) })}
              options={Array.from({ length: 8 }, (_, i) => currentYear() - i).map((y) => ({
                value: y,
                label: String(y),
              }))}
            />
          </Flex>
        }
      />
      <DashboardPpgBody tahun={tahun} />
    </Flex>
  );
}

export const DashboardPpgOldPage = () => <DashboardPpgPage lama />;
