import { SwapOutlined } from '@ant-design/icons';
import { LAPORAN_START_STEP, movableSteps } from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { routeByName } from '@/platform/routes';
import { useAppApis } from '@/ui/appApis';
import { PageHeader } from '@/ui/PageHeader';
import { type Moved, useLaporanAksi, useMoveWorkflow, useProses } from '../api';
import { AksiSummary } from './AksiSummary';
import { LaporanPicker, type PickedLaporan } from './LaporanPicker';

interface MoveForm {
  laporan: PickedLaporan | null;
  step?: string;
  alasan: string;
}

const ROUTE = 'admin-move-workflow-laporan';

/**
 * An administrator moves one report to another KPK step of its process (domain `movableSteps`), with a reason (audited
 * by the server; refused once its SK or SP3 is numbered).
 */
export function MoveWorkflowPage() {
  const { modal } = useAppApis();
  const [form] = Form.useForm<MoveForm>();
  const laporan = Form.useWatch('laporan', form) ?? null;
  const aksi = useLaporanAksi(laporan?.id ?? null);
  const proses = useProses();
  const move = useMoveWorkflow();
  const [moved, setMoved] = useState<(Moved & { label: string }) | null>(null);
  const current = aksi.data?.step ?? null;
  const nameOf = (kode: string) => proses.data?.nodes.find((n) => n.kode === kode)?.nama ?? kode;
  const ready = Boolean(aksi.data?.dalam_proses && aksi.data.version);
  // Only the KPK's steps the process reaches and where someone decides: the server refuses any other (422).
  const targets = proses.data ? movableSteps(proses.data.nodes, proses.data.edges, LAPORAN_START_STEP) : [];

  const submit = (values: MoveForm) => {
    const picked = values.laporan;
    const version = aksi.data?.version;
    if (!picked || !values.step || !version) return;
    modal.confirm({
      title: `Pindahkan ${picked.label} ke ${values.step}?`,
      content: `Dari ${current ?? '-'} (${nameOf(current ?? '')}) ke ${values.step} (${nameOf(values.step)}).`,
      okText: 'Ya, pindahkan',
      cancelText: 'Batal',
      onOk: async () => {
        const result = await move
          .mutateAsync({ id: picked.id, step: values.step ?? '', versi: version, alasan: values.alasan })
          .catch(() => null);
        if (!result) return;
        setMoved({ ...result, label: picked.label });
        form.setFieldsValue({ step: undefined, alasan: '' });
      },
    });
  };

  return (
    <>
      <PageHeader
        title={routeByName(ROUTE).title}
        subtitle="Memindahkan laporan ke langkah lain pada alur prosesnya. Gunakan hanya untuk memperbaiki alur yang keliru; setiap pemindahan dicatat."
      />
      {moved ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setMoved(null), 'aria-label': 'Tutup' }}
          title={`${moved.label} dipindahkan dari ${moved.dari} ke ${moved.step} (${nameOf(moved.step)}).`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card style={{ maxWidth: 760 }}>
        <Form<MoveForm>
          form={form}
          layout="vertical"
          initialValues={{ laporan: null, alasan: '' }}
          onFinish={submit}
          onValuesChange={(changed) => {
            if ('laporan' in changed) form.setFieldValue('step', undefined);
          }}
        >
          <Form.Item name="laporan" label="Laporan" rules={[{ required: true, message: 'Pilih laporan' }]}>
            <LaporanPicker />
          </Form.Item>
          {laporan ? <AksiSummary query={aksi} /> : null}
          <Form.Item
            name="step"
            label="Pindahkan ke langkah"
            rules={[{ required: true, message: 'Pilih langkah tujuan' }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih langkah tujuan"
              disabled={!ready}
              loading={proses.isFetching}
              options={targets.map((n) => ({
                value: n.kode,
                label: `${n.kode} — ${n.nama}`,
                disabled: n.kode === current,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="alasan"
            label="Alasan"
            rules={[
              { required: true, whitespace: true, message: 'Alasan wajib diisi' },
              { min: 10, message: 'Alasan minimal 10 karakter' },
            ]}
          >
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 6 }} disabled={!ready} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SwapOutlined />}
            disabled={!ready}
            loading={move.isPending}
          >
            Pindahkan
          </Button>
        </Form>
      </Card>
    </>
  );
}
