/** What other modules use of authentication: the signed-in user of a request, and password hashing. */
export { costVisibility, requireUser, type SessionUser } from './guard';
export { hashPassword, verifyPassword } from './passwords';
