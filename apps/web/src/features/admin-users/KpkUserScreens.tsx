import { KPK_USER_AREA, UserAreaProvider } from './area';
import { UserDetailPage } from './UserDetailPage';
import { UsersListPage } from './UsersListPage';

/** /kpk/users: the KPK admin's user list — the admin screen under the /kpk routes (issue 28 §1). */
export function KpkUsersListPage() {
  return (
    <UserAreaProvider area={KPK_USER_AREA}>
      <UsersListPage />
    </UserAreaProvider>
  );
}

/** /kpk/users/:id: one account, as on /admin, without the system administrators' own actions. */
export function KpkUserDetailPage() {
  return (
    <UserAreaProvider area={KPK_USER_AREA}>
      <UserDetailPage />
    </UserAreaProvider>
  );
}
