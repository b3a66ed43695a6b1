import type { OgDokumenCreate, OgItem } from '@gratifikasi/domain';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useBoxes, useCreateDokumen, useOgList, useOptions } from './api';
import type { JenisConfig } from './jenis';
import { KepemilikanTag, nilaiText, StateTag } from './parts';

interface Values {
  tanggal?: Dayjs;
  pihak_nama?: string;
  pihak_instansi?: string;
  kpknl_id?: number;
  lokasi_id?: number;
  catatan?: string;
}

/**
 * `<prefix>-create`: a berita acara and the objects it moves. Receiving, return and direct handover choose objects
 * on which the act can be taken now; a handover to DJKN chooses a KPKNL office and its open boxes. Each object goes
 * with the version shown, so one moved meanwhile by someone else makes the whole record a 409.
 */
export function DokumenCreatePage({ cfg }: { cfg: JenisConfig }) {
  const [search] = useSearchParams();
  const preOg = Number(search.get('og')) || null;
  const preBox = Number(search.get('box')) || null;
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const create = useCreateDokumen();
  const djkn = cfg.jenis === 'SERAH_DJKN';
  const candidates = useOgList({ aksi: cfg.aksi, page: 1, per_page: 100 });
  const boxes = useBoxes('TERBUKA');
  const kpknls = useOptions('djkn-kpknls');
  const lokasi = useOptions('lokasi-objek-gratifikasis');
  const [chosen, setChosen] = useState<number[]>(preOg ? [preOg] : []);
  const [chosenBoxes, setChosenBoxes] = useState<number[]>(preBox ? [preBox] : []);
  const preBoxRow = boxes.data?.find((b) => b.id === preBox);
  const kpknlId = Form.useWatch('kpknl_id', form) ?? preBoxRow?.kpknl_id;
  // A box chosen on its own screen brings its office once the boxes have loaded.
  useEffect(() => {
    if (preBoxRow && !form.getFieldValue('kpknl_id')) form.setFieldValue('kpknl_id', preBoxRow.kpknl_id);
  }, [preBoxRow, form]);
  const rows = candidates.data?.items ?? [];
  const boxRows = useMemo(
    () => (boxes.data ?? []).filter((b) => b.kpknl_id === kpknlId),
    [boxes.data, kpknlId],
  );

  const submit = async (v: Values) => {
    const body: OgDokumenCreate = {
      jenis: cfg.jenis,
      tanggal: (v.tanggal ?? dayjs()).format('YYYY-MM-DD'),
      pihak_nama: v.pihak_nama ?? '',
      pihak_instansi: v.pihak_instansi || undefined,
      kpknl_id: djkn ? (v.kpknl_id ?? kpknlId) : undefined,
      lokasi_id: v.lokasi_id,
      catatan: v.catatan || undefined,
      items: djkn
        ? []
        : rows.filter((r) => chosen.includes(r.id)).map((r) => ({ og_id: r.id, version: r.version })),
      box_ids: djkn ? chosenBoxes : [],
    };
    try {
      const made = await create.mutateAsync(body);
      notify.success(`Berita acara ${made.nomor} disimpan`);
      navigate(buildPath(`${cfg.prefix}-view`, { id: made.id }));
    } catch {
      // The api client has shown the failure (409: an object changed meanwhile; 422 with field messages).
    }
  };

  return (
    <>
      <PageHeader
        title={`Tambah ${cfg.title}`}
        subtitle={cfg.subtitle}
        extra={<LinkButton to={buildPath(`${cfg.prefix}-list`)}>Kembali ke daftar</LinkButton>}
      />
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ tanggal: dayjs() }}
          style={{ maxWidth: 960 }}
        >
          <Flex gap={16} wrap>
            <Form.Item
              name="tanggal"
              label="Tanggal"
              rules={[{ required: true, message: 'Tanggal wajib diisi' }]}
            >
              <DatePicker format="DD-MM-YYYY" aria-label="Tanggal" />
            </Form.Item>
            <Form.Item
              name="pihak_nama"
              label={cfg.pihakLabel}
              rules={[{ required: true, min: 3, message: 'Nama pihak minimal 3 karakter' }]}
              style={{ minWidth: 280, flex: 1 }}
            >
              <Input maxLength={200} />
            </Form.Item>
            {djkn ? null : (
              <Form.Item
                name="pihak_instansi"
                label="Instansi"
                rules={
                  cfg.jenis === 'SERAH_LANGSUNG'
                    ? [{ required: true, message: 'Instansi penerima wajib diisi' }]
                    : []
                }
                style={{ minWidth: 280, flex: 1 }}
              >
                <Input maxLength={200} />
              </Form.Item>
            )}
          </Flex>
          {cfg.jenis === 'PENERIMAAN' ? (
            <Form.Item
              name="lokasi_id"
              label="Lokasi penyimpanan"
              rules={[{ required: true, message: 'Pilih lokasi penyimpanan' }]}
            >
              <Select
                aria-label="Lokasi penyimpanan"
                loading={lokasi.isLoading}
                options={(lokasi.data ?? []).map((l) => ({
                  value: l.id,
                  label: l.nama ?? l.kode ?? `#${l.id}`,
                }))}
              />
            </Form.Item>
          ) : null}
          {djkn ? (
            <>
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
                  onChange={() => setChosenBoxes([])}
                />
              </Form.Item>
              <Typography.Title level={5}>Boks yang diserahkan</Typography.Title>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                loading={boxes.isLoading}
                dataSource={boxRows}
                locale={{ emptyText: 'Tidak ada boks terbuka untuk kantor ini' }}
                rowSelection={{
                  selectedRowKeys: chosenBoxes,
                  onChange: (k) => setChosenBoxes(k as number[]),
                }}
                columns={[
                  { key: 'kode', title: 'Kode Boks', dataIndex: 'kode' },
                  { key: 'jumlah', title: 'Jumlah Objek', dataIndex: 'jumlah_objek', align: 'right' },
                  { key: 'catatan', title: 'Catatan', render: (_, b) => b.catatan ?? '-' },
                ]}
              />
            </>
          ) : (
            <>
              <Typography.Title level={5}>Objek</Typography.Title>
              <Table<OgItem>
                size="small"
                rowKey="id"
                pagination={false}
                scroll={{ x: true }}
                loading={candidates.isLoading}
                dataSource={rows}
                locale={{ emptyText: 'Tidak ada objek yang dapat diproses' }}
                rowSelection={{ selectedRowKeys: chosen, onChange: (k) => setChosen(k as number[]) }}
                columns={[
                  { key: 'kode', title: 'Kode', dataIndex: 'kode' },
                  { key: 'uraian', title: 'Uraian', dataIndex: 'uraian' },
                  { key: 'laporan', title: 'Laporan', render: (_, r) => r.nomor_laporan ?? '-' },
                  {
                    key: 'kepemilikan',
                    title: 'Kepemilikan',
                    render: (_, r) => <KepemilikanTag value={r.kepemilikan} />,
                  },
                  { key: 'nilai', title: 'Nilai', align: 'right', render: (_, r) => nilaiText(r) },
                  { key: 'state', title: 'Status', render: (_, r) => <StateTag state={r.state} /> },
                ]}
              />
            </>
          )}
          <Form.Item name="catatan" label="Catatan" style={{ marginTop: 16 }}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Simpan Berita Acara
          </Button>
        </Form>
      </Card>
    </>
  );
}
