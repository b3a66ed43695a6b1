import { FilePdfOutlined } from '@ant-design/icons';
import { buildPath, formatDate } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Flex, Form, Input, Result, Skeleton, Table } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { downloadBeritaAcara, useDokumen, useEditDokumen } from './api';
import type { JenisConfig } from './jenis';
import { ogColumns, todayIso } from './parts';

/** `<prefix>-view/:id` (and `-edit/:id`): the berita acara, the objects it moved, its PDF; the edit corrects the party. */
export function DokumenViewPage({ cfg, edit = false }: { cfg: JenisConfig; edit?: boolean }) {
  const id = Number(useParams().id);
  const doc = useDokumen(id);
  const save = useEditDokumen(id);
  const navigate = useNavigate();
  const back = <LinkButton to={buildPath(`${cfg.prefix}-list`)}>Kembali ke daftar</LinkButton>;
  if (doc.isLoading) return <Skeleton active />;
  if (!doc.data || doc.data.jenis !== cfg.jenis)
    return <Result status="404" title="Berita acara tidak ditemukan" extra={back} />;
  const d = doc.data;
  const submit = async (v: { pihak_nama: string; pihak_instansi?: string; catatan?: string }) => {
    try {
      await save.mutateAsync(v);
      notify.success('Berita acara diperbarui');
      navigate(buildPath(`${cfg.prefix}-view`, { id }));
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <>
      <PageHeader
        title={`${cfg.title} ${d.nomor}`}
        subtitle={`${formatDate(d.tanggal)} · ${d.jumlah_objek} objek`}
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<FilePdfOutlined />}
              onClick={() => void downloadBeritaAcara(id).catch(() => undefined)}
            >
              Unduh Berita Acara
            </Button>
            {edit ? null : <LinkButton to={buildPath(`${cfg.prefix}-edit`, { id })}>Ubah</LinkButton>}
            {back}
          </Flex>
        }
      />
      <Card size="small" title="Berita Acara" style={{ marginBottom: 16 }}>
        {edit ? (
          <Form
            layout="vertical"
            onFinish={submit}
            initialValues={{
              pihak_nama: d.pihak_nama,
              pihak_instansi: d.pihak_instansi ?? '',
              catatan: d.catatan ?? '',
            }}
            style={{ maxWidth: 640 }}
          >
            <Form.Item
              name="pihak_nama"
              label={cfg.pihakLabel}
              rules={[{ required: true, min: 3, message: 'Nama pihak minimal 3 karakter' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="pihak_instansi" label="Instansi">
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="catatan" label="Catatan">
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Simpan
            </Button>
          </Form>
        ) : (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Nomor">{d.nomor}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(d.tanggal)}</Descriptions.Item>
            <Descriptions.Item label={cfg.pihakLabel}>{d.pihak_nama}</Descriptions.Item>
            {d.kpknl_nama ? (
              <Descriptions.Item label="Kantor DJKN/KPKNL">{d.kpknl_nama}</Descriptions.Item>
            ) : null}
            {d.pihak_instansi ? (
              <Descriptions.Item label="Instansi">{d.pihak_instansi}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Petugas KPK">{d.created_by_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Catatan">{d.catatan ?? '-'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card size="small" title="Objek">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={d.objek}
          columns={ogColumns(todayIso())}
        />
      </Card>
    </>
  );
}
