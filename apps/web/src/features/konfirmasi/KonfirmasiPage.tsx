import { formatDateTime, type PublicLinkType } from '@gratifikasi/domain';
import { Alert, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { isLinkExpired, useLink, useSubmitKelengkapan, useSubmitTanggapan } from './api';
import { KelengkapanForm } from './KelengkapanForm';
import { LaporanRingkasan } from './LaporanRingkasan';
import { LinkExpired } from './LinkExpired';
import { TanggapanForm } from './TanggapanForm';

const COPY: Record<PublicLinkType, { title: string; thanks: string }> = {
  KELENGKAPAN: {
    title: 'Konfirmasi Kelengkapan Laporan',
    thanks: 'Kelengkapan laporan Anda telah kami terima dan akan ditindaklanjuti oleh KPK.',
  },
  TANGGAPAN: {
    title: 'Konfirmasi Tanggapan Pelapor',
    thanks: 'Tanggapan Anda telah kami terima dan akan ditindaklanjuti oleh KPK.',
  },
};

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="center" style={{ padding: '32px 16px' }}>
      <Card title={title} style={{ width: '100%', maxWidth: 960 }}>
        {children}
      </Card>
    </Flex>
  );
}

/** The page a mailed link opens: the report, what the KPK asks, and the reporter's one answer. */
export function KonfirmasiPage({ type }: { type: PublicLinkType }) {
  const { token = '' } = useParams();
  const link = useLink(token);
  const kelengkapan = useSubmitKelengkapan(token);
  const tanggapan = useSubmitTanggapan(token);
  const [done, setDone] = useState(false);
  const copy = COPY[type];
  const submit = type === 'KELENGKAPAN' ? kelengkapan : tanggapan;

  if (link.isPending) {
    return (
      <Frame title={copy.title}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Frame>
    );
  }
  // A link of the other kind is no valid link for this page either.
  if (link.isError || link.data.type !== type || isLinkExpired(submit.error)) {
    return (
      <Frame title={copy.title}>
        <LinkExpired />
      </Frame>
    );
  }
  if (done) {
    return (
      <Frame title={copy.title}>
        <Result status="success" title="Terima kasih" subTitle={copy.thanks} />
      </Frame>
    );
  }

  const data = link.data;
  const send = (run: () => Promise<void>) => {
    run()
      .then(() => setDone(true))
      .catch(() => undefined);
  };

  return (
    <Frame title={copy.title}>
      <Flex vertical gap={20}>
        <Alert
          type="info"
          showIcon
          title={`Laporan ${data.laporan.nosig ?? ''} atas nama ${data.laporan.pelapor_nama}`}
          description={`Tautan ini berlaku sampai ${formatDateTime(data.expires_at)} dan hanya dapat dikirim satu kali.`}
        />
        <section>
          <Typography.Title level={5}>Ringkasan laporan</Typography.Title>
          <LaporanRingkasan token={token} />
        </section>
        <section>
          <Typography.Title level={5}>
            {type === 'KELENGKAPAN' ? 'Permintaan kelengkapan' : 'Permintaan tanggapan'}
          </Typography.Title>
          {data.permintaan.pesan ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
              {data.permintaan.pesan}
            </Typography.Paragraph>
          ) : null}
          {type === 'KELENGKAPAN' ? (
            <KelengkapanForm
              token={token}
              link={data}
              submitting={kelengkapan.isPending}
              onSubmit={(answer) => send(() => kelengkapan.mutateAsync(answer))}
            />
          ) : (
            <TanggapanForm
              token={token}
              link={data}
              submitting={tanggapan.isPending}
              onSubmit={(answer) => send(() => tanggapan.mutateAsync(answer))}
            />
          )}
        </section>
      </Flex>
    </Frame>
  );
}

export const KonfirmasiKelengkapanPage = () => <KonfirmasiPage type="KELENGKAPAN" />;
export const KonfirmasiTanggapanPage = () => <KonfirmasiPage type="TANGGAPAN" />;
