import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from './permissions';
import { ROLE_NAMES } from './roles';
import { APP_ROUTES, AREAS, buildPath, matchRoute, ROUTE_NAMES, routeByName, routesOfArea } from './routes';
import { ADMIN_MASTERS } from './routes/adminMasters';

const names = APP_ROUTES.map((r) => r.name);

describe('APP_ROUTES', () => {
  it('has unique names and unique paths', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
  });
  it('holds every fixed name of contracts.md at its path', () => {
    const fixed: Record<string, string> = {
      landing: '/',
      welcome: '/welcome',
      login: '/login',
      'lupa-password': '/lupa-password',
      'reset-password': '/reset-password/:token',
      maintenance: '/maintenance',
      unauthorized: '/unauthorized',
      'admin-home': '/admin/home',
      'wizard-home': '/wizard/home',
      'kpk-beranda': '/kpk/beranda',
      'kpk-beranda-ppg': '/kpk/kpk-beranda-ppg',
      'upg-beranda': '/upg/beranda',
      'individu-beranda': '/individu/beranda',
      'individu-pelapor-laporan': '/individu/pelapor',
      'observer-beranda': '/observer/beranda',
      'data_entry-beranda': '/data-entry/beranda',
      'reporter-beranda': '/reporter/beranda',
      'individu-profile': '/individu/individu-profile',
      'upg-profile': '/upg/profile',
      'kpk-profile': '/kpk/profile',
    };
    for (const [name, path] of Object.entries(fixed)) expect(routeByName(name).path, name).toBe(path);
    for (const name of Object.values(ROUTE_NAMES)) expect(() => routeByName(name)).not.toThrow();
  });
  it('derives other names from the area and static segments', () => {
    expect(routeByName('kpk-laporan-detail').path).toBe('/kpk/laporan-detail/:id');
    expect(routeByName('data-entry-laporan-create').path).toBe('/data-entry/laporan/create');
    expect(routeByName('kpk-kegiatan-aktivitas-laporan-view').path).toBe(
      '/kpk/kegiatan/:kegiatan_id/aktivitas/:id/laporan/view',
    );
    expect(routeByName('news-detail').path).toBe('/news/:id/:slug');
  });
  it('has every admin master with its /:id detail under frapp-master-manage', () => {
    expect(ADMIN_MASTERS.length).toBeGreaterThanOrEqual(50);
    for (const [slug] of ADMIN_MASTERS) {
      expect(routeByName(`admin-master-${slug}`).path).toBe(`/admin/master-${slug}`);
      const detail = routeByName(`admin-master-${slug}-detail`);
      expect(detail.path).toBe(`/admin/master-${slug}/:id`);
      expect(detail.meta.requiresPermission).toEqual(['frapp-master-manage']);
    }
  });
  it('counts the routes of each area of spec §2', () => {
    const count = (area: Parameters<typeof routesOfArea>[0]) => routesOfArea(area).length;
    // 27 of spec §2, the open-data page /statistik (issue 13 §3) and a letter's verification page (issue 11 §2),
    // with and without its code (issue 24 §3).
    expect(count('public')).toBe(30);
    expect(count('individu')).toBe(11);
    expect(count('publik')).toBe(8);
    expect(count('data-entry')).toBe(11);
    expect(count('reporter')).toBe(11);
    expect(count('observer')).toBe(8);
    expect(count('wizard')).toBe(3);
    expect(count('upg')).toBe(41);
    // The KPK area's routes of spec §2, and the activity calendar of issue 26 (SPEC §7 "kegiatan-kalender").
    expect(count('kpk')).toBe(244);
    // 23 general screens + 58 masters × 2 + 28 other admin screens, and the login locks (issue 9, beyond spec §2);
    // the five content masters of issue 13 (halaman-publik, materi-sosialisasi, its konten, mobile-info,
    // dokumen-publik) are beyond §2; so are the template editor and the e-office screen (its simulator, SPEC §7);
    // and the five dissemination and innovation catalogues of issue 26 §4 (× 2).
    expect(count('admin')).toBe(181);
  });
  it('applies the meta of spec §2 to public routes', () => {
    expect(routeByName('login').meta).toEqual({ guestOnly: true, checkMaintenance: true });
    expect(routeByName('registrasi').meta).toEqual({ guestOnly: true, checkMaintenance: true });
    expect(routeByName('about').meta).toEqual({ guestOnly: true });
    expect(routeByName('news').meta).toEqual({ checkMaintenance: true });
    expect(routeByName('unauthorized').meta).toEqual({});
  });
  it('merges area meta into each route, a route narrowing the roles', () => {
    expect(routeByName('upg-laporan').meta).toEqual({
      requiresAuth: true,
      requiresRole: ['upg'],
      requiresPermission: ['daftar-laporan'],
    });
    expect(routeByName('kpk-laporan-create').meta.requiresRole).toEqual(['anggota_tim']);
    expect(routeByName('kpk-laporan-create').meta.requiresAuth).toBe(true);
    expect(routeByName('kpk-gh-laporan').meta.requiresRole).toEqual(['ketua_group']);
    expect(routeByName('admin-users').meta.requiresPermission).toEqual(['manajemen-user']);
  });
  it('keeps every route inside its area: roles narrower than the area, always signed in', () => {
    for (const route of APP_ROUTES) {
      if (route.area === 'public') continue;
      const areaRoles = AREAS[route.area].meta.requiresRole ?? [];
      expect(route.meta.requiresAuth, route.name).toBe(true);
      for (const role of route.meta.requiresRole ?? []) expect(areaRoles, route.name).toContain(role);
    }
  });
  it('is openable: every route needing roles and permissions has a listed role holding them by default', () => {
    for (const route of APP_ROUTES) {
      const { requiresRole, requiresPermission } = route.meta;
      if (!requiresPermission) continue;
      const candidates = requiresRole ?? ROLE_NAMES;
      const able = candidates.filter((role) =>
        requiresPermission.every((p) => DEFAULT_ROLE_PERMISSIONS[role].includes(p)),
      );
      expect(able.length, route.name).toBeGreaterThan(0);
    }
  });
  it('throws on an unknown name', () => {
    expect(() => routeByName('nope')).toThrow('Unknown route nope');
  });
});

