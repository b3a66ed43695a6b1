import { Table, Tag, Typography } from 'antd';
import { type DiffRow, diffSnapshots, showJson } from './diff';

const pre = { margin: 0, whiteSpace: 'pre-wrap' as const, wordBreak: 'break-word' as const, fontSize: 12 };

/** Before and after side by side, one row per key; changed keys are marked and tinted. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = diffSnapshots(before, after);
  if (before === null && after === null) {
    return (
      <Typography.Text type="secondary">Tidak ada data sebelum/sesudah untuk aktivitas ini.</Typography.Text>
    );
  }
  return (
    <Table<DiffRow>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      rowClassName={(r) => (r.changed ? 'diff-changed' : '')}
      onRow={(r) => ({ style: r.changed ? { background: '#fffbe6' } : undefined, 'data-changed': r.changed })}
      columns={[
        {
          title: 'Kolom',
          dataIndex: 'key',
          width: 180,
          render: (key: string, r) => (
            <span>
              {key} {r.changed ? <Tag color="orange">berubah</Tag> : null}
            </span>
          ),
        },
        { title: 'Sebelum', render: (_, r) => <pre style={pre}>{showJson(r.before)}</pre> },
        { title: 'Sesudah', render: (_, r) => <pre style={pre}>{showJson(r.after)}</pre> },
      ]}
    />
  );
}
