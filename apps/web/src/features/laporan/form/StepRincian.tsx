import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah } from '@gratifikasi/domain';
import { Alert, Button, Flex, Form, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { RincianRow } from './model';
import { blankRincian, RincianModal } from './RincianModal';

interface RincianTableProps {
  value?: RincianRow[];
  onChange?: (rows: RincianRow[]) => void;
  tanggal: string | undefined;
}

/** Sum of the rupiah values known on the client (the server computes the stored total). */
export function totalRupiah(rows: readonly RincianRow[]): { total: string; complete: boolean } {
  let sen = 0n;
  let complete = true;
  for (const r of rows) {
    if (r.status_penerimaan === 'DITOLAK') continue;
    if (!r.nilai_rupiah) {
      complete = false;
      continue;
    }
    const [int = '0', frac = ''] = r.nilai_rupiah.split('.');
    sen += BigInt(int) * 100n + BigInt(`${frac}00`.slice(0, 2));
  }
  const text = sen.toString().padStart(3, '0');
  return { total: `${text.slice(0, -2)}.${text.slice(-2)}`, complete };
}

/** The items table with add / edit / delete (a Form control: value and onChange). */
function RincianTable({ value = [], onChange, tanggal }: RincianTableProps) {
  const [editing, setEditing] = useState<RincianRow | null>(null);
  const save = (row: RincianRow) => {
    const exists = value.some((r) => r.key === row.key);
    onChange?.(exists ? value.map((r) => (r.key === row.key ? row : r)) : [...value, row]);
    setEditing(null);
  };
  const remove = (key: string) => onChange?.(value.filter((r) => r.key !== key));
  const { total, complete } = totalRupiah(value);

  const columns: TableColumnsType<RincianRow> = [
    { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
    {
      key: 'objek',
      title: 'Objek',
      render: (_, r) => (
        <>
          <div>{r.uraian}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[r.jenis_penerimaan_nama, r.jenis_objek_nama].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, r) =>
        r.status_penerimaan === 'DITOLAK' ? (
          <Tag color="orange">Ditolak</Tag>
        ) : (
          <Tag color="blue">Diterima</Tag>
        ),
    },
    { key: 'jumlah', title: 'Jumlah', render: (_, r) => `${r.jumlah ?? '-'} ${r.satuan ?? ''}` },
    {
      key: 'nilai',
      title: 'Nilai Taksiran',
      align: 'right',
      render: (_, r) =>
        r.mata_uang_kode === 'IDR'
          ? formatRupiah(r.nilai_taksiran)
          : `${r.mata_uang_kode} ${formatNumber(r.nilai_taksiran)}`,
    },
    {
      key: 'rupiah',
      title: 'Nilai (Rp)',
      align: 'right',
      render: (_, r) => (r.nilai_rupiah ? formatRupiah(r.nilai_rupiah) : '-'),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label="Ubah rincian"
            onClick={() => setEditing(r)}
          />
          <Popconfirm
            title="Hapus rincian ini?"
            okText="Ya"
            cancelText="Batal"
            onConfirm={() => remove(r.key)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Hapus rincian" />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text>Daftar objek gratifikasi yang diterima atau ditolak.</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(blankRincian())}>
          Tambah Rincian
        </Button>
      </Flex>
      <Table<RincianRow>
        rowKey="key"
        size="small"
        dataSource={value}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Belum ada rincian objek gratifikasi' }}
        summary={() =>
          value.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5} align="right">
                <strong>Total nilai diterima{complete ? '' : ' (sementara)'}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="total-rincian">{formatRupiah(total)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
      <RincianModal row={editing} tanggal={tanggal} onSave={save} onCancel={() => setEditing(null)} />
    </>
  );
}

/** Step 3: the items. At least one is needed to submit; a draft may have none. */
export function StepRincian({ serverErrors }: { serverErrors: string[] }) {
  const form = Form.useFormInstance();
  const tanggal = Form.useWatch<Dayjs | null | undefined>('tanggal_penerimaan', form);
  return (
    <>
      {serverErrors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="Periksa kembali rincian objek:"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {serverErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Form.Item
        name="rincian"
        rules={[
          {
            validator: async (_r, rows: RincianRow[] | undefined) => {
              if (!rows || rows.length === 0) throw new Error('Minimal satu rincian objek gratifikasi');
            },
          },
        ]}
      >
        <RincianTable tanggal={tanggal ? tanggal.format('YYYY-MM-DD') : undefined} />
      </Form.Item>
    </>
  );
}
