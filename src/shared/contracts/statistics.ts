/** Statistics response (spec §3; PRODUCT-DECISIONS 21; issue 11); module `statistics`, feature `statistics`. */
import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * 200 answer of GET /api/admin/statistics (spec §3, Statistics response). Counts are whole numbers;
 * `averageResponseTimeHours` is hours with one decimal (null when no request was answered yet);
 * `system.uptime` is seconds of this process; `memoryUsage` is bytes; `generatedAt` ISO 8601.
 * Each figure's definition is on `collectStatistics` (server module `statistics`).
 */
export const statisticsSchema = z.object({
  users: z.object({
    totalUsers: count,
    activeUsers: count,
    newUsersThisMonth: count,
    subscribedUsers: count,
    userTypeDistribution: z.array(z.object({ userType: z.string(), count })),
  }),
  partners: z.object({
    totalPartners: count,
    activePartners: count,
    pendingApplications: count,
    totalViews: count,
    categoryDistribution: z.array(z.object({ category: z.string(), count })),
  }),
  quotes: z.object({
    totalRequests: count,
    pendingRequests: count,
    respondedRequests: count,
    averageResponseTimeHours: z.number().nullable(),
    statusDistribution: z.array(z.object({ status: z.string(), count })),
  }),
  /** Beyond the spec's shape (issue 20): the projects accepted offers became. */
  projects: z.object({
    totalProjects: count,
    activeProjects: count,
    completedProjects: count,
    /** Percent of the closed projects (completed or cancelled) that were completed, whole; null when none closed. */
    completionRate: z.number().nullable(),
    /** Mean days from a project's start to its completion, one decimal; null when none completed. */
    averageDaysToComplete: z.number().nullable(),
  }),
  system: z.object({
    totalMessages: count,
    totalNotifications: count,
    totalNewsletterSubscribers: count,
    uptime: z.number(),
    memoryUsage: z.object({ heapUsed: z.number(), heapTotal: z.number(), rss: z.number() }),
  }),
  generatedAt: z.string(),
});
export type Statistics = z.infer<typeof statisticsSchema>;
