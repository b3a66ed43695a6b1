import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { OgItem } from '@gratifikasi/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import {
  exportBoxes,
  useBox,
  useBoxes,
  useCreateBox,
  useEditBox,
  useOgList,
  useOgMove,
  useOptions,
} from './api';
import { ogColumns, todayIso } from './parts';

const statusTag = (s: 'TERBUKA' | 'DISERAHKAN') =>
  s === 'TERBUKA' ? <Tag color="blue">Terbuka</Tag> : <Tag color="green">Diserahkan</Tag>;

/** `box-penyerahan-djkn-list`: the handover boxes, open and handed over. */
export function BoxListPage() {
  const boxes = useBoxes();
  return (
    <>
      <PageHeader
        title="Boks Penyerahan DJKN"
        subtitle="Objek milik negara dikemas per kantor KPKNL, lalu diserahkan per boks dengan berita acara."
        extra={
          <Flex gap={8} wrap>
            <LinkButton
              type="primary"
              icon={<PlusOutlined />}
              to={buildPath('kpk-box-penyerahan-djkn-create')}
            >
              Tambah Boks
            </LinkButton>
            <ExportButton onExport={exportBoxes} />
          </Flex>
        }
      />
      <Card>
        <Table
          rowKey="id"
          loading={boxes.isLoading}
          dataSource={boxes.data ?? []}
          locale={{ emptyText: 'Belum ada boks' }}
          columns={[
            {
              key: 'kode',
              title: 'Kode',
              render: (_, b) => (
                <Link to={buildPath('kpk-box-penyerahan-djkn-view', { id: b.id })}>{b.kode}</Link>
              ),
            },
            { key: 'kpknl', title: 'Kantor DJKN/KPKNL', render: (_, b) => b.kpknl_nama ?? '-' },
            { key: 'status', title: 'Status', render: (_, b) => statusTag(b.status) },
            { key: 'jumlah', title: 'Jumlah Objek', align: 'right', dataIndex: 'jumlah_objek' },
          ]}
        />
      </Card>
    </>
  );
}

function BoxForm({
  initial,
  onSave,
  busy,
}: {
  initial?: { kpknl_id: number; catatan: string | null };
  onSave: (v: { kpknl_id: number; catatan?: string }) => void;
  busy: boolean;
}) {
  const kpknls = useOptions('djkn-kpknls');
  return (
    <Form layout="vertical" onFinish={onSave} initialValues={initial ?? {}} style={{ maxWidth: 640 }}>
      <Form.Item
        name="kpknl_id"
        label="Kantor DJKN/KPKNL"
        rules={[{ required: true, message: 'Pilih kantor KPKNL' }]}
      >
        <Select
          aria-label="Kantor DJKN/KPKNL"
          showSearch={{ optionFilterProp: 'label' }}
          loading={kpknls.isLoading}
          options={(kpknls.data ?? []).map((k) => ({ value: k.id, label: k.nama ?? `#${k.id}` }))}
        />
      </Form.Item>
      <Form.Item name="catatan" label="Catatan">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Simpan
      </Button>
    </Form>
  );
}

