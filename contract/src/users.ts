import { z } from 'zod';
import { email, id, language, role } from './common';
import { NEW_PASSWORD_IS_IDENTITY, newPassword, passwordIsIdentity } from './auth';

/** A user as answered by the API: never the password or its hash. */
export const user = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    mobile: z.string(),
    email: z.string(),
    role,
    createdAt: z.string(),
    isEnabled: z.boolean(),
    language,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .min(min, `${label} must have at least ${min} characters`)
    .max(max, `${label} must have at most ${max} characters`);

/** POST /api/users: name, username and mobile at least 3 characters, a valid e-mail, a new password (8+, not the username or e-mail). */
export const registerUserRequest = z
  .object({
    name: text('Name', 3, 50),
    username: text('Username', 3, 50).regex(/^[^\s@]+$/, 'Username may not contain spaces or @'),
    password: newPassword,
    mobile: text('Mobile', 3, 20),
    email,
    role: role.default('ROLE_USER'),
    isEnabled: z.boolean().default(true),
  })
  .refine((body) => !passwordIsIdentity(body.password, [body.username, body.email]), {
    message: NEW_PASSWORD_IS_IDENTITY,
    path: ['password'],
  });
export type RegisterUserRequest = z.input<typeof registerUserRequest>;

/** PUT /api/users: id, createdAt and isEnabled are read-only (accepted and ignored). */
export const updateUserRequest = z.object({
  id,
  name: text('Name', 3, 50),
  mobile: z
    .string({ error: 'Mobile is required' })
    .trim()
    .min(1, { message: 'Mobile is required', abort: true })
    .length(10, 'Mobile must have exactly 10 characters'),
  email,
  role,
  createdAt: z.string().max(40).optional(),
  isEnabled: z.boolean().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

/** PUT /api/users/me/language: the signed-in user's own choice of screen language. */
export const languageRequest = z.object({ language });
export type LanguageRequest = z.infer<typeof languageRequest>;

/** PUT /api/users/me/password: the signed-in user's current password and the new one (8+, not their username or e-mail). */
export const changeOwnPasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword,
});
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequest>;

/** PUT /api/users/{id}/password (administrators): a user's new password (8+, not their username or e-mail). */
export const setPasswordRequest = z.object({ newPassword });
export type SetPasswordRequest = z.infer<typeof setPasswordRequest>;
