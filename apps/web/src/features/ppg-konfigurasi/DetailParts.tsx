import { formatDateTime, type IndikatorSetDetail, type PermintaanKeputusan } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { type JenisKonfigurasi, useBuatVersi } from './api';
import { useKonfigurasiLinks } from './links';
import { StatusKonfigurasiTag } from './parts';

export const LANGKAH: Record<string, string> = {
  susun: 'Penyusunan oleh Group Head',
  persetujuan: 'Persetujuan Direktur',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
};

type Head = Omit<IndikatorSetDetail, 'indikators' | 'total_bobot'>;

/** The header of a version's detail: edit while a draft, a new version once approved or refused, back to the list. */
export function VersiHeader({ head, jenis, title }: { head: Head; jenis: JenisKonfigurasi; title: string }) {
  const links = useKonfigurasiLinks(jenis === 'konfigurasi-indikator' ? 'indikator' : 'skor');
  const buat = useBuatVersi(jenis);
  const navigate = useNavigate();
  return (
    <PageHeader
      title={`${title} ${head.tahun} · Versi ${head.versi}`}
      subtitle={head.status_label}
      extra={
        <Space wrap>
          {head.dapat_diubah ? (
            <LinkButton type="primary" to={links.edit(head.id)}>
              Ubah
            </LinkButton>
          ) : null}
          {head.dapat_versi_baru ? (
            <Button
              loading={buat.isPending}
              onClick={async () => {
                try {
                  const made = await buat.mutateAsync(head.tahun);
                  notify.success(`Versi baru ${head.tahun} dibuat dari versi yang berlaku`);
                  navigate(links.edit(made.id));
                } catch {
                  // The api client has shown why.
                }
              }}
            >
              Buat versi baru
            </Button>
          ) : null}
          <LinkButton to={links.list}>Kembali ke daftar</LinkButton>
        </Space>
      }
    />
  );
}

/** Status, who drafted and who approved, the drafter's note. */
export function VersiInfo({ head, children }: { head: Head; children?: ReactNode }) {
  return (
    <Card size="small" title="Versi">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Status">
          <StatusKonfigurasiTag status={head.status} berlaku={head.berlaku} />
        </Descriptions.Item>
        <Descriptions.Item label="Penyusun">{head.penyusun ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Disetujui">
          {head.disetujui_at ? `${head.disetujui_oleh ?? '-'} · ${formatDateTime(head.disetujui_at)}` : '-'}
        </Descriptions.Item>
        {head.catatan ? <Descriptions.Item label="Catatan penyusun">{head.catatan}</Descriptions.Item> : null}
        {children}
      </Descriptions>
    </Card>
  );
}

/** The decision panel (send, return, approve, refuse) and the path the version took. */
export function VersiSide({
  head,
  decide,
  pending,
}: {
  head: Head;
  decide: (body: PermintaanKeputusan) => Promise<unknown>;
  pending: boolean;
}) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <KeputusanPanel aksi={head.aksi} decide={decide} pending={pending} subjek="Konfigurasi" tanpa={[]} />
      <Card size="small" title="Riwayat">
        <JejakPermintaan jejak={head.jejak} langkah={LANGKAH} />
      </Card>
    </Space>
  );
}

export { PosisiAlert };
