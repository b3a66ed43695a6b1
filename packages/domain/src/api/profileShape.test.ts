import { describe, expect, it } from 'vitest';
import { type Profile, profileSchema } from './auth';
import { isProfileShape } from './profileShape';

const profile: Profile = {
  id: 7,
  username: 'kpk_multi',
  name: 'Demo Multi Peran KPK',
  email: 'kpk_multi@demo.gratifikasi.go.id',
  roles: [
    {
      id: 8,
      name: 'ketua_tim',
      label: 'Ketua Tim',
      access_id: 31,
      scope: null,
      permissions: [{ name: 'daftar-laporan' }],
    },
  ],
  active_role: { id: 8, name: 'ketua_tim', label: 'Ketua Tim' },
  access_id: 31,
  pelapors: [],
  max_idle: 60,
  session_alert_threshold: 30,
  is_plh_gh: false,
};

describe('isProfileShape', () => {
  it('accepts what profileSchema accepts', () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(isProfileShape(profile)).toBe(true);
    expect(isProfileShape({ ...profile, active_role: null })).toBe(true);
  });

  it('rejects missing data and broken fields', () => {
    expect(isProfileShape(null)).toBe(false);
    expect(isProfileShape({})).toBe(false);
    expect(isProfileShape({ ...profile, id: '7' })).toBe(false);
    expect(isProfileShape({ ...profile, roles: 'ketua_tim' })).toBe(false);
    expect(isProfileShape({ ...profile, pelapors: undefined })).toBe(false);
    expect(isProfileShape({ ...profile, max_idle: null })).toBe(false);
    expect(isProfileShape({ ...profile, active_role: 'ketua_tim' })).toBe(false);
    expect(isProfileShape({ ...profile, roles: [{ name: 'ketua_tim', permissions: [] }] })).toBe(false);
    expect(isProfileShape({ ...profile, roles: [{ ...profile.roles[0], permissions: [{}] }] })).toBe(false);
  });
});
