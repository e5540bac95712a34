import { MessagesScreen } from '@/features/messages';

/**
 * messages and chat (spec §2 route table: /messages and /chat are the same screen): the conversation
 * list, the open thread and the new-message dialog; the login-needed notice for visitors.
 */
export default function MessagesPage() {
  return <MessagesScreen />;
}
