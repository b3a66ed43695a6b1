import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type BebanJenis, useBeban, useDistribusi } from './api';
import { BulkScreenLayout, selectedText, useBulkScreen } from './BulkScreen';
import { DISTRIBUSI_COLUMNS } from './columns';
import { TargetPanel } from './TargetPanel';

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
  const bulk = useBulkScreen(screen.route);
  const beban = useBeban(jenis);
  const distribusi = useDistribusi(jenis);
  const [target, setTarget] = useState<number | null>(null);
  const [catatan, setCatatan] = useState('');
  const fixed = useMemo(() => ({ langkah: screen.step }), [screen.step]);
  const targetRow = beban.data?.find((b) => b.id === target) ?? null;

  const submit = () => {
    if (!targetRow) return;
    bulk.run({
      title: `Distribusikan ${bulk.selected.length} laporan ke ${targetRow.nama}?`,
      content: catatan.trim() ? `Catatan: ${catatan.trim()}` : undefined,
      okText: 'Ya, distribusikan',
      done: `didistribusikan ke ${targetRow.nama}`,
      call: (rows) =>
        distribusi.mutateAsync({
          items: rows.map((row) => ({ id: row.id, versi: row.version })),
          target: targetRow.id,
          catatan,
        }),
      onAllDone: () => setCatatan(''),
    });
  };

  return (
    <BulkScreenLayout
      screen={bulk}
      subtitle={screen.subtitle}
      listTitle="Menunggu distribusi"
      table={{
        tab: 'menunggu',
        fixed,
        columns: DISTRIBUSI_COLUMNS,
        emptyText: 'Tidak ada laporan yang menunggu distribusi',
      }}
      actionTitle={screen.target}
    >
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
        <Typography.Text type="secondary">{selectedText(bulk.selected.length)}</Typography.Text>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={bulk.selected.length === 0 || !targetRow}
          loading={distribusi.isPending}
          onClick={submit}
        >
          Distribusikan
        </Button>
      </Flex>
    </BulkScreenLayout>
  );
}
