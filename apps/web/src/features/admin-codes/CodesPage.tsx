import type { CodeEntry, CodeList, CodeUse } from '@gratifikasi/domain';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { Link } from 'react-router';
import { FilterBar } from '@/ui/FilterBar';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useCodeLists } from './api';

const KIND_LABEL: Record<CodeUse['kind'], string> = { layar: 'Layar', master: 'Master', tabel: 'Tabel' };

function UseTag({ use }: { use: CodeUse }) {
  const text = `${KIND_LABEL[use.kind]}: ${use.label}`;
  return <Tag>{use.path ? <Link to={use.path}>{text}</Link> : text}</Tag>;
}

function Codes({ list }: { list: CodeList }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">Sumber definisi: {list.source}</Typography.Text>
      <Table<CodeEntry>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={[...list.codes]}
        columns={[
          {
            title: 'Kode',
            dataIndex: 'code',
            render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
          },
          { title: 'Label', dataIndex: 'label' },
          { title: 'Keterangan', dataIndex: 'note', render: (note?: string) => note ?? '-' },
        ]}
      />
    </Space>
  );
}

/**
 * The application's code lists, read-only (issue 28 §1): each fixed enumeration with its codes and labels and
 * where it is used; the text search runs on the server and opens the lists it finds.
 */
export function CodesPage() {
  const list = useListQuery('admin-codes');
  const q = list.query.q;
  const result = useCodeLists(q);
  const [opened, setOpened] = useState<readonly Key[]>([]);
  const items = result.data?.items ?? [];
  // A search opens every list it finds (their matching codes); without one, the lists the user opened.
  const expanded = q ? items.map((l) => l.key) : opened;

  return (
    <>
      <PageHeader
        title="Kode"
        subtitle="Daftar kode tetap aplikasi (status, langkah, peran, label) dan tempat pemakaiannya. Hanya baca."
      />
      {result.isError ? <Alert type="error" showIcon title="Daftar kode tidak dapat dimuat." /> : null}
      <Card>
        <FilterBar list={list} />
        <Table<CodeList>
          rowKey="key"
          loading={result.isFetching}
          dataSource={items}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q ? 'Tidak ada kode yang cocok' : 'Belum ada data' }}
          expandable={{
            expandedRowKeys: [...expanded],
            onExpandedRowsChange: (keys) => setOpened(keys),
            expandedRowRender: (row) => <Codes list={row} />,
          }}
          columns={[
            {
              title: 'Daftar Kode',
              key: 'name',
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{row.name}</Typography.Text>
                  <Typography.Text type="secondary">{row.description}</Typography.Text>
                </Space>
              ),
            },
            { title: 'Jumlah Kode', key: 'count', render: (_, row) => row.codes.length },
            {
              title: 'Dipakai di',
              key: 'usedIn',
              render: (_, row) => (
                <Space size={[4, 4]} wrap>
                  {row.usedIn.map((use) => (
                    <UseTag key={`${use.kind}:${use.ref}`} use={use} />
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
