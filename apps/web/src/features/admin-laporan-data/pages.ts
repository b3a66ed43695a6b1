export { LaporanDataDetailPage } from './LaporanDataDetailPage';
export { LaporanDataPage } from './LaporanDataPage';
export { RincianDataPage } from './RincianDataPage';
