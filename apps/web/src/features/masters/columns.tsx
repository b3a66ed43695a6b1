import type { MasterDefinition } from '@gratifikasi/domain';
import { Button, Space, type TableColumnsType } from 'antd';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { LinkButton } from '@/ui/LinkButton';
import type { MasterItem } from './api';
import { fieldCell } from './display';

export interface RowActions {
  /** The route of the row's detail ('Lihat'), or null when the master has none. */
  detailRoute: string | null;
  /** A link to the row's children (e.g. an element's conditions): a route taking the row's id, and its label. */
  childLink?: { route: string; label: string };
  /** A field not shown as a column (the parent a list is fixed to: the same on every row). */
  hiddenField?: string;
  canWrite: boolean;
  trashed: boolean;
  onEdit: (item: MasterItem) => void;
  onDelete: (item: MasterItem) => Promise<unknown>;
  onRestore: (item: MasterItem) => Promise<unknown>;
}

/** The list's columns: the definition's `list: true` fields (sortable ones sort on the server) and actions. */
export function masterColumns(def: MasterDefinition, actions: RowActions): TableColumnsType<MasterItem> {
  const fields = def.fields.filter((field) => field.list && field.name !== actions.hiddenField);
  const { detailRoute } = actions;
  const columns: TableColumnsType<MasterItem> = fields.map((field) => ({
    key: field.name,
    title: field.label,
    sorter: field.sortable === true,
    render: (_value: unknown, item: MasterItem) => fieldCell(field, item),
  }));
  columns.push({
    key: '__actions',
    title: 'Aksi',
    fixed: 'right',
    render: (_value: unknown, item: MasterItem) => (
      <Space size={0} wrap>
        {detailRoute ? (
          <LinkButton to={buildPath(detailRoute, { id: item.id })} type="link" size="small">
            Lihat
          </LinkButton>
        ) : null}
        {actions.childLink ? (
          <LinkButton to={buildPath(actions.childLink.route, { id: item.id })} type="link" size="small">
            {actions.childLink.label}
          </LinkButton>
        ) : null}
        {actions.canWrite && !actions.trashed ? (
          <>
            <Button type="link" size="small" onClick={() => actions.onEdit(item)}>
              Ubah
            </Button>
            <ConfirmButton
              type="link"
              size="small"
              danger
              confirm="Hapus data ini?"
              okText="Hapus"
              onConfirm={() => actions.onDelete(item)}
            >
              Hapus
            </ConfirmButton>
          </>
        ) : null}
        {actions.canWrite && actions.trashed ? (
          <ConfirmButton
            type="link"
            size="small"
            confirm="Pulihkan data ini?"
            okText="Pulihkan"
            onConfirm={() => actions.onRestore(item)}
          >
            Pulihkan
          </ConfirmButton>
        ) : null}
      </Space>
    ),
  });
  return columns;
}
