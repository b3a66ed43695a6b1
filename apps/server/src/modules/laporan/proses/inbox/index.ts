// The inboxes of the KPK roles (issue 10 §3): the tab conditions, the page, the cached counts and the load per group
// or member that distribution shows.
export { forgetInboxCounts, inboxCounts } from './counts';
export { distributionLoad } from './load';
export { inboxPage } from './page';
