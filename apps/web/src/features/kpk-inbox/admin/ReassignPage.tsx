import { UserSwitchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { type BebanJenis, useReassign } from '../api';
import { BulkScreenLayout, selectedText, useBulkScreen } from '../BulkScreen';
import { REASSIGN_COLUMNS } from '../columns';
import { TargetSelect } from './TargetSelect';

const SCREENS: Record<BebanJenis, { route: string; subtitle: string; target: string; missing: string }> = {
  anggota: {
    route: 'admin-reassign-angtim-laporan',
    subtitle:
      'Mengalihkan laporan yang sudah didistribusikan kepada anggota tim lain; langkah laporan tidak berubah.',
    target: 'Anggota tim tujuan',
    missing: 'Pilih anggota tim tujuan',
  },
  grup: {
    route: 'admin-reassign-gh-laporan',
    subtitle:
      'Mengalihkan laporan kepada grup lain; laporan kembali ke group head grup tujuan untuk didistribusikan.',
    target: 'Grup tujuan',
    missing: 'Pilih grup tujuan',
  },
};

interface ReassignForm {
  target?: number;
  alasan: string;
}

/** An administrator hands reports in process over to another member or group, with a reason. */
export function ReassignPage({ jenis }: { jenis: BebanJenis }) {
  const screen = SCREENS[jenis];
  const [form] = Form.useForm<ReassignForm>();
  const [targetName, setTargetName] = useState('');
  const bulk = useBulkScreen(screen.route);
  const reassign = useReassign(jenis);

  const submit = ({ target, alasan }: ReassignForm) => {
    if (!target) return;
    bulk.run({
      title: `Alihkan ${bulk.selected.length} laporan ke ${targetName}?`,
      content: `Alasan: ${alasan.trim()}`,
      okText: 'Ya, alihkan',
      done: `dialihkan ke ${targetName}`,
      call: (rows) => reassign.mutateAsync({ ids: rows.map((row) => row.id), target, alasan: alasan.trim() }),
      onAllDone: () => form.setFieldValue('alasan', ''),
    });
  };

  return (
    <BulkScreenLayout
      screen={bulk}
      subtitle={screen.subtitle}
      listTitle="Laporan dalam proses"
      table={{
        tab: 'proses',
        detailRoute: null,
        columns: REASSIGN_COLUMNS,
        emptyText: 'Tidak ada laporan yang sedang diproses',
      }}
      actionTitle="Pengalihan"
    >
      <Form<ReassignForm> form={form} layout="vertical" initialValues={{ alasan: '' }} onFinish={submit}>
        <Form.Item name="target" label={screen.target} rules={[{ required: true, message: screen.missing }]}>
          <TargetSelect
            jenis={jenis}
            onChange={(id, nama) => {
              form.setFieldValue('target', id);
              setTargetName(nama);
            }}
          />
        </Form.Item>
        <Form.Item
          name="alasan"
          label="Alasan"
          rules={[
            { required: true, whitespace: true, message: 'Alasan wajib diisi' },
            { min: 5, message: 'Alasan minimal 5 karakter' },
          ]}
        >
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{selectedText(bulk.selected.length)}</Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          icon={<UserSwitchOutlined />}
          disabled={bulk.selected.length === 0}
          loading={reassign.isPending}
        >
          Alihkan
        </Button>
      </Form>
    </BulkScreenLayout>
  );
}
