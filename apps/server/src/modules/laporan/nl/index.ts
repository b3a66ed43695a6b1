export { nlPenilaianOf, saveNlAssessment } from './assessment';
export { type NlProposal, nlProposal, unsurNlAktif } from './proposal';
export { nlRoutes, nlView } from './routes';
