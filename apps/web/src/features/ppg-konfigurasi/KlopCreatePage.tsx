import { type JadwalDatar, jadwalDariDatar, jadwalDatar, salinJadwal } from '@gratifikasi/domain';
import { Alert, Card, Checkbox, Form, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useJadwal, useSalinTahunLalu, useSimpanJadwal } from './api';
import { JadwalForm } from './JadwalForm';
import { TahunSelect, tahunIni } from './parts';

/**
 * `konfigurasi-klop-create`: a new monitoring year — its schedule (suggested, or last year's moved a year) and,
 * optionally, last year's participants copied.
 */
export function KlopCreatePage() {
  const navigate = useNavigate();
  const [tahun, setTahun] = useState(tahunIni() + 1);
  const [salinPeserta, setSalinPeserta] = useState(true);
  const jadwal = useJadwal(tahun);
  const lalu = useJadwal(tahun - 1);
  const simpan = useSimpanJadwal(tahun);
  const salin = useSalinTahunLalu();
  const index = buildPath('kpk-gh-konfigurasi-KLOP-index');
  const ready = jadwal.data && lalu.data;
  // Last year's schedule moved a year when there is one, else the suggested schedule.
  const initial =
    lalu.data?.ada && !jadwal.data?.ada
      ? jadwalDatar(salinJadwal(jadwalDariDatar(tahun - 1, lalu.data.jadwal as JadwalDatar), tahun))
      : jadwal.data?.jadwal;
  return (
    <>
      <PageHeader
        title="Tambah Konfigurasi KLOP"
        subtitle="Jadwal monitoring tahun baru dan peserta monev-nya."
        extra={<LinkButton to={index}>Kembali</LinkButton>}
      />
      <Card style={{ maxWidth: 720 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Form layout="inline">
            <Form.Item label="Tahun">
              <TahunSelect value={tahun} onChange={(v) => v && setTahun(v)} />
            </Form.Item>
            <Form.Item>
              <Checkbox
                checked={salinPeserta}
                disabled={!lalu.data?.jumlah_peserta}
                onChange={(e) => setSalinPeserta(e.target.checked)}
              >
                Salin {lalu.data?.jumlah_peserta ?? 0} peserta tahun {tahun - 1}
              </Checkbox>
            </Form.Item>
          </Form>
          {!ready ? (
            <Skeleton active />
          ) : jadwal.data?.ada ? (
            <Alert
              type="info"
              showIcon
              title={`Jadwal tahun ${tahun} sudah ada`}
              description={<LinkButton to={`${index}?tahun=${tahun}`}>Buka konfigurasi {tahun}</LinkButton>}
            />
          ) : (
            <JadwalForm
              key={tahun}
              tahun={tahun}
              initial={initial as never}
              submitText="Simpan"
              pending={simpan.isPending || salin.isPending}
              onSubmit={async (values) => {
                await simpan.mutateAsync({ ...values, revisi: 0 });
                if (salinPeserta && lalu.data?.jumlah_peserta) await salin.mutateAsync(tahun);
                notify.success(`Konfigurasi monitoring ${tahun} dibuat`);
                navigate(`${index}?tahun=${tahun}`);
              }}
            />
          )}
        </Space>
      </Card>
    </>
  );
}
