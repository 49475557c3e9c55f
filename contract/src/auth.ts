import { z } from 'zod';
import { email, language } from './common';

export const PASSWORD_MIN = 3;

export const loginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(PASSWORD_MIN, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ success: z.boolean(), token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordQuery = z.object({ email });
export const successResponse = z.object({ success: z.boolean() });

export const resetPasswordRequest = z.object({
  email,
  verificationCode: z.string().min(1, 'verificationCode is required').max(200),
  password: z.string().min(PASSWORD_MIN, 'Password required and it must contain at least 3 characters').max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Claims of the session token (HS256 JWT). */
export type TokenClaims = { sub: string; role: 'ROLE_USER' | 'ROLE_ADMIN'; name: string; exp: number };

export const sessionInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['ROLE_USER', 'ROLE_ADMIN']),
  language,
});
export type SessionInfo = z.infer<typeof sessionInfo>;
