import type { LaporanImportRow } from '@gratifikasi/domain';
import { Checkbox, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

/**
 * The row-by-row report of an import file: sheet row, the key that groups rows (when the import has one, under
 * `keyTitle`), status and the row's errors.
 */
export function ImportReportTable({
  rows,
  keyTitle,
}: {
  rows: readonly LaporanImportRow[];
  keyTitle?: string;
}) {
  const [onlyBad, setOnlyBad] = useState(false);
  const shown = onlyBad ? rows.filter((r) => r.errors.length > 0) : rows;
  const bad = rows.some((r) => r.errors.length > 0);
  return (
    <Flex vertical gap={8}>
      {bad ? (
        <Checkbox checked={onlyBad} onChange={(e) => setOnlyBad(e.target.checked)}>
          Tampilkan hanya baris bermasalah
        </Checkbox>
      ) : null}
      <Table<LaporanImportRow>
        size="small"
        rowKey="row"
        dataSource={[...shown]}
        pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          { title: 'Baris', dataIndex: 'row', width: 80, sorter: (a, b) => a.row - b.row },
          ...(keyTitle
            ? [
                {
                  title: keyTitle,
                  dataIndex: 'key',
                  width: 170,
                  render: (key: string) =>
                    key || <Typography.Text type="secondary">(kosong)</Typography.Text>,
                },
              ]
            : []),
          {
            title: 'Status',
            key: 'status',
            width: 120,
            render: (_, row) =>
              row.errors.length === 0 ? <Tag color="green">Valid</Tag> : <Tag color="red">Tidak valid</Tag>,
          },
          {
            title: 'Kesalahan',
            dataIndex: 'errors',
            render: (errors: string[]) =>
              errors.length === 0 ? (
                '-'
              ) : (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </Flex>
  );
}
