import { formatDate, isLaporanEditable, type Laporan } from '@gratifikasi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Flex, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { type LaporanSaveResult, laporanQuery, useLaporan } from './api';
import { AREAS, type LaporanArea } from './areas';
import { LaporanForm } from './form/LaporanForm';
import { LaporanNotFound } from './LaporanNotFound';

/** What the reporter sees after "Kirim Laporan": the number, the late warning and the negative-list hints. */
export function SubmitResult({ area, result }: { area: LaporanArea; result: LaporanSaveResult }) {
  const config = AREAS[area];
  const { laporan } = result;
  return (
    <Card>
      <Result
        status="success"
        title="Laporan berhasil dikirim"
        subTitle={`Nomor laporan: ${laporan.nosig ?? '-'} · Status: ${laporan.status_nama}`}
        extra={
          <Flex justify="center" gap={8} wrap>
            <LinkButton type="primary" to={buildPath(config.detail, { id: laporan.id })}>
              Lihat Detail Laporan
            </LinkButton>
            {config.list ? <LinkButton to={buildPath(config.list)}>Kembali ke Daftar</LinkButton> : null}
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          {result.is_terlambat ? (
            <Alert
              type="error"
              showIcon
              title="Laporan terlambat"
              description={`Laporan ini disampaikan melewati batas 30 hari kerja sejak tanggal penerimaan (batas lapor ${formatDate(laporan.batas_lapor) || '-'}).`}
            />
          ) : null}
          {result.nl_hints.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title="Catatan negative list"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {result.nl_hints.map((h) => (
                    <li key={h.kode}>{h.pesan}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
        </Flex>
      </Result>
    </Card>
  );
}

/** Create or edit a report in an area (individu, publik, upg, data entry, KPK). */
export function LaporanFormPage({ area }: { area: LaporanArea }) {
  const config = AREAS[area];
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  const existing = useLaporan(editId);
  const [result, setResult] = useState<LaporanSaveResult | null>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { state } = useLocation();
  const initialStep = (state as { step?: unknown } | null)?.step;
  const title = editId ? 'Ubah Laporan Gratifikasi' : 'Buat Laporan Gratifikasi';

  /** The first draft of a new report: the page moves to its edit route (replacing the create one) on the same step. */
  const draftSaved = (laporan: Laporan, step: number) => {
    if (editId !== null || !config.edit) return;
    // The saved report is known: the edit route shows the form at once instead of loading it again.
    client.setQueryData(laporanQuery(laporan.id).queryKey, laporan);
    navigate(buildPath(config.edit, { id: laporan.id }), { replace: true, state: { step } });
  };

  let body: ReactNode;
  if (result) body = <SubmitResult area={area} result={result} />;
  else if (editId && existing.isLoading)
    body = (
      <Card>
        <Skeleton active />
      </Card>
    );
  else if (editId && (existing.isError || !existing.data)) body = <LaporanNotFound area={area} />;
  else if (existing.data && (!existing.data.can_edit || !isLaporanEditable(existing.data.status))) {
    body = (
      <Result
        status="warning"
        title="Laporan tidak dapat diubah"
        subTitle="Laporan hanya dapat diubah selama masih berupa draf atau dikembalikan kepada pelapor."
        extra={<LinkButton to={buildPath(config.detail, { id: existing.data.id })}>Lihat Laporan</LinkButton>}
      />
    );
  } else
    body = (
      <LaporanForm
        config={config}
        initial={existing.data ?? null}
        onSubmitted={setResult}
        onDraftSaved={draftSaved}
        initialStep={typeof initialStep === 'number' ? initialStep : 0}
      />
    );

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Laporkan penerimaan atau penolakan gratifikasi paling lambat 30 hari kerja sejak tanggal penerimaan."
      />
      {body}
    </>
  );
}
