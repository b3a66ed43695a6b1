import { masterByKey } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { asUniqueClash } from './service';

const provinsi = masterByKey('provinsi');

describe('asUniqueClash', () => {
  it('turns a unique violation of a field index into 422 on that field', () => {
    if (!provinsi) throw new Error('provinsi');
    const error = { cause: { code: '23505', constraint: 'provinsis_kode_unique' } };
    let thrown: unknown;
    try {
      asUniqueClash(provinsi, error);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(422);
    expect((thrown as AppError).errors).toEqual({ kode: ['Sudah digunakan'] });
  });

  it('rethrows any other error unchanged', () => {
    if (!provinsi) throw new Error('provinsi');
    const other = new Error('boom');
    expect(() => asUniqueClash(provinsi, other)).toThrow(other);
  });
});
