import { formatDateTime } from '@gratifikasi/domain';
import { Alert, Button, Card, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { PageHeader } from '@/ui/PageHeader';
import { type Kiriman, type SimulatorSurat, useEoffice, useSimulatorDecide } from './api';

const STATUS: Record<Kiriman['status'], { label: string; color: string }> = {
  MENUNGGU: { label: 'Menunggu dikirim', color: 'gold' },
  TERKIRIM: { label: 'Menunggu persetujuan', color: 'blue' },
  DISETUJUI: { label: 'Disetujui', color: 'green' },
  DITOLAK: { label: 'Ditolak', color: 'red' },
  DIABAIKAN: { label: 'Diabaikan', color: 'default' },
};

function TolakDialog({ surat, onClose }: { surat: SimulatorSurat | null; onClose: () => void }) {
  const [catatan, setCatatan] = useState('');
  const decide = useSimulatorDecide();
  const tolak = async () => {
    if (!surat) return;
    try {
      await decide.mutateAsync({ id: surat.id, aksi: 'tolak', catatan });
      notify.success('Surat ditolak di e-office');
      setCatatan('');
      onClose();
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <Modal
      open={surat !== null}
      title={`Tolak ${surat?.perihal ?? ''}`}
      okText="Tolak"
      okButtonProps={{ danger: true, disabled: catatan.trim().length < 5, loading: decide.isPending }}
      cancelText="Batal"
      onOk={tolak}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        Catatan ini dikirim kembali bersama laporan kepada penandatangan.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Catatan penolakan"
        rows={3}
        maxLength={2000}
        value={catatan}
        onChange={(e) => setCatatan(e.target.value)}
      />
    </Modal>
  );
}

/**
 * `admin/eoffice-simulator`: the letters sent to the e-office with where each stands (waiting to be sent with its
 * last error, waiting for approval, decided), and — while the demo's simulator stands in for the agency's e-office
 * — its inbox, where the approver approves or rejects. Without an e-office (no EOFFICE_URL outside the demo) it says
 * so. The reports move on by themselves once the job pulls.
 */
export function EofficePage() {
  const view = useEoffice();
  const decide = useSimulatorDecide();
  const [tolak, setTolak] = useState<SimulatorSurat | null>(null);
  const [approved, setApproved] = useState<SimulatorSurat | null>(null);
  // After the approver confirmed (ConfirmButton); a failure is told by the api client.
  const setujui = async (s: SimulatorSurat) => {
    await decide.mutateAsync({ id: s.id, aksi: 'setujui' });
    notify.success(`${s.jenis} disetujui di e-office`);
    setApproved(s);
  };
  const data = view.data;
  return (
    <>
      <PageHeader
        title="E-Office"
        subtitle="SK, SPSK, SP3 dan surat tagihan dikirim ke e-office untuk disetujui dan ditandatangani; statusnya ditarik otomatis: laporan berlanjut sendiri, surat tagihan terbit bagi pelapor."
      />
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        {data?.adapter === 'http' ? (
          <Alert
            type="info"
            showIcon
            message="Terhubung ke e-office instansi (EOFFICE_URL). Simulator tidak aktif."
          />
        ) : null}
        {data?.adapter === 'none' ? (
          <Alert
            type="warning"
            showIcon
            message="E-office belum dikonfigurasi (EOFFICE_URL)."
            description="Surat tidak dapat dikirim untuk persetujuan dan tanda tangan: surat menunggu dengan keterangan ini sampai administrator server mengatur EOFFICE_URL, dan surat tagihan tidak dapat diterbitkan. Simulator e-office hanya ada pada mode demo."
          />
        ) : null}
        {approved ? (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setApproved(null)}
            title={`${approved.jenis} (SIM-${approved.id}) disetujui dan ditandatangani di e-office.`}
            description="Statusnya ditarik otomatis: laporan berlanjut sendiri, tampak pada daftar surat di bawah."
          />
        ) : null}
        {data?.adapter === 'simulator' ? (
          <Card size="small" title="Simulator e-office: surat menunggu persetujuan">
            <Table<SimulatorSurat>
              size="small"
              rowKey="id"
              loading={view.isLoading}
              dataSource={data.simulator.filter((s) => s.status === 'PENDING')}
              pagination={false}
              locale={{ emptyText: 'Tidak ada surat yang menunggu' }}
              columns={[
                { key: 'ref', title: 'Referensi', render: (_, s) => `SIM-${s.id}` },
                { key: 'jenis', title: 'Jenis', render: (_, s) => s.jenis },
                { key: 'perihal', title: 'Perihal', render: (_, s) => s.perihal },
                { key: 'masuk', title: 'Masuk', render: (_, s) => formatDateTime(s.created_at) },
                {
                  key: 'aksi',
                  title: 'Aksi',
                  render: (_, s) => (
                    <Space>
                      <ConfirmButton
                        type="primary"
                        size="small"
                        confirm={`Setujui dan tandatangani ${s.jenis} (SIM-${s.id})?`}
                        okText="Ya, setujui"
                        onConfirm={() => setujui(s)}
                      >
                        Setujui
                      </ConfirmButton>
                      <Button danger size="small" onClick={() => setTolak(s)}>
                        Tolak
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        ) : null}
        <Card size="small" title="Surat yang dikirim ke e-office">
          <Table<Kiriman>
            size="small"
            rowKey="id"
            loading={view.isLoading}
            dataSource={data?.kiriman ?? []}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              {
                key: 'laporan',
                title: 'Laporan',
                render: (_, k) =>
                  k.nosig ??
                  (k.laporan_kegiatan_id ? `Laporan kegiatan #${k.laporan_kegiatan_id}` : `#${k.laporan_id}`),
              },
              { key: 'jenis', title: 'Surat', render: (_, k) => `${k.jenis} (${k.langkah})` },
              { key: 'ref', title: 'Referensi', render: (_, k) => k.ref ?? '-' },
              {
                key: 'status',
                title: 'Status',
                render: (_, k) => <Tag color={STATUS[k.status].color}>{STATUS[k.status].label}</Tag>,
              },
              {
                key: 'ket',
                title: 'Keterangan',
                render: (_, k) =>
                  k.galat_terakhir
                    ? `E-office belum dapat dihubungi (${k.percobaan}×): ${k.galat_terakhir}; dicoba lagi ${formatDateTime(k.coba_lagi_at)}`
                    : (k.catatan ?? '-'),
              },
              { key: 'dikirim', title: 'Dibuat', render: (_, k) => formatDateTime(k.created_at) },
            ]}
          />
        </Card>
      </Space>
      <TolakDialog surat={tolak} onClose={() => setTolak(null)} />
    </>
  );
}
