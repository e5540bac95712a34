/** Messaging (spec §5 Chat, §8 Chat; issue 10 "Messaging"). */
export const messages = {
  conversationNotFound: 'Conversation not found',
  partnerCannotStart:
    'A partner account cannot start a conversation; you can only write to people who wrote to you or sent you a quote request.',
  notAllowed:
    'You cannot send a message to this person. Conversations are started with partners; partners reply to people who wrote to them or asked them for a quote.',
  recipientInvalid: 'You cannot send a message to this user.',
  messageEmpty: 'The message is empty; write some text or attach a file.',
  messageTooLong: 'A message can be at most 5000 characters.',
  fileNotAllowed: 'This file cannot be attached to this message. Upload it again.',
  fileTooLarge: 'The file cannot be larger than 10MB',
  unsupportedType: 'Unsupported file type. Supported types: {{types}}',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 characters long.',
} as const;
