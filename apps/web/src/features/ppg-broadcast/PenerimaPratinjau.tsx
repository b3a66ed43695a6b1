import type { FilterPenerima, PenerimaPratinjau as Pratinjau } from '@gratifikasi/domain';
import { filterPenerimaSchema } from '@gratifikasi/domain';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { pratinjauPenerima } from './api';

/**
 * How many addresses the recipient filter reaches now, and who the first of them are: shown before the broadcast is
 * submitted (the list itself is frozen only when the group head approves).
 */
export function PenerimaPratinjauCard({ filter, auto = false }: { filter: unknown; auto?: boolean }) {
  const [result, setResult] = useState<Pratinjau | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = filterPenerimaSchema.safeParse(filter);
  const key = JSON.stringify(parsed.success ? parsed.data : null);
  const hitung = async (f: FilterPenerima) => {
    setBusy(true);
    try {
      setResult(await pratinjauPenerima(f));
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: recounted when the filter's value changes (its JSON key)
  useEffect(() => {
    setResult(null);
    if (auto && parsed.success) void hitung(parsed.data);
  }, [key, auto]);
  return (
    <Card size="small" title="Penerima">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {parsed.success ? null : (
          <Typography.Text type="secondary">
            Lengkapi filter penerima untuk melihat jumlahnya.
          </Typography.Text>
        )}
        {auto ? null : (
          <Button
            loading={busy}
            disabled={!parsed.success}
            onClick={() => parsed.success && void hitung(parsed.data)}
          >
            Hitung penerima
          </Button>
        )}
        {result ? (
          <>
            <Alert
              type={result.jumlah > 0 ? 'info' : 'warning'}
              showIcon
              title={`${result.jumlah.toLocaleString('id-ID')} alamat email penerima`}
              description={
                result.tanpa_email > 0
                  ? `${result.tanpa_email.toLocaleString('id-ID')} akun tanpa alamat email yang sah tidak dikirimi.`
                  : undefined
              }
            />
            {result.contoh.length > 0 ? (
              <Table
                size="small"
                rowKey="email"
                pagination={false}
                dataSource={result.contoh}
                columns={[
                  { key: 'nama', title: 'Nama', dataIndex: 'nama' },
                  { key: 'email', title: 'Email', dataIndex: 'email' },
                ]}
                footer={
                  result.jumlah > result.contoh.length
                    ? () =>
                        `Contoh ${result.contoh.length} dari ${result.jumlah.toLocaleString('id-ID')} penerima`
                    : undefined
                }
              />
            ) : null}
          </>
        ) : null}
      </Space>
    </Card>
  );
}
