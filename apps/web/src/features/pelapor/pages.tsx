import { PELAPOR_AREAS } from './areas';
import { PelaporDetailPage } from './PelaporDetailPage';
import { PelaporCreatePage, PelaporEditPage } from './PelaporFormPage';
import { PelaporListPage } from './PelaporListPage';

const A = PELAPOR_AREAS;

export { IndividuPelaporPage } from './IndividuPelaporPage';

export const IndividuPelaporEdit = () => <PelaporEditPage area={A.individu} />;

export const PublikPelaporList = () => <PelaporListPage area={A.publik} />;
export const PublikPelaporEdit = () => <PelaporEditPage area={A.publik} />;
export const PublikPelaporDetail = () => <PelaporDetailPage area={A.publik} />;

export const UpgPelaporList = () => <PelaporListPage area={A.upg} />;
export const UpgPelaporCreate = () => <PelaporCreatePage area={A.upg} />;
export const UpgPelaporEdit = () => <PelaporEditPage area={A.upg} />;
export const UpgPelaporDetail = () => <PelaporDetailPage area={A.upg} />;

export const DataEntryPelaporList = () => <PelaporListPage area={A['data-entry']} />;
export const DataEntryPelaporCreate = () => <PelaporCreatePage area={A['data-entry']} />;
export const DataEntryPelaporEdit = () => <PelaporEditPage area={A['data-entry']} />;
export const DataEntryPelaporDetail = () => <PelaporDetailPage area={A['data-entry']} />;

export const KpkPelaporList = () => <PelaporListPage area={A.kpk} />;
export const KpkPelaporCreate = () => <PelaporCreatePage area={A.kpk} />;
export const KpkPelaporEdit = () => <PelaporEditPage area={A.kpk} />;
export const KpkPelaporDetail = () => <PelaporDetailPage area={A.kpk} />;

export const AdminPelaporList = () => <PelaporListPage area={A.admin} />;
export const AdminPelaporEdit = () => <PelaporEditPage area={A.admin} />;
export const AdminPelaporDetail = () => <PelaporDetailPage area={A.admin} />;
