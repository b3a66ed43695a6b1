import { type MasterAdminScreens, type MasterDefinition, masterByKey } from '@gratifikasi/domain';
import { Skeleton } from 'antd';
import { useParams } from 'react-router';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { useMasterItem } from './api';
import { MasterListPage } from './MasterListPage';

export interface ParentMasterListPageProps {
  def: MasterDefinition;
  /** The relation field that names the parent; the route's `:id` is the parent's id. */
  field: string;
  screens?: MasterAdminScreens;
}

/**
 * The rows of a master that belong to one parent row (route `…/:id`, the parent's id), e.g. the conditions of
 * one negative-list element: the generic list fixed to the parent, named in the subtitle; an unknown parent is
 * not found.
 */
export function ParentMasterListPage({ def, field, screens }: ParentMasterListPageProps) {
  const { id = '' } = useParams();
  const relation = def.fields.find((f) => f.name === field)?.relation;
  const parentDef = relation ? masterByKey(relation.master) : undefined;
  const valid = /^[1-9][0-9]{0,9}$/.test(id);
  const parent = useMasterItem(parentDef?.key ?? '', valid && parentDef ? id : null);
  if (!parentDef || !valid || parent.isError) return <NotFoundResult />;
  if (parent.isPending || !parent.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const name = String(parent.data[relation?.labelField ?? parentDef.labelField] ?? '');
  return (
    <MasterListPage
      def={def}
      screens={screens}
      fixed={{ field, value: id, title: `${parentDef.label}: ${name}` }}
    />
  );
}
