import { PENYUSUN_KONFIGURASI, type RoleName } from '@gratifikasi/domain';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../platform/access';
import type { AuthContext } from '../../../platform/auth-context';

const ADMINS: readonly RoleName[] = ['sysadmin', 'superuser'];
/** Who keeps the year's frame: the group heads (SPEC §6 "Edit: group heads") and, in /admin, the administrators. */
export const PENYUNTING_KONFIGURASI: readonly RoleName[] = [...PENYUSUN_KONFIGURASI, ...ADMINS];
/** Who reads it: the configuration's roles, the PPG team that verifies against it, the administrators. */
export const PEMBACA_KONFIGURASI: readonly RoleName[] = [
  'direktur',
  ...PENYUSUN_KONFIGURASI,
  'ketua_tim_ppg',
  'anggota_tim_ppg',
  ...ADMINS,
];
export const READ = { roles: PEMBACA_KONFIGURASI } as const;
export const EDIT = { roles: PENYUNTING_KONFIGURASI } as const;
/** Decisions: the group heads send, the director decides; the engine judges each step's role (403). */
export const DECIDE = { roles: [...PENYUSUN_KONFIGURASI, 'direktur'] as RoleName[] } as const;
/** A year's windows are no secret to the UPG, whose submissions they govern. */
export const JADWAL_READ = { roles: [...PEMBACA_KONFIGURASI, 'upg'] as RoleName[] } as const;

type Authed = FastifyRequest & { auth: AuthContext };
/** The request as a service's audit wants it: the request and its caller. */
export const meta = (request: FastifyRequest) => {
  const auth = requireAuth(request);
  return { ...(request as Authed), auth };
};
/** Whether the caller keeps the configuration (the details' edit buttons). */
export const penyunting = (auth: AuthContext) =>
  auth.activeRole !== null && PENYUNTING_KONFIGURASI.includes(auth.activeRole);
