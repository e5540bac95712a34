/** Chat (issue 10 "Messaging"; spec §2 chat widget and messages page). */
export { ChatLauncher } from './components/ChatLauncher';
export { MessagesScreen } from './components/MessagesScreen';
