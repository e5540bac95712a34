import { conversationIdFor, conversationMembers, type Conversation } from '@shared/contracts/messages';

/**
 * The conversation a thread shows: its id, the member to write to, and how to show them. A target may
 * be a conversation that has no message yet (started from a partner's profile or the picker): its
 * first send creates it (PRODUCT-DECISIONS 16).
 */
export interface ChatTarget {
  conversationId: string;
  recipientId: number;
  name: string;
  /** The partner's logo, else the user's picture. */
  image: string | null;
  /** Whether the list already has it (so there are messages to load). */
  exists: boolean;
}

/** How the list names the other member: their company, else their name, else `fallback`. */
export function conversationName(conversation: Conversation, fallback: string): string {
  if (conversation.partner) return conversation.partner.companyName;
  const { firstName, lastName } = conversation.otherUser;
  return [firstName, lastName].filter(Boolean).join(' ').trim() || fallback;
}

/** The target of a listed conversation. */
export function targetOf(conversation: Conversation, fallbackName: string): ChatTarget {
  return {
    conversationId: conversation.id,
    recipientId: conversation.otherUser.id,
    name: conversationName(conversation, fallbackName),
    image: conversation.partner?.logo ?? conversation.otherUser.profileImageUrl,
    exists: true,
  };
}

/**
 * The target for a conversation with user `otherId`: the listed one when there is, else a new one
 * named `name`.
 */
export function targetWith(
  me: number,
  otherId: number,
  list: readonly Conversation[] | undefined,
  fallback: { name: string; image: string | null },
): ChatTarget {
  const id = conversationIdFor(me, otherId);
  const listed = list?.find((c) => c.id === id);
  if (listed) return targetOf(listed, fallback.name);
  return { conversationId: id, recipientId: otherId, name: fallback.name, image: fallback.image, exists: false };
}

/**
 * The other member of a conversation id, or null when `me` is not one of its two members (or the id
 * is malformed).
 */
export function otherMember(conversationId: string, me: number): number | null {
  if (!/^\d+-\d+$/.test(conversationId)) return null;
  const [a, b] = conversationMembers(conversationId);
  if (a === me) return b;
  if (b === me) return a;
  return null;
}
