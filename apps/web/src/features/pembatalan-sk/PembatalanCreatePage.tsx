import {
  decreeNumberingLabel,
  type LaporanPembatalanItem,
  pembatalanCreateSchema,
  stepLabel,
} from '@gratifikasi/domain';
import { Button, Card, Descriptions, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodField } from '@/ui/zodRule';
import { useCreatePembatalan, useLaporanUntukPembatalan } from './api';
import { PembatalanFields } from './PembatalanFields';

interface Values {
  laporan_id?: number;
  kembali_ke?: string;
  alasan?: string;
}

const labelOf = (r: LaporanPembatalanItem) =>
  `${r.nosig ?? `#${r.id}`} · ${r.pelapor_nama ?? '-'} · SK ${r.nomor_sk ?? '-'}`;

/**
 * `pembatalan-sk/create`: chooses a report whose SK is numbered (held by the caller or their group), the step of its
 * process it goes back to and the reason, and sends the request to the group head.
 */
export function PembatalanCreatePage() {
  const [form] = Form.useForm<Values>();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<LaporanPembatalanItem | null>(null);
  const laporan = useLaporanUntukPembatalan(q);
  const create = useCreatePembatalan();
  const navigate = useNavigate();
  const rows = laporan.data ?? [];
  const options = rows.map((r) => ({ value: r.id, label: labelOf(r) }));
  if (chosen && !rows.some((r) => r.id === chosen.id))
    options.unshift({ value: chosen.id, label: labelOf(chosen) });

  const submit = async (values: Values) => {
    try {
      const moved = await create.mutateAsync({
        laporan_id: values.laporan_id ?? 0,
        kembali_ke: values.kembali_ke ?? '',
        alasan: values.alasan ?? '',
      });
      notify.success('Permintaan pembatalan SK dikirim kepada group head');
      navigate(buildPath('kpk-pembatalan-sk-edit', { id: moved.id }));
    } catch {
      // The api client has shown the failure (409 an open request already, 422 with field messages).
    }
  };

  return (
    <>
      <PageHeader
        title="Buat Pembatalan SK"
        subtitle="Hanya laporan yang SK-nya sudah bernomor dan ditangani oleh Anda atau grup Anda yang dapat dipilih."
        extra={<LinkButton to={buildPath('kpk-pembatalan-sk')}>Kembali ke daftar</LinkButton>}
      />
      <Card>
        <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 720 }}>
          <Form.Item
            name="laporan_id"
            label="Laporan"
            rules={[zodField(pembatalanCreateSchema, 'laporan_id')]}
          >
            <Select<number>
              placeholder="Cari nomor laporan atau nama pelapor"
              showSearch={{ filterOption: false, onSearch: setQ }}
              loading={laporan.isFetching}
              notFoundContent={laporan.isFetching ? 'Memuat…' : 'Tidak ada laporan dengan SK bernomor'}
              options={options}
              onChange={(id) => {
                setChosen(rows.find((r) => r.id === id) ?? null);
                form.setFieldValue('kembali_ke', undefined);
              }}
            />
          </Form.Item>
          {chosen ? (
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 24 }}>
              <Descriptions.Item label="Nomor SK">{chosen.nomor_sk ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Nomor SPSK">{chosen.nomor_spsk ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Status penomoran">
                {decreeNumberingLabel(chosen.status_penomoran)}
              </Descriptions.Item>
              <Descriptions.Item label="Langkah laporan">{stepLabel(chosen.step)}</Descriptions.Item>
            </Descriptions>
          ) : null}
          <PembatalanFields
            proses={chosen ? { kode: chosen.proses_kode, versi: chosen.proses_versi } : null}
          />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Kirim ke Group Head
            </Button>
            <LinkButton to={buildPath('kpk-pembatalan-sk')}>Batal</LinkButton>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
