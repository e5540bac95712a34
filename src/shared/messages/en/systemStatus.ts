/** System status notifications to admins (PRODUCT-DECISIONS 18, 21; issue 10). */
export const systemStatus = {
  incidentTitle: 'System Status Notice',
  databaseError: 'The database health check failed; an incident was recorded.',
  databaseWarning: 'The database is answering slowly (over 500 ms); an incident was recorded.',
} as const;
