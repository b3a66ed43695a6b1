import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type MasterAdminScreens, type MasterDefinition, masterAdminScreens } from '@gratifikasi/domain';
import { Button, Card, Flex, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '@/platform/notify';
import { useSession } from '@/platform/session';
import { DataTable } from '@/ui/DataTable';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportMaster, type MasterItem, useDeleteMaster, useMasterList, useRestoreMaster } from './api';
import { masterColumns } from './columns';
import { MasterFilters } from './MasterFilters';
import { MasterFormDrawer } from './MasterFormDrawer';
import { MasterImport } from './MasterImport';
import { canWriteMaster } from './writeAccess';

type FormState = { open: false } | { open: true; item: MasterItem | null };

export interface MasterListPageProps {
  def: MasterDefinition;
  /** The routes it lives under, when not the admin ones (e.g. the KPK's own aturan-internal screens). */
  screens?: MasterAdminScreens;
  /** Open the create drawer at once (a "tambah" route), when the user may write. */
  startWithCreate?: boolean;
  /**
   * The rows of one parent only (e.g. the conditions of one negative-list element): an exact filter on a
   * relation field, sent with every request, not offered as a filter and preset in the create form.
   */
  fixed?: { field: string; value: string; title?: string };
  /** A link on each row to its children's list (see RowActions.childLink). */
  childLink?: { route: string; label: string };
}

/** The admin list of any master: search, filters, server paging and sort, trash, export, import, CRUD. */
export function MasterListPage({
  def,
  screens,
  startWithCreate = false,
  fixed,
  childLink,
}: MasterListPageProps) {
  const { profile } = useSession();
  const canWrite = canWriteMaster(def, profile);
  const routes = screens ?? masterAdminScreens(def.key);
  const list = useListQuery(routes.list);
  const fixedField = fixed?.field;
  const fixedValue = fixed?.value;
  const defaults = useMemo(
    () => (fixedField && fixedValue ? { [fixedField]: Number(fixedValue) } : undefined),
    [fixedField, fixedValue],
  );
  const params = useMemo(
    () => ({
      ...list.params,
      ...(fixedField && fixedValue ? { [fixedField]: fixedValue } : {}),
      sort: list.query.sort ?? def.defaultSort.field,
      order: list.query.sort ? (list.query.order ?? 'asc') : def.defaultSort.order,
    }),
    [list.params, list.query.sort, list.query.order, def.defaultSort, fixedField, fixedValue],
  );
  const result = useMasterList(def.key, params);
  const remove = useDeleteMaster(def);
  const restore = useRestoreMaster(def);
  const [form, setForm] = useState<FormState>(
    startWithCreate && canWrite ? { open: true, item: null } : { open: false },
  );
  const [importing, setImporting] = useState(false);
  const trashed = list.query.trashed === 'only';

  const columns = masterColumns(def, {
    detailRoute: routes.detail,
    childLink,
    hiddenField: fixedField,
    canWrite,
    trashed,
    onEdit: (item) => setForm({ open: true, item }),
    onDelete: async (item) => {
      const done = await remove.mutateAsync(item.id);
      notify.success(done.message ?? 'Data berhasil dihapus');
    },
    onRestore: async (item) => {
      const done = await restore.mutateAsync(item.id);
      notify.success(done.message ?? 'Data berhasil dipulihkan');
    },
  });
  const filtered = Boolean(list.query.q) || Object.keys(list.query.filters).length > 0;

  return (
    <>
      <PageHeader
        title={def.label}
        subtitle={fixed?.title ?? `Data master ${def.label.toLowerCase()}`}
        extra={
          <Space wrap>
            <ExportButton onExport={() => exportMaster(def.key, params)} />
            {canWrite && def.importable ? (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                Impor Excel
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setForm({ open: true, item: null })}
              >
                Tambah
              </Button>
            ) : null}
          </Space>
        }
      />
      <Card>
        <FilterBar
          search={list.query.q}
          onSearch={list.setSearch}
          active={filtered}
          onReset={list.reset}
          extra={
            <Flex align="center" gap={8}>
              <Switch
                size="small"
                checked={trashed}
                onChange={list.setTrashed}
                aria-label="Tampilkan data terhapus"
              />
              <Typography.Text>Tampilkan data terhapus</Typography.Text>
            </Flex>
          }
        >
          <MasterFilters def={def} list={list} hidden={fixed?.field} />
        </FilterBar>
        <DataTable<MasterItem>
          rows={result.data?.items ?? []}
          total={result.data?.total ?? 0}
          loading={result.isFetching}
          columns={columns}
          rowKey="id"
          query={list.query}
          onPage={list.setPage}
          onSort={list.setSort}
          emptyText={trashed ? 'Tidak ada data terhapus' : 'Belum ada data'}
        />
      </Card>
      <MasterFormDrawer
        def={def}
        open={form.open}
        item={form.open ? form.item : null}
        defaults={defaults}
        onClose={() => setForm({ open: false })}
      />
      {def.importable ? (
        <MasterImport def={def} open={importing} onClose={() => setImporting(false)} />
      ) : null}
    </>
  );
}
