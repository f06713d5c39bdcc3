import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { factorsRepository } from '../auth/factors-repository';
import { identitiesRepository } from '../auth/identities-repository';
import { usersRepository } from '../auth/users';
import { membersRepository } from '../features/admin/members-repository';
import { siteRepository } from '../features/admin/site-repository';
import { collectionRepository } from '../features/collection/collection-repository';
import { contentAdminRepository } from '../features/content/content-admin-repository';
import { contentRepository } from '../features/content/content-repository';
import { dataReportsRepository } from '../features/data-reports/data-reports-repository';
import { gamesRepository } from '../features/games/games-repository';
import { listChecker } from '../features/lists/verdict';
import { listsRepository } from '../features/lists/lists-repository';
import { notificationsRepository } from '../features/notifications/notifications-repository';
import { accountsRepository } from '../features/profiles/accounts-repository';
import { settingsRepository } from '../features/settings/settings-repository';
import { activityRepository } from '../features/social/activity-repository';
import { blocksRepository } from '../features/social/blocks-repository';
import { commentsRepository } from '../features/social/comments-repository';
import { friendsRepository } from '../features/social/friends-repository';
import { messagesRepository } from '../features/social/messages-repository';
import { profilesRepository } from '../features/social/profiles-repository';
import { reportsRepository } from '../features/social/reports-repository';
import { versionsRepository } from '../features/unit-data/versions-repository';
import { outboxRepository } from '../mail/outbox-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every aggregate's repository on the server's database (a transaction builds its own from its executor). */
    repositories: Repositories;
  }
}

/** The repositories of every aggregate, on the server's database and its data packs. */
function repositoriesOf({ db, dataPacks }: Pick<FastifyInstance, 'db' | 'dataPacks'>) {
  return {
    accounts: accountsRepository(db.orm),
    users: usersRepository(db),
    factors: factorsRepository(db),
    identities: identitiesRepository(db),
    lists: listsRepository(db.orm, listChecker(dataPacks)),
    games: gamesRepository(db.orm),
    content: contentRepository(db.orm),
    contentAdmin: contentAdminRepository(db),
    notifications: notificationsRepository(db),
    settings: settingsRepository(db.orm),
    unitData: versionsRepository(db.orm),
    dataReports: dataReportsRepository(db.orm),
    collection: collectionRepository(db.orm),
    members: membersRepository(db.orm),
    outbox: outboxRepository(db.orm),
    site: siteRepository(db),
    social: {
      friends: friendsRepository(db),
      blocks: blocksRepository(db),
      comments: commentsRepository(db),
      reports: reportsRepository(db),
      messages: messagesRepository(db),
      profiles: profilesRepository(db),
      activity: activityRepository(db),
    },
  };
}
export type Repositories = ReturnType<typeof repositoriesOf>;

/**
 * Registers `app.repositories` for the whole server (not only inside this plugin): route modules
 * reach the tables through these and send no SQL of their own. Needs `db` and `dataPacks`.
 */
export const repositoriesPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorate('repositories', repositoriesOf(app));
  },
  { name: 'repositories', fastify: '5.x', decorators: { fastify: ['db', 'dataPacks'] } },
);
