export type RiskBand = 'LOW' | 'MEDIUM' | 'HIGH' | 'VERY HIGH';
export type RiskColour = 'primary' | 'orange' | 'deep-orange' | 'red';

/** Upper bounds (inclusive) of the risk bands of spec §4; above the last is VERY HIGH. */
export const RISK_THRESHOLDS = { LOW: 0.3, MEDIUM: 0.5, HIGH: 0.7 } as const;

/** The risk band and colour of a score: ≤0.3 LOW, ≤0.5 MEDIUM, ≤0.7 HIGH, above VERY HIGH (spec §4). */
export function riskBand(score: number): { band: RiskBand; colour: RiskColour } {
  if (Number.isNaN(score)) throw new RangeError('Skor risiko bukan angka');
  if (score <= RISK_THRESHOLDS.LOW) return { band: 'LOW', colour: 'primary' };
  if (score <= RISK_THRESHOLDS.MEDIUM) return { band: 'MEDIUM', colour: 'orange' };
  if (score <= RISK_THRESHOLDS.HIGH) return { band: 'HIGH', colour: 'deep-orange' };
  return { band: 'VERY HIGH', colour: 'red' };
}
