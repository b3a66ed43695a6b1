import { describe, expect, it } from 'vitest';
import { nilaiNegaraRefusal } from './forms';

describe("the state's part of an item ruled partly the state's", () => {
  it('stands when more than zero and at most the item value, to the sen', () => {
    expect(nilaiNegaraRefusal('1125000', '2250000.00')).toBeNull();
    expect(nilaiNegaraRefusal('2250000.00', '2250000')).toBeNull();
    expect(nilaiNegaraRefusal('0.01', '0.01')).toBeNull();
  });

  it('is refused above the item value or when not positive', () => {
    expect(nilaiNegaraRefusal('999999999999', '2250000.00')).toBe(
      'Nilai bagian milik negara tidak boleh melebihi nilai rincian (Rp2.250.000,00)',
    );
    expect(nilaiNegaraRefusal('2250000.01', '2250000.00')).toMatch(/melebihi/);
    expect(nilaiNegaraRefusal('0.00', '2250000.00')).toBe('Nilai bagian milik negara harus lebih dari 0');
    expect(nilaiNegaraRefusal('-5', '2250000.00')).toBe('Nilai bagian milik negara harus lebih dari 0');
  });
});
