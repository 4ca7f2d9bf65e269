import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  adminChatMessageParams,
  adminChatMessagesResponse,
  adminChatQuery,
  adminChatReportsResponse,
  adminChatUserParams,
  adminDeleteMessageResponse,
  bannedWord,
  bannedWordInput,
  bannedWordParams,
  bannedWordsResponse,
  chatMessage,
  chatMessageParams,
  chatMessagesQuery,
  chatMessagesResponse,
  chatMuteBody,
  chatMuteResponse,
  chatMutesResponse,
  chatReportBody,
  chatSendBody,
  onlineUsersResponse,
} from '@app/shared/schemas/chat';
import { adminUser, sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { ChatService } from './chat.service';

const refused = refusals(400, 401, 403, 404, 409, 429);

/** The members' chat (prefix /chat). */
export async function chatRoutes(app: App) {
  const service = new ChatService(app.db, app.clock, app.rateLimiter);
  app.get(
    '/messages',
    {
      schema: {
        tags: ['chat'],
        querystring: chatMessagesQuery,
        response: { 200: chatMessagesResponse, ...refused },
      },
    },
    (request) => service.list(sessionUser(request), request.query.limit, request.query.before),
  );
  app.post(
    '/send',
    { schema: { tags: ['chat'], body: chatSendBody, response: { 201: chatMessage, ...refused } } },
    async (request, reply) =>
      reply.code(201).send(await service.send(sessionUser(request), request.body.content)),
  );
  app.delete(
    '/messages/:id',
    { schema: { tags: ['chat'], params: chatMessageParams, response: { 200: okResponse, ...refused } } },
    (request) => service.remove(sessionUser(request), request.params.id),
  );
  app.post(
    '/messages/:id/report',
    {
      schema: {
        tags: ['chat'],
        params: chatMessageParams,
        body: chatReportBody,
        response: { 200: okResponse, ...refused },
      },
    },
    (request) => service.report(sessionUser(request), request.params.id, request.body?.reason),
  );
  app.get(
    '/online-users',
    { schema: { tags: ['chat'], response: { 200: onlineUsersResponse, ...refused } } },
    (request) => service.onlineUsers(sessionUser(request)),
  );
}

/** The moderators' calls (prefix /admin/chat); every action is audited. */
export async function adminChatRoutes(app: App) {
  const service = new ChatService(app.db, app.clock, app.rateLimiter);
  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        querystring: adminChatQuery,
        response: { 200: adminChatMessagesResponse, ...refused },
      },
    },
    (request) => service.adminPage(request.query.limit, request.query.skip, request.query.queue),
  );
  app.delete(
    '/messages/user/:userId',
    { schema: { tags: ['admin'], params: adminChatUserParams, response: { 200: okResponse, ...refused } } },
    (request) => service.adminDeleteAllOf(adminUser(request), request.params.userId),
  );
  app.delete(
    '/messages/:messageId',
    {
      schema: {
        tags: ['admin'],
        params: adminChatMessageParams,
        response: { 200: adminDeleteMessageResponse, ...refused },
      },
    },
    (request) => service.adminDelete(adminUser(request), request.params.messageId),
  );
  app.post(
    '/messages/:messageId/restore',
    {
      schema: { tags: ['admin'], params: adminChatMessageParams, response: { 200: okResponse, ...refused } },
    },
    (request) => service.restore(adminUser(request), request.params.messageId),
  );
  app.get(
    '/reports',
    { schema: { tags: ['admin'], response: { 200: adminChatReportsResponse, ...refused } } },
    () => service.reports(),
  );
  app.get('/mutes', { schema: { tags: ['admin'], response: { 200: chatMutesResponse, ...refused } } }, () =>
    service.mutes(),
  );
  app.post(
    '/mute',
    { schema: { tags: ['admin'], body: chatMuteBody, response: { 200: chatMuteResponse, ...refused } } },
    (request) => service.mute(adminUser(request), request.body),
  );
  app.delete(
    '/mute/:userId',
    { schema: { tags: ['admin'], params: adminChatUserParams, response: { 200: okResponse, ...refused } } },
    (request) => service.unmute(adminUser(request), request.params.userId),
  );
  app.get(
    '/banned-words',
    { schema: { tags: ['admin'], response: { 200: bannedWordsResponse, ...refused } } },
    () => service.bannedWords(),
  );
  app.post(
    '/banned-words',
    { schema: { tags: ['admin'], body: bannedWordInput, response: { 201: bannedWord, ...refused } } },
    async (request, reply) =>
      reply.code(201).send(await service.addBannedWord(adminUser(request), request.body.word)),
  );
  app.delete(
    '/banned-words/:id',
    { schema: { tags: ['admin'], params: bannedWordParams, response: { 200: okResponse, ...refused } } },
    (request) => service.removeBannedWord(adminUser(request), request.params.id),
  );
}