describe('matchRoute', () => {
  it('matches static and parameterised paths with decoded params', () => {
    expect(matchRoute('/')?.route.name).toBe('landing');
    expect(matchRoute('/login')?.route.name).toBe('login');
    const news = matchRoute('/news/12/hari%20ini');
    expect(news?.route.name).toBe('news-detail');
    expect(news?.params).toEqual({ id: '12', slug: 'hari ini' });
    expect(matchRoute('/kpk/laporan-detail/77?tab=2#x')).toEqual({
      route: routeByName('kpk-laporan-detail'),
      params: { id: '77' },
    });
  });
  it('handles optional params', () => {
    expect(matchRoute('/kpk/gh-laporan')).toEqual({ route: routeByName('kpk-gh-laporan'), params: {} });
    expect(matchRoute('/kpk/gh-laporan/verifikasi')?.params).toEqual({ tab: 'verifikasi' });
    expect(matchRoute('/upg/upg-profile-klop-detail/5')?.params).toEqual({ upg_id: '5' });
  });
  it('prefers static segments over params', () => {
    expect(matchRoute('/kpk/master-instansis/edit/3')?.route.name).toBe('kpk-master-instansis-edit');
    expect(matchRoute('/kpk/master-instansis/pusat/3')).toEqual({
      route: routeByName('kpk-master-instansis-transform'),
      params: { type: 'pusat', id: '3' },
    });
    expect(matchRoute('/kegiatan/survey/abc')?.route.name).toBe('kegiatan-survey');
    expect(matchRoute('/kegiatan/9')?.route.name).toBe('kegiatan');
    expect(matchRoute('/admin/master-instansi/edit/4')?.route.name).toBe('admin-master-instansi-edit');
  });
  it('tolerates a trailing slash and returns null for unknown paths', () => {
    expect(matchRoute('/kpk/beranda/')?.route.name).toBe('kpk-beranda');
    expect(matchRoute('/tidak-ada')).toBeNull();
    expect(matchRoute('/kpk/laporan-detail')).toBeNull();
    expect(matchRoute('/kpk/laporan-detail/1/2')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills params, encoding them', () => {
    expect(buildPath('kpk-beranda')).toBe('/kpk/beranda');
    expect(buildPath('landing')).toBe('/');
    expect(buildPath('kpk-laporan-detail', { id: 42 })).toBe('/kpk/laporan-detail/42');
    expect(buildPath('news-detail', { id: 1, slug: 'a b' })).toBe('/news/1/a%20b');
    expect(buildPath('kpk-og-statement-of-account-view', { id: 3, currency: 'USD' })).toBe(
      '/kpk/og-statement-of-account-view/3/USD',
    );
  });
  it('drops absent optional params and rejects missing required ones', () => {
    expect(buildPath('kpk-gh-laporan')).toBe('/kpk/gh-laporan');
    expect(buildPath('kpk-gh-laporan', { tab: 'sk' })).toBe('/kpk/gh-laporan/sk');
    expect(() => buildPath('kpk-laporan-detail')).toThrow('needs param id');
  });
  it('round-trips with matchRoute for every route', () => {
    for (const route of APP_ROUTES) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map((m, i) => [m[1] as string, `v${i}`]),
      );
      const built = buildPath(route.name, params);
      expect(matchRoute(built)?.route.name, built).toBe(route.name);
    }
  });
});
