import { formatDateTime } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Descriptions, Drawer, Select, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type OutboxMail, useMail, useMails, useRetryMail } from './api';
import { DateRangeFilter, RANGE_FILTER, withDateRange } from './dateRange';

const STATUS: Record<OutboxMail['status'], { label: string; color: string }> = {
  pending: { label: 'Menunggu', color: 'gold' },
  sent: { label: 'Terkirim', color: 'green' },
  failed: { label: 'Gagal', color: 'red' },
};

export const MailStatus = ({ status }: { status: OutboxMail['status'] }) => (
  <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
);

/**
 * One message of the outbox; the HTML body renders in a sandboxed frame (no scripts, no same origin). A failed
 * message can be sent again.
 */
export function MailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mail = useMail(id);
  const retry = useRetryMail();
  const failedId = mail.data?.status === 'failed' ? mail.data.id : null;
  const extra =
    failedId !== null ? (
      <Button
        loading={retry.isPending}
        onClick={async () => {
          const result = await retry.mutateAsync(failedId).catch(() => null);
          if (result?.message) notify.success(result.message);
        }}
      >
        Kirim ulang
      </Button>
    ) : null;
  return (
    <Drawer open={id !== null} onClose={onClose} title="Detail Email" size="large" extra={extra}>
      {mail.isPending ? (
        <Skeleton active />
      ) : mail.isError ? (
        <Alert type="error" showIcon title="Email tidak dapat dimuat." />
      ) : (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Kepada">{mail.data.to}</Descriptions.Item>
            <Descriptions.Item label="Subjek">{mail.data.subject}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <MailStatus status={mail.data.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Dibuat">{formatDateTime(mail.data.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Terkirim">
              {mail.data.sent_at ? formatDateTime(mail.data.sent_at) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="Percobaan">{mail.data.attempts}</Descriptions.Item>
            {mail.data.error ? <Descriptions.Item label="Galat">{mail.data.error}</Descriptions.Item> : null}
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'html',
                label: 'Tampilan',
                children: (
                  <iframe
                    title="Isi email"
                    sandbox=""
                    srcDoc={mail.data.html}
                    style={{ width: '100%', height: 420, border: '1px solid #eee', background: '#fff' }}
                  />
                ),
              },
              {
                key: 'text',
                label: 'Teks',
                children: <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.data.text}</pre>,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** The mail outbox: every message the application sent or will send. */
export function TrxEmailsPage() {
  const list = useListQuery('admin-trx-emails');
  const result = useMails(withDateRange(list.params));
  const [open, setOpen] = useState<number | null>(null);
  const { filters } = list.query;
  const columns: TableColumnsType<OutboxMail> = [
    { key: 'created_at', title: 'Waktu', sorter: true, render: (_, m) => formatDateTime(m.created_at) },
    { key: 'to', title: 'Kepada', dataIndex: 'to', sorter: true },
    { key: 'subject', title: 'Subjek', dataIndex: 'subject' },
    { key: 'status', title: 'Status', sorter: true, render: (_, m) => <MailStatus status={m.status} /> },
    {
      key: 'actions',
      title: '',
      render: (_, m) => (
        <Button size="small" onClick={() => setOpen(m.id)}>
          Lihat
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Log Email" subtitle="Kotak keluar email aplikasi beserta status pengirimannya." />
      <Card>
        <FilterBar list={list}>
          <Select
            aria-label="Filter status"
            placeholder="Semua status"
            allowClear
            style={{ width: 160 }}
            value={filters.status}
            onChange={(v?: string) => list.setFilter('status', v)}
            options={Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label }))}
          />
          <DateRangeFilter value={filters[RANGE_FILTER]} onChange={(v) => list.setFilter(RANGE_FILTER, v)} />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="email" />
      </Card>
      <MailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
