import { DeleteOutlined, LinkOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Select, Space } from 'antd';
import { useState } from 'react';
import { useAppApis } from '@/ui/appApis';
import { type FilterPaths, useDeleteFilter, useSavedFilters, useSaveFilter } from './savedFilters.api';

interface Props {
  reportKey: string;
  /** The query string values now on screen (without paging). */
  current: Record<string, string>;
  onApply: (params: Record<string, string>) => void;
  /** A list that is not a report keeps its sets through its own calls (same store). */
  paths?: FilterPaths;
}

/** The user's named filter sets of this report (kept on the server), and a link to share the view as it is. */
export function SavedFilters({ reportKey, current, onApply, paths }: Props) {
  const { message } = useAppApis();
  const saved = useSavedFilters(reportKey, paths);
  const save = useSaveFilter(reportKey, paths);
  const remove = useDeleteFilter(reportKey, paths);
  const [nama, setNama] = useState('');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number>();

  const submit = async () => {
    if (!nama.trim()) return;
    await save.mutateAsync({ nama: nama.trim(), params: current });
    message.success('Filter disimpan');
    setNama('');
    setOpen(false);
  };

  return (
    <Space wrap className="report-noprint">
      <Select
        placeholder="Filter tersimpan"
        aria-label="Filter tersimpan"
        style={{ minWidth: 200 }}
        value={picked}
        allowClear
        onClear={() => setPicked(undefined)}
        loading={saved.isFetching}
        onChange={(id: number) => {
          setPicked(id);
          const set = saved.data?.find((s) => s.id === id);
          if (set) onApply(set.params);
        }}
        options={(saved.data ?? []).map((s) => ({ value: s.id, label: s.nama }))}
      />
      {picked !== undefined ? (
        <Button
          icon={<DeleteOutlined />}
          aria-label="Hapus filter tersimpan"
          onClick={async () => {
            await remove.mutateAsync(picked);
            setPicked(undefined);
            message.success('Filter dihapus');
          }}
        />
      ) : null}
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        content={
          <Space.Compact>
            <Input
              autoFocus
              placeholder="Nama filter"
              aria-label="Nama filter"
              maxLength={100}
              value={nama}
              onChange={(e) => setNama(e.target.value)}
              onPressEnter={submit}
            />
            <Button type="primary" loading={save.isPending} onClick={submit}>
              Simpan
            </Button>
          </Space.Compact>
        }
      >
        <Button icon={<SaveOutlined />}>Simpan filter</Button>
      </Popover>
      <Button
        icon={<LinkOutlined />}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(window.location.href);
            message.success('Tautan disalin');
          } catch {
            message.info(window.location.href);
          }
        }}
      >
        Salin tautan
      </Button>
    </Space>
  );
}
