/**
 * Platform statistics (spec §2 Statistics, §3 Statistics response; PRODUCT-DECISIONS 21: real
 * measurements of the database and the process, no mock data). One read-only pass of aggregate queries.
 */
import { sql } from 'drizzle-orm';
import type { Statistics } from '@shared/contracts/statistics';
import type { Db } from '../../db/client';

type Row = Record<string, unknown>;
const n = (v: unknown): number => Number(v ?? 0);

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const res: unknown = await db.execute(query);
  return (res as { rows: Row[] }).rows;
}

/**
 * Collects the figures the statistics page shows. Definitions (users with `deleted_at` set are never counted;
 * unverified ones are):
 * - `users.totalUsers`: every account not deleted.
 * - `users.activeUsers`: not deleted and `is_active` (not suspended by an admin).
 * - `users.newUsersThisMonth`: not deleted, created since the start of the current calendar month (UTC).
 * - `users.subscribedUsers`: not deleted, with marketing e-mails on (no preference row = the default, on).
 * - `users.userTypeDistribution`: accounts by their active account type (sums to `totalUsers`).
 * - `partners.totalPartners`: every partner profile; `activePartners`: active and approved ones.
 * - `partners.pendingApplications`: partner applications waiting for review.
 * - `partners.totalViews`: the sum of the partners' profile views.
 * - `partners.categoryDistribution`: partner profiles by service category slug.
 * - `quotes.totalRequests`: every quote request; `pendingRequests`: status pending;
 *   `respondedRequests`: requests a partner answered (`responded_at` set), whatever happened after.
 * - `quotes.averageResponseTimeHours`: mean hours from request to first answer, one decimal; null when none.
 * - `quotes.statusDistribution`: requests by status.
 * - `projects.totalProjects`: every project (issue 20); `activeProjects`: signed by both and not closed;
 *   `completedProjects`: completed; `completionRate`: completed out of completed + cancelled, whole percent
 *   (null when none closed); `averageDaysToComplete`: mean days from creation to completion, one decimal.
 * - `system.totalMessages`: chat messages; `totalNotifications`: in-app notifications;
 *   `totalNewsletterSubscribers`: newsletter addresses still subscribed (`is_active`).
 * - `system.uptime`: seconds this process has run; `memoryUsage`: bytes, from `process.memoryUsage()`.
 */
export async function collectStatistics(db: Db): Promise<Statistics> {
  const [u] = await rows(
    db,
    sql`SELECT count(*) AS total,
          count(*) FILTER (WHERE u.is_active) AS active,
          count(*) FILTER (WHERE u.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS new_month,
          count(*) FILTER (WHERE coalesce(p.marketing_emails, true)) AS subscribed
        FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE u.deleted_at IS NULL`,
  );
  const types = await rows(
    db,
    sql`SELECT user_type AS key, count(*) AS n FROM users WHERE deleted_at IS NULL GROUP BY user_type ORDER BY n DESC, key`,
  );
  const [p] = await rows(
    db,
    sql`SELECT count(*) AS total,
          count(*) FILTER (WHERE is_active AND is_approved) AS active,
          coalesce(sum(profile_views), 0) AS views,
          (SELECT count(*) FROM partner_applications WHERE status = 'pending') AS pending
        FROM partners`,
  );
  const cats = await rows(
    db,
    sql`SELECT service_category AS key, count(*) AS n FROM partners GROUP BY service_category ORDER BY n DESC, key`,
  );
  const [q] = await rows(
    db,
    sql`SELECT count(*) AS total,
          count(*) FILTER (WHERE status = 'pending') AS pending,
          count(*) FILTER (WHERE responded_at IS NOT NULL) AS responded,
          avg(extract(epoch FROM responded_at - created_at)) FILTER (WHERE responded_at IS NOT NULL) AS avg_seconds
        FROM quote_requests`,
  );
  const statuses = await rows(
    db,
    sql`SELECT status AS key, count(*) AS n FROM quote_requests GROUP BY status ORDER BY n DESC, key`,
  );
  const [pr] = await rows(
    db,
    sql`SELECT count(*) AS total,
          count(*) FILTER (WHERE status = 'active') AS active,
          count(*) FILTER (WHERE status = 'completed') AS completed,
          count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
          avg(extract(epoch FROM completed_at - created_at)) FILTER (WHERE status = 'completed') AS avg_seconds
        FROM projects`,
  );
  const [s] = await rows(
    db,
    sql`SELECT (SELECT count(*) FROM messages) AS messages,
          (SELECT count(*) FROM notifications) AS notifications,
          (SELECT count(*) FROM newsletter_subscribers WHERE is_active) AS subscribers`,
  );
  const mem = process.memoryUsage();
  const avgSeconds = q?.avg_seconds == null ? null : Number(q.avg_seconds);
  return {
    users: {
      totalUsers: n(u?.total),
      activeUsers: n(u?.active),
      newUsersThisMonth: n(u?.new_month),
      subscribedUsers: n(u?.subscribed),
      userTypeDistribution: types.map((r) => ({ userType: String(r.key), count: n(r.n) })),
    },
    partners: {
      totalPartners: n(p?.total),
      activePartners: n(p?.active),
      pendingApplications: n(p?.pending),
      totalViews: n(p?.views),
      categoryDistribution: cats.map((r) => ({ category: String(r.key), count: n(r.n) })),
    },
    quotes: {
      totalRequests: n(q?.total),
      pendingRequests: n(q?.pending),
      respondedRequests: n(q?.responded),
      averageResponseTimeHours: avgSeconds == null ? null : Math.round((avgSeconds / 3600) * 10) / 10,
      statusDistribution: statuses.map((r) => ({ status: String(r.key), count: n(r.n) })),
    },
    projects: {
      totalProjects: n(pr?.total),
      activeProjects: n(pr?.active),
      completedProjects: n(pr?.completed),
      completionRate:
        n(pr?.completed) + n(pr?.cancelled) === 0
          ? null
          : Math.round((n(pr?.completed) / (n(pr?.completed) + n(pr?.cancelled))) * 100),
      averageDaysToComplete: pr?.avg_seconds == null ? null : Math.round((Number(pr.avg_seconds) / 86_400) * 10) / 10,
    },
    system: {
      totalMessages: n(s?.messages),
      totalNotifications: n(s?.notifications),
      totalNewsletterSubscribers: n(s?.subscribers),
      uptime: Math.round(process.uptime()),
      memoryUsage: { heapUsed: mem.heapUsed, heapTotal: mem.heapTotal, rss: mem.rss },
    },
    generatedAt: new Date().toISOString(),
  };
}
