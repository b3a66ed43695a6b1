import { UserSwitchOutlined } from '@ant-design/icons';
import { routeByName } from '@gratifikasi/domain';
import { App, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '@/ui/FilterBar';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type BebanJenis, useReassign } from '../api';
import { BulkResultAlert, type ShownResult } from '../BulkResultAlert';
import { REASSIGN_COLUMNS } from '../columns';
import { InboxTable } from '../InboxTable';
import { useSelection } from '../useSelection';
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
  const { modal } = App.useApp();
  const [form] = Form.useForm<ReassignForm>();
  const [targetName, setTargetName] = useState('');
  const list = useListQuery(screen.route);
  const reassign = useReassign(jenis);
  const { selected, rowSelection, clear } = useSelection();
  const [shown, setShown] = useState<ShownResult | null>(null);

  const submit = ({ target, alasan }: ReassignForm) => {
    if (!target || selected.length === 0) return;
    const rows = selected;
    modal.confirm({
      title: `Alihkan ${rows.length} laporan ke ${targetName}?`,
      content: `Alasan: ${alasan.trim()}`,
      okText: 'Ya, alihkan',
      cancelText: 'Batal',
      onOk: async () => {
        const result = await reassign
          .mutateAsync({ ids: rows.map((row) => row.id), target, alasan: alasan.trim() })
          .catch(() => null);
        if (!result) return;
        setShown({
          result,
          done: `dialihkan ke ${targetName}`,
          labels: new Map(rows.map((row) => [row.id, row.nosig ?? `Laporan #${row.id}`])),
        });
        clear();
        if (result.gagal.length === 0) form.setFieldValue('alasan', '');
      },
    });
  };

  return (
    <>
      <PageHeader title={routeByName(screen.route).title} subtitle={screen.subtitle} />
      {shown ? <BulkResultAlert shown={shown} onClose={() => setShown(null)} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="Laporan dalam proses">
            <FilterBar
              search={list.query.q}
              onSearch={list.setSearch}
              onReset={() => list.setSearch('')}
              active={Boolean(list.query.q)}
            />
            <InboxTable
              list={list}
              tab="proses"
              detailRoute={null}
              columns={REASSIGN_COLUMNS}
              emptyText="Tidak ada laporan yang sedang diproses"
              rowSelection={rowSelection}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Pengalihan">
            <Form<ReassignForm>
              form={form}
              layout="vertical"
              initialValues={{ alasan: '' }}
              onFinish={submit}
            >
              <Form.Item
                name="target"
                label={screen.target}
                rules={[{ required: true, message: screen.missing }]}
              >
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
              <Typography.Paragraph type="secondary">
                {selected.length === 0 ? 'Belum ada laporan dipilih' : `${selected.length} laporan dipilih`}
              </Typography.Paragraph>
              <Button
                type="primary"
                htmlType="submit"
                icon={<UserSwitchOutlined />}
                disabled={selected.length === 0}
                loading={reassign.isPending}
              >
                Alihkan
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
