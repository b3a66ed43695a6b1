import { Button, Card, Form, Select, Space, Typography } from 'antd';
import { notify } from '@/platform/notify';
import { type KegiatanDetail, useTimKandidat, useTimKegiatan } from './api';

interface Values {
  ketua?: number;
  anggota: number[];
}

/** The PPG group head assigns the activity's team: one leader and members, from the PPG team roles. */
export function TimEditor({ d }: { d: KegiatanDetail }) {
  const kandidat = useTimKandidat(true);
  const simpan = useTimKegiatan(d.id);
  const [form] = Form.useForm<Values>();
  const options = [...new Map((kandidat.data ?? []).map((k) => [k.id, k])).values()].map((k) => ({
    value: k.id,
    label: `${k.nama} (${k.peran === 'ketua_tim_ppg' ? 'Ketua Tim PPG' : 'Anggota Tim PPG'})`,
  }));
  const submit = async (v: Values) => {
    const anggota = [
      ...(v.ketua ? [{ user_id: v.ketua, peran: 'KETUA' as const }] : []),
      ...v.anggota.filter((u) => u !== v.ketua).map((user_id) => ({ user_id, peran: 'ANGGOTA' as const })),
    ];
    if (anggota.length === 0) {
      form.setFields([{ name: 'anggota', errors: ['Pilih minimal satu anggota tim'] }]);
      return;
    }
    try {
      await simpan.mutateAsync({ versi: d.versi, anggota });
      notify.success('Tim kegiatan disimpan');
    } catch {
      // The api client has shown why (409 stale, 422).
    }
  };
  return (
    <Card size="small" title="Tim kegiatan">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        Tetapkan tim sebelum menerima kegiatan.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="tim-kegiatan"
        onFinish={submit}
        initialValues={{
          ketua: d.tim.find((t) => t.peran === 'KETUA')?.user_id,
          anggota: d.tim.filter((t) => t.peran !== 'KETUA').map((t) => t.user_id),
        }}
      >
        <Form.Item name="ketua" label="Ketua tim kegiatan">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={options}
            loading={kandidat.isLoading}
          />
        </Form.Item>
        <Form.Item name="anggota" label="Anggota tim kegiatan">
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            options={options}
            loading={kandidat.isLoading}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={simpan.isPending}>
            Simpan tim
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
