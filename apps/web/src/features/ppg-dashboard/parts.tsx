import {
  formatNumber,
  type RealisasiTriwulan,
  type RisikoBand,
  type RiskBand,
  rentangBand,
  riskBand,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Card, Empty, Flex, Progress, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RISK_TAG_COLOUR } from '@/features/ppg-risiko/band';

/** A band's colour, read from the domain at the band's upper bound (VERY HIGH: any score above HIGH's). */
const bandColour = (band: RiskBand) => riskBand(rentangBand(band).sampai ?? 1).colour;

/** Text that is a link when there is a list to open (a role that may not open it reads plain text). */
export function MaybeLink({
  to,
  children,
  testId,
}: {
  to: string | null;
  children: ReactNode;
  testId?: string;
}) {
  return to ? (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  ) : (
    <span data-testid={testId}>{children}</span>
  );
}

/** One headline figure: its label, its count, and the list behind it. */
export function Figure({
  id,
  label,
  value,
  to,
  note,
}: {
  id: string;
  label: string;
  value: number | string;
  to: string | null;
  note?: ReactNode;
}) {
  const { token } = theme.useToken();
  const body = (
    <>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 26, fontWeight: 600, color: token.colorText }}>
        {typeof value === 'number' ? formatNumber(value, 0) : value}
      </div>
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </>
  );
  const style = {
    display: 'block',
    height: '100%',
    padding: token.paddingSM,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
  };
  return to ? (
    <Link to={to} data-ppg-figure={id} style={style}>
      {body}
    </Link>
  ) : (
    <div data-ppg-figure={id} style={style}>
      {body}
    </div>
  );
}

/** Realisation against the plan per quarter: the share achieved as a bar, the figures beside it. */
export function RealisasiCard({
  realisasi,
  linkOf,
  extra,
}: {
  realisasi: readonly (RealisasiTriwulan & { status?: string | null })[];
  linkOf: (triwulan: number) => string | null;
  extra?: (r: RealisasiTriwulan & { status?: string | null }) => ReactNode;
}) {
  const empty = realisasi.every((r) => r.target === 0 && r.capaian === 0);
  return (
    <Card title="Realisasi per triwulan terhadap rencana" size="small">
      {empty ? (
        <Empty description="Belum ada rencana kerja yang disetujui tahun ini" />
      ) : (
        <Flex vertical gap={12}>
          {realisasi.map((r) => (
            <div key={r.triwulan}>
              <Flex justify="space-between" wrap gap={8}>
                <MaybeLink to={linkOf(r.triwulan)} testId={`realisasi-tw${r.triwulan}`}>
                  {triwulanLabel(r.triwulan as Triwulan)}
                </MaybeLink>
                <Typography.Text type="secondary">
                  {formatNumber(r.capaian, 0)} dari target {formatNumber(r.target, 0)} · {r.diajukan}{' '}
                  diajukan, {r.disetujui} disetujui{r.terlambat ? `, ${r.terlambat} terlambat` : ''}
                  {extra ? extra(r) : null}
                </Typography.Text>
              </Flex>
              <Progress
                percent={Math.min(100, r.persen ?? 0)}
                format={() => (r.persen === null ? '-' : `${formatNumber(r.persen, 0)}%`)}
                aria-label={`Capaian triwulan ${r.triwulan}`}
              />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** Risks by band (SPEC §4 colours): how many risks, in how many institutions, each band opening its list. */
export function RisikoCard({
  risiko,
  linkOf,
  perInstansi = true,
}: {
  risiko: readonly RisikoBand[];
  linkOf: (band: string) => string | null;
  perInstansi?: boolean;
}) {
  const total = risiko.reduce((n, r) => n + r.jumlah, 0);
  return (
    <Card title="Risiko per tingkat" size="small">
      {total === 0 ? (
        <Empty description="Belum ada risiko teridentifikasi tahun ini" />
      ) : (
        <Flex vertical gap={8}>
          {risiko.map((r) => {
            return (
              <Flex key={r.band} justify="space-between" align="center" gap={8}>
                <MaybeLink to={linkOf(r.band)} testId={`risiko-${r.band}`}>
                  <Tag color={RISK_TAG_COLOUR[bandColour(r.band as RiskBand)]}>{r.band}</Tag>
                </MaybeLink>
                <Typography.Text>
                  {formatNumber(r.jumlah, 0)} risiko
                  {perInstansi ? ` · ${formatNumber(r.instansi, 0)} instansi` : ''}
                </Typography.Text>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}

/** Counts by step or status, each a link to its list, with the share of the total as a bar. */
export function CountList({
  title,
  rows,
  linkOf,
  emptyText,
}: {
  title: string;
  rows: readonly { key: string; label: string; jumlah: number }[];
  linkOf: (key: string) => string | null;
  emptyText: string;
}) {
  const total = rows.reduce((n, r) => n + r.jumlah, 0);
  return (
    <Card title={title} size="small">
      {total === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <Flex vertical gap={6}>
          {rows.map((r) => (
            <div key={r.key}>
              <Flex justify="space-between" gap={8}>
                <MaybeLink to={linkOf(r.key)} testId={`${title}-${r.key}`}>
                  {r.label}
                </MaybeLink>
                <Typography.Text strong>{formatNumber(r.jumlah, 0)}</Typography.Text>
              </Flex>
              <Progress
                percent={Math.round((100 * r.jumlah) / total)}
                showInfo={false}
                size="small"
                aria-label={`${r.label}: ${r.jumlah} dari ${total}`}
              />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
