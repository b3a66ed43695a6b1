import { DeleteOutlined, EditOutlined, FilePdfOutlined, SendOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, type Laporan } from '@gratifikasi/domain';
import { Alert, Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { Deferred } from '@/ui/Deferred';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { downloadFormulir, useDeleteLaporan, useLaporan, useTeruskan } from './api';
import { AREAS, type LaporanArea } from './areas';
import { lewatBatasTeruskan } from './columns';
import { JawabanPelaporSection } from './detail/JawabanPelapor';
import { HistoryTimeline, LampiranSection, RincianSection } from './detail/sections';
import { dateText, InfoList, KANAL_LABELS, StatusTag, TerlambatTag, TerlambatUpgTag, text } from './display';
import { LaporanNotFound } from './LaporanNotFound';
import { useAksiFirst } from './proses/api';
import { PreviousLevels } from './proses/PreviousLevels';
import { ProsesPanel } from './proses/ProsesPanel';

function FormulirButton({ id }: { id: number }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFormulir(id);
    } catch {
      // The api client has already shown the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={run}>
      Unduh Formulir
    </Button>
  );
}

/** The buttons a report offers the caller: edit and delete while editable, forward for a UPG, the PDF. */
function Actions({ area, laporan }: { area: LaporanArea; laporan: Laporan }) {
  const config = AREAS[area];
  const navigate = useNavigate();
  const remove = useDeleteLaporan();
  const teruskan = useTeruskan();
  return (
    <Space wrap>
      {laporan.can_edit && config.edit ? (
        <LinkButton icon={<EditOutlined />} to={buildPath(config.edit, { id: laporan.id })}>
          Ubah
        </LinkButton>
      ) : null}
      {laporan.can_edit ? (
        <ConfirmButton
          danger
          icon={<DeleteOutlined />}
          confirm="Hapus laporan ini? Laporan yang dihapus tidak dapat dikembalikan."
          okText="Hapus"
          onConfirm={async () => {
            await remove.mutateAsync(laporan.id);
            notify.success('Laporan berhasil dihapus');
            if (config.list) navigate(buildPath(config.list));
            else navigate(-1);
          }}
        >
          Hapus
        </ConfirmButton>
      ) : null}
      {laporan.can_teruskan ? (
        <ConfirmButton
          type="primary"
          icon={<SendOutlined />}
          confirm="Teruskan laporan ini ke KPK?"
          okText="Teruskan"
          onConfirm={async () => {
            await teruskan.mutateAsync(laporan.id);
            notify.success('Laporan diteruskan ke KPK');
          }}
        >
          Teruskan ke KPK
        </ConfirmButton>
      ) : null}
      {laporan.nosig ? <FormulirButton id={laporan.id} /> : null}
    </Space>
  );
}

