import { formatDateTime } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Table, Tag } from 'antd';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { PageHeader } from '@/ui/PageHeader';
import { type LoginLock, useLiftLoginLock, useLoginLocks } from './login-locks';

const KIND: Record<LoginLock['kind'], string> = {
  pair: 'Pengguna dari satu IP',
  user: 'Pengguna (semua IP)',
  ip: 'Alamat IP',
};

const subject = (lock: LoginLock) =>
  lock.kind === 'pair' ? `${lock.username} dari ${lock.ip}` : (lock.username ?? lock.ip ?? '-');

/** Who the login throttle holds back (failed logins in the current window); an admin lifts a lock. */
export function LoginLocksPage() {
  const { modal } = useAppApis();
  const locks = useLoginLocks();
  const lift = useLiftLoginLock();

  const confirmLift = (lock: LoginLock) =>
    modal.confirm({
      title: 'Buka kunci login?',
      content: `${KIND[lock.kind]}: ${subject(lock)} dapat mencoba masuk kembali; ${lock.failures} percobaan gagal dihapus.`,
      okText: 'Ya, buka kunci',
      cancelText: 'Batal',
      onOk: async () => {
        const result = await lift.mutateAsync(lock.key).catch(() => null);
        if (result?.message) notify.success(result.message);
      },
    });

  const columns: TableColumnsType<LoginLock> = [
    { key: 'kind', title: 'Jenis', render: (_, l) => KIND[l.kind] },
    { key: 'subject', title: 'Pengguna / IP', render: (_, l) => subject(l) },
    { key: 'failures', title: 'Gagal', render: (_, l) => `${l.failures} dari ${l.limit}` },
    {
      key: 'status',
      title: 'Status',
      render: (_, l) => (l.locked ? <Tag color="red">Terkunci</Tag> : <Tag>Dipantau</Tag>),
    },
    { key: 'expires_at', title: 'Berakhir', render: (_, l) => formatDateTime(l.expires_at) },
    {
      key: 'actions',
      title: 'Aksi',
      render: (_, l) => (
        <Button size="small" danger={l.locked} onClick={() => confirmLift(l)}>
          Buka kunci
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Kunci Login"
        subtitle="Percobaan login gagal dalam jendela waktu berjalan, per pengguna dari satu IP, per pengguna, dan per IP."
      />
      {locks.isError ? <Alert type="error" showIcon title="Data kunci login tidak dapat dimuat." /> : null}
      <Card>
        <Table<LoginLock>
          rowKey="key"
          loading={locks.isPending}
          dataSource={locks.data ?? []}
          columns={columns}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Tidak ada percobaan login gagal saat ini.' }}
        />
      </Card>
    </>
  );
}
