/** The requester's service requests (issue 9 "Deciding"): list, comparison, decisions, review dialog. */
export { ServiceRequestsList } from './components/ServiceRequestsList';
