import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { apiDateRule, isBeforeFloor } from './dateRules';

const validate = (value: unknown) =>
  (apiDateRule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value);

describe('date picker rules', () => {
  it('keep the pickers at or after 1900-01-01, as the API does', async () => {
    expect(isBeforeFloor(dayjs('1899-12-31'))).toBe(true);
    expect(isBeforeFloor(dayjs('1900-01-01'))).toBe(false);
    await expect(validate(dayjs('1900-01-01'))).resolves.toBeUndefined();
    await expect(validate(null)).resolves.toBeUndefined();
    await expect(validate(dayjs('1850-06-01'))).rejects.toThrow('Tanggal tidak boleh sebelum 01-01-1900');
  });
});