function Details({ area, laporan, ready }: { area: LaporanArea; laporan: Laporan; ready: boolean }) {
  const p = laporan.pelapor;
  const lewat = lewatBatasTeruskan(laporan);
  return (
    <Flex vertical gap={16}>
      {laporan.can_teruskan && laporan.batas_teruskan ? (
        <Alert
          type={lewat ? 'error' : 'info'}
          showIcon
          title={`Batas meneruskan ke KPK: ${formatDate(laporan.batas_teruskan)} (10 hari kerja sejak diterima UPG${laporan.diterima_upg_at ? ` pada ${formatDate(laporan.diterima_upg_at)}` : ''})${lewat ? ' — sudah lewat batas' : ''}`}
        />
      ) : null}
      {laporan.nl_hints.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title="Catatan negative list"
          description={laporan.nl_hints.map((h) => h.pesan).join(' ')}
        />
      ) : null}
      <Card title="Pelapor" size="small">
        <InfoList
          items={[
            ['Nama', p.nama],
            ['NIK', text(p.nik)],
            ['Jabatan', text(p.jabatan)],
            ['Instansi', text(p.instansi_nama)],
            ['Unit Kerja', text(p.unit_kerja_nama)],
            ['Email / Telepon', [p.email, p.telepon].filter(Boolean).join(' / ') || '-'],
          ]}
        />
      </Card>
      <Card title="Peristiwa" size="small">
        <InfoList
          items={[
            ['Jenis Peristiwa', text(laporan.jenis_peristiwa_nama)],
            ['Tempat Penerimaan', text(laporan.tempat_penerimaan)],
            ['Tanggal Penerimaan', dateText(laporan.tanggal_penerimaan)],
            ['Tanggal Lapor', dateText(laporan.tanggal_lapor)],
            ['Batas Lapor (30 HK)', dateText(laporan.batas_lapor)],
            ['Hubungan dengan Pemberi', text(laporan.hubungan_pemberi_penerima_nama)],
            ['Nama Pemberi', text(laporan.nama_pemberi)],
            ['Instansi Pemberi', text(laporan.instansi_pemberi)],
            ['Alamat Pemberi', text(laporan.alamat_pemberi)],
            ['Kanal', KANAL_LABELS[laporan.kanal] ?? laporan.kanal],
            ...(AREAS[area].staff ? ([['Media Laporan', text(laporan.media_laporan_nama)]] as const) : []),
            ['Dibuat Oleh', `${text(laporan.created_by_name)} · ${formatDateTime(laporan.created_at)}`],
          ]}
        />
      </Card>
      <Card title="Rincian Objek Gratifikasi" size="small">
        <RincianSection laporan={laporan} />
      </Card>
      <Card title="Kronologi" size="small">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {text(laporan.kronologi)}
        </Typography.Paragraph>
      </Card>
      <Card title="Lampiran" size="small">
        <LampiranSection laporan={laporan} />
      </Card>
      {area === 'kpk' ? (
        <Card title="Jawaban Pelapor" size="small">
          <Deferred ready={ready}>
            <JawabanPelaporSection laporanId={laporan.id} />
          </Deferred>
        </Card>
      ) : null}
      <Card title="Riwayat Status" size="small">
        <Deferred ready={ready}>
          <HistoryTimeline laporanId={laporan.id} jawaban={area === 'kpk'} />
        </Deferred>
      </Card>
    </Flex>
  );
}

/** One report in full, in any area; the buttons follow what the server says the caller may do. */
export function LaporanDetailPage({
  area,
  below,
}: {
  area: LaporanArea;
  /** What a screen composed in app/ adds under the process panel (the report's path diagram). */
  below?: (laporan: Laporan) => ReactNode;
}) {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 ? id : null;
  const laporan = useLaporan(valid);
  // The decision panel's data is asked for beside the report's; the rest of the page's reads wait for it.
  const ready = useAksiFirst(area === 'kpk' ? valid : null);

  if (laporan.isLoading) return <Skeleton active />;
  if (laporan.isError || !laporan.data) return <LaporanNotFound area={area} />;
  const l = laporan.data;
  return (
    <>
      <PageHeader
        title={l.nosig ? `Laporan ${l.nosig}` : `Draf Laporan #${l.id}`}
        subtitle={
          <Space size={4} wrap>
            <StatusTag status={l.status} label={l.status_nama} />
            <TerlambatTag late={l.is_terlambat} />
            <TerlambatUpgTag late={l.is_terlambat_upg} batas={l.batas_lapor_upg} />
            {l.submitted_at ? <span>Dikirim {formatDateTime(l.submitted_at)}</span> : null}
          </Space>
        }
        extra={<Actions area={area} laporan={l} />}
      />
      {area === 'kpk' ? (
        <div style={{ marginBottom: 16 }}>
          <ProsesPanel laporan={l} />
        </div>
      ) : null}
      {area === 'kpk' && l.nosig ? (
        <div style={{ marginBottom: 16 }}>
          <Deferred ready={ready}>
            <PreviousLevels laporanId={l.id} />
          </Deferred>
        </div>
      ) : null}
      {below ? (
        <div style={{ marginBottom: 16 }}>
          <Deferred ready={ready}>{below(l)}</Deferred>
        </div>
      ) : null}
      <Details area={area} laporan={l} ready={ready} />
    </>
  );
}
