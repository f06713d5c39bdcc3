/**
 * The realtime hub's channels and events, the same names on the server and in the browser. A
 * channel is `<kind>:<id>`; who may join each kind is the server's to decide.
 */

/** `notifications:<userId>`: a member's own notifications, as they are sent. */
export const NOTIFICATIONS_CHANNEL_KIND = 'notifications';
/** `dm:<conversationId>`: the messages of a conversation, for its two members. */
export const DIRECT_MESSAGES_CHANNEL_KIND = 'dm';
/** `game:<gameId>` for a game's players, `watch:<spectatorCode>` for its spectators. */
export const GAME_CHANNEL_KIND = 'game';
export const WATCH_CHANNEL_KIND = 'watch';

/** A new notification or message, published on its channel with the row as the payload. */
export const INSERTED_EVENT = 'INSERT';
/** Published after game commands are stored: `{ sequence, events? }` (events left out when large). */
export const GAME_COMMANDS_EVENT = 'commands';

export const channelName = (kind: string, id: string) => `${kind}:${id}`;