/** `box-penyerahan-djkn-create`: an open box for one KPKNL office. */
export function BoxCreatePage() {
  const create = useCreateBox();
  const navigate = useNavigate();
  const save = async (v: { kpknl_id: number; catatan?: string }) => {
    try {
      const box = await create.mutateAsync(v);
      notify.success(`Boks ${box.kode} dibuat`);
      navigate(buildPath('kpk-box-penyerahan-djkn-view', { id: box.id }));
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <>
      <PageHeader
        title="Tambah Boks Penyerahan DJKN"
        extra={<LinkButton to={buildPath('kpk-box-penyerahan-djkn-list')}>Kembali ke daftar</LinkButton>}
      />
      <Card>
        <BoxForm onSave={save} busy={create.isPending} />
      </Card>
    </>
  );
}

/** `box-penyerahan-djkn-edit/:id`: an open box's office and note. */
export function BoxEditPage() {
  const id = Number(useParams().id);
  const box = useBox(id);
  const edit = useEditBox(id);
  const navigate = useNavigate();
  if (box.isLoading) return <Skeleton active />;
  if (!box.data) return <Result status="404" title="Boks tidak ditemukan" />;
  const save = async (v: { kpknl_id: number; catatan?: string }) => {
    try {
      await edit.mutateAsync(v);
      notify.success('Boks diperbarui');
      navigate(buildPath('kpk-box-penyerahan-djkn-view', { id }));
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <>
      <PageHeader
        title={`Ubah Boks ${box.data.kode}`}
        extra={<LinkButton to={buildPath('kpk-box-penyerahan-djkn-view', { id })}>Kembali</LinkButton>}
      />
      <Card>
        {box.data.status === 'TERBUKA' ? (
          <BoxForm
            initial={{ kpknl_id: box.data.kpknl_id, catatan: box.data.catatan }}
            onSave={save}
            busy={edit.isPending}
          />
        ) : (
          'Boks yang sudah diserahkan tidak dapat diubah.'
        )}
      </Card>
    </>
  );
}

/** `box-penyerahan-djkn-view/:id`: the box, its objects; while open, stored state-owned objects are packed into it. */
export function BoxViewPage() {
  const id = Number(useParams().id);
  const box = useBox(id);
  const candidates = useOgList({ aksi: 'kemas', page: 1, per_page: 100 });
  const move = useOgMove();
  const [chosen, setChosen] = useState<number[]>([]);
  const back = <LinkButton to={buildPath('kpk-box-penyerahan-djkn-list')}>Kembali ke daftar</LinkButton>;
  if (box.isLoading) return <Skeleton active />;
  if (!box.data) return <Result status="404" title="Boks tidak ditemukan" extra={back} />;
  const b = box.data;
  const open = b.status === 'TERBUKA';
  const run = async (rows: readonly OgItem[], aksi: 'kemas' | 'keluarkan') => {
    try {
      for (const r of rows)
        await move.mutateAsync({
          id: r.id,
          aksi,
          version: r.version,
          box_id: aksi === 'kemas' ? id : undefined,
        });
      notify.success(
        aksi === 'kemas' ? `${rows.length} objek dikemas ke ${b.kode}` : 'Objek dikeluarkan dari boks',
      );
      setChosen([]);
    } catch {
      // Shown by the api client.
    }
  };
  const pick = (candidates.data?.items ?? []).filter((r) => chosen.includes(r.id));
  return (
    <>
      <PageHeader
        title={`Boks ${b.kode}`}
        subtitle={b.kpknl_nama ?? ''}
        extra={
          <Flex gap={8} wrap>
            {open && b.jumlah_objek > 0 ? (
              <LinkButton
                type="primary"
                icon={<SendOutlined />}
                to={`${buildPath('kpk-penyerahan-og-djkn-create')}?box=${id}`}
              >
                Serahkan ke KPKNL
              </LinkButton>
            ) : null}
            {open ? (
              <LinkButton to={buildPath('kpk-box-penyerahan-djkn-edit', { id })}>Ubah</LinkButton>
            ) : null}
            {back}
          </Flex>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Status">{statusTag(b.status)}</Descriptions.Item>
          <Descriptions.Item label="Kantor DJKN/KPKNL">{b.kpknl_nama ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Berita acara">
            {b.dokumen_id ? (
              <Link to={buildPath('kpk-penyerahan-og-djkn-view', { id: b.dokumen_id })}>Lihat</Link>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Catatan">{b.catatan ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={`Isi boks (${b.objek.length})`} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={b.objek}
          locale={{ emptyText: 'Boks masih kosong' }}
          columns={[
            ...ogColumns(todayIso()),
            ...(open
              ? [
                  {
                    key: 'keluarkan',
                    title: '',
                    render: (_: unknown, r: OgItem) => (
                      <Button size="small" onClick={() => void run([r], 'keluarkan')}>
                        Keluarkan
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {open ? (
        <Card size="small" title="Objek milik negara yang dapat dikemas">
          <Typography.Paragraph type="secondary">
            Objek yang telah diverifikasi atau disimpan dan ditetapkan milik negara oleh SK.
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            loading={candidates.isLoading}
            dataSource={candidates.data?.items ?? []}
            locale={{ emptyText: 'Tidak ada objek yang dapat dikemas' }}
            rowSelection={{ selectedRowKeys: chosen, onChange: (k) => setChosen(k as number[]) }}
            columns={ogColumns(todayIso())}
          />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            disabled={pick.length === 0}
            loading={move.isPending}
            onClick={() => void run(pick, 'kemas')}
          >
            Kemas ke boks ({pick.length})
          </Button>
        </Card>
      ) : null}
    </>
  );
}
