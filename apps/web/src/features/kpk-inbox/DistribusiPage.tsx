import { SendOutlined } from '@ant-design/icons';
import { routeByName } from '@gratifikasi/domain';
import { App, Button, Card, Col, Flex, Input, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FilterBar } from '@/ui/FilterBar';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type BebanJenis, useBeban, useDistribusi } from './api';
import { BulkResultAlert, type ShownResult } from './BulkResultAlert';
import { DISTRIBUSI_COLUMNS } from './columns';
import { InboxTable } from './InboxTable';
import { TargetPanel } from './TargetPanel';
import { useSelection } from './useSelection';

const SCREENS: Record<BebanJenis, { route: string; step: string; subtitle: string; target: string }> = {
  grup: {
    route: 'kpk-distribusi-laporan',
    step: 'distribusi',
    subtitle: 'Laporan yang masuk ke KPK menunggu didistribusikan kepada grup.',
    target: 'Grup tujuan',
  },
  anggota: {
    route: 'kpk-distribusi-laporan-fungsional',
    step: 'distribusi-f',
    subtitle: 'Laporan yang diterima grup Anda menunggu didistribusikan kepada anggota tim.',
    target: 'Anggota tim tujuan',
  },
};

/**
 * Distribution (issue 10 §2.10): the coordinator hands reports waiting at 'distribusi' to a group, a group head
 * those at 'distribusi-f' to a member; many at once, each with the version it was seen at.
 */
export function DistribusiPage({ jenis }: { jenis: BebanJenis }) {
  const screen = SCREENS[jenis];
  const { modal } = App.useApp();
  const list = useListQuery(screen.route);
  const beban = useBeban(jenis);
  const distribusi = useDistribusi(jenis);
  const { selected, rowSelection, clear } = useSelection();
  const [target, setTarget] = useState<number | null>(null);
  const [catatan, setCatatan] = useState('');
  const [shown, setShown] = useState<ShownResult | null>(null);
  const fixed = useMemo(() => ({ langkah: screen.step }), [screen.step]);
  const targetRow = beban.data?.find((b) => b.id === target) ?? null;

  const submit = () => {
    if (!targetRow || selected.length === 0) return;
    const rows = selected;
    modal.confirm({
      title: `Distribusikan ${rows.length} laporan ke ${targetRow.nama}?`,
      content: catatan.trim() ? `Catatan: ${catatan.trim()}` : undefined,
      okText: 'Ya, distribusikan',
      cancelText: 'Batal',
      onOk: async () => {
        const result = await distribusi
          .mutateAsync({
            items: rows.map((row) => ({ id: row.id, versi: row.version })),
            target: targetRow.id,
            catatan,
          })
          .catch(() => null);
        if (!result) return;
        setShown({
          result,
          done: `didistribusikan ke ${targetRow.nama}`,
          labels: new Map(rows.map((row) => [row.id, row.nosig ?? `Laporan #${row.id}`])),
        });
        clear();
        if (result.gagal.length === 0) setCatatan('');
      },
    });
  };

  return (
    <>
      <PageHeader title={routeByName(screen.route).title} subtitle={screen.subtitle} />
      {shown ? <BulkResultAlert shown={shown} onClose={() => setShown(null)} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="Menunggu distribusi">
            <FilterBar
              search={list.query.q}
              onSearch={list.setSearch}
              onReset={() => list.setSearch('')}
              active={Boolean(list.query.q)}
            />
            <InboxTable
              list={list}
              tab="menunggu"
              fixed={fixed}
              columns={DISTRIBUSI_COLUMNS}
              emptyText="Tidak ada laporan yang menunggu distribusi"
              rowSelection={rowSelection}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={screen.target}>
            <Flex vertical gap={16}>
              <TargetPanel
                jenis={jenis}
                options={beban.data}
                loading={beban.isFetching}
                value={target}
                onChange={setTarget}
              />
              <Input.TextArea
                aria-label="Catatan"
                placeholder="Catatan untuk penerima (opsional)"
                value={catatan}
                onChange={(event) => setCatatan(event.target.value)}
                maxLength={2000}
                autoSize={{ minRows: 2, maxRows: 5 }}
              />
              <Typography.Text type="secondary">
                {selected.length === 0 ? 'Belum ada laporan dipilih' : `${selected.length} laporan dipilih`}
              </Typography.Text>
              <Button
                type="primary"
                icon={<SendOutlined />}
                disabled={selected.length === 0 || !targetRow}
                loading={distribusi.isPending}
                onClick={submit}
              >
                Distribusikan
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
