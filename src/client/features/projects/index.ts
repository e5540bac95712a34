/** Projects after the handshake (issue 20; spec §2 "ongoing projects"): the list and the project room. */
export { ProjectList } from './components/ProjectList';
export { ProjectRoom } from './components/ProjectRoom';
export { AdminProjects } from './components/AdminProjects';
