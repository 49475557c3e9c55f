/** Stock alerts: the routes, and the daily digest the app schedules. */
export { alertRoutes } from './routes';
export { checkAlertDigest, scheduleAlertDigest, type DigestOptions, type DigestOutcome } from './digest';
