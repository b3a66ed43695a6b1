import { type RiskBand, type RiskColour, riskBand } from '@gratifikasi/domain';
import { Tag } from 'antd';

/** SPEC §4's risk colours as antd tag colours (primary blue, orange, deep orange, red). */
export const RISK_TAG_COLOUR: Record<RiskColour, string> = {
  primary: 'blue',
  orange: 'orange',
  'deep-orange': 'volcano',
  red: 'red',
};

/** The same colours as solid fills, for the heat map's cells. */
export const RISK_FILL: Record<RiskColour, string> = {
  primary: '#1976D2',
  orange: '#FF9800',
  'deep-orange': '#FF5722',
  red: '#F44336',
};

/** A risk's band as a coloured tag, from its score (`riskBand`), with the score beside it. */
export function BandTag({ skor }: { skor: number }) {
  const { band, colour } = riskBand(skor);
  return (
    <Tag color={RISK_TAG_COLOUR[colour]} aria-label={`Tingkat risiko ${band}`}>
      {band} · {skor.toFixed(2)}
    </Tag>
  );
}

export const BAND_OPTIONS: { value: RiskBand; label: string }[] = [
  { value: 'LOW', label: 'LOW (≤ 0,3)' },
  { value: 'MEDIUM', label: 'MEDIUM (≤ 0,5)' },
  { value: 'HIGH', label: 'HIGH (≤ 0,7)' },
  { value: 'VERY HIGH', label: 'VERY HIGH (> 0,7)' },
];
