import { formatDateTime, type PenghapusanDetail, penghapusanCreateSchema } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Drawer, Form, Input, Result, Skeleton, Space } from 'antd';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { zodField } from '@/ui/zodRule';
import { useEditPenghapusan, usePenghapusan } from './api';
import { JejakPermintaan, KeputusanPanel, PosisiAlert, StatusPermintaanTag } from './parts';

function EditAlasan({ detail }: { detail: PenghapusanDetail }) {
  const edit = useEditPenghapusan(detail.id);
  return (
    <Card size="small" title="Perbaiki dan kirim ulang">
      <Form
        layout="vertical"
        initialValues={{ alasan: detail.alasan }}
        onFinish={async (values: { alasan: string }) => {
          try {
            await edit.mutateAsync({ alasan: values.alasan, versi: detail.aksi.version });
            notify.success('Permintaan penghapusan dikirim ulang');
          } catch {
            // Shown by the api client.
          }
        }}
      >
        <Form.Item
          name="alasan"
          label="Alasan penghapusan"
          rules={[zodField(penghapusanCreateSchema, 'alasan')]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          Simpan dan Kirim Ulang
        </Button>
      </Form>
    </Card>
  );
}

/** One deletion request: its report, where it stands, the decision panel (group head, director), its path. */
export function PenghapusanDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = usePenghapusan(id);
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} width={640} title="Permintaan penghapusan laporan">
      {detail.isLoading ? <Skeleton active /> : null}
      {!detail.isLoading && !d ? <Result status="404" title="Permintaan tidak ditemukan" /> : null}
      {d ? (
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <PosisiAlert aksi={d.aksi} />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Status">
              <StatusPermintaanTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Laporan">
              {d.laporan.dihapus ? (
                `${d.nosig ?? '-'} (sudah dihapus)`
              ) : (
                <LinkButton
                  type="link"
                  style={{ padding: 0 }}
                  to={buildPath('kpk-laporan-detail', { id: d.laporan_id })}
                >
                  {d.nosig ?? `#${d.laporan_id}`}
                </LinkButton>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Pelapor">{d.pelapor_nama ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Langkah laporan">{d.laporan_step ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Alasan">{d.alasan}</Descriptions.Item>
            <Descriptions.Item label="Pengaju">{d.pengaju ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Diajukan">{formatDateTime(d.created_at)}</Descriptions.Item>
          </Descriptions>
          {d.dapat_diubah ? (
            <EditAlasan detail={d} />
          ) : (
            <KeputusanPanel jenis="penghapusan" id={d.id} aksi={d.aksi} />
          )}
          <Card size="small" title="Riwayat permintaan">
            <JejakPermintaan jejak={d.jejak} langkah={d.langkah} />
          </Card>
        </Space>
      ) : null}
    </Drawer>
  );
}
