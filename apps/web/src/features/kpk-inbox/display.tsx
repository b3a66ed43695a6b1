import { formatDate, type InboxItem, stepLabel } from '@gratifikasi/domain';
import { Flex, Tag, Tooltip, Typography } from 'antd';

type Urgensi = NonNullable<InboxItem['urgensi']>;

/** Tag colours of the days left (antd presets): calm, getting close, due today, overdue. */
export const URGENSI_COLORS: Record<Urgensi, string> = {
  aman: 'green',
  mendekati: 'orange',
  hari_ini: 'volcano',
  terlambat: 'red',
};

/** "3 HK lagi", "hari ini", "lewat 2 HK": the working days left before the step's due date. */
export function sisaText(hari: number): string {
  if (hari > 0) return `${hari} HK lagi`;
  if (hari === 0) return 'Hari ini';
  return `lewat ${-hari} HK`;
}

/** The step's due date and the working days left, coloured by urgency; '-' for a step without a clock. */
export function TenggatCell({ row }: { row: Pick<InboxItem, 'batas' | 'hari_tersisa' | 'urgensi'> }) {
  if (!row.batas) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex vertical gap={2} align="flex-start">
      <span>{formatDate(row.batas)}</span>
      {row.hari_tersisa !== null && row.urgensi ? (
        <Tag color={URGENSI_COLORS[row.urgensi]} style={{ marginInlineEnd: 0 }}>
          {sisaText(row.hari_tersisa)}
        </Tag>
      ) : null}
    </Flex>
  );
}

/** The step's name (its code stays in the admin's screens). */
export function LangkahCell({ row }: { row: Pick<InboxItem, 'step' | 'step_nama'> }) {
  return <span>{row.step_nama || stepLabel(row.step)}</span>;
}

/** Why a report stands out: sent back to this step, or paused while the reporter completes it. */
export function InboxBadges({ row }: { row: Pick<InboxItem, 'dikembalikan' | 'menunggu_pelapor'> }) {
  if (!row.dikembalikan && !row.menunggu_pelapor) return null;
  return (
    <Flex gap={4} wrap>
      {row.dikembalikan ? (
        <Tooltip title="Dikembalikan ke langkah ini oleh pemeriksa berikutnya">
          <Tag color="magenta">Dikembalikan</Tag>
        </Tooltip>
      ) : null}
      {row.menunggu_pelapor ? (
        <Tooltip title="Tenggat dijeda selama pelapor melengkapi atau menanggapi">
          <Tag color="purple">Menunggu pelapor</Tag>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** Text, or '-' when empty. */
export function text(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '-' : value;
}
