import type { LoginRequest, Message, ResetPasswordRequest, SignInResponse } from '@hanout/contract';
import { api } from '../../common/api';

// Plain fetchers, no query or mutation hooks: none of these changes data another screen has cached,
// and the sign-in page, which loads this file, keeps its JavaScript budget (e2e/auth.e2e.test.ts)
// without TanStack Query's mutation code.

/** Answers the session's token, and this browser's device token, which lets it in while strangers have the account locked. */
export const signIn = (body: LoginRequest) => api<SignInResponse>('/auth/login', { method: 'POST', body });
/** Mails a reset link when the address has an account; the answer is the same either way. */
export const requestPasswordReset = (email: string) => api<{ success: boolean }>('/auth/forgot-password', { query: { email } });
export const resetPassword = (body: ResetPasswordRequest) => api<Message>('/auth/reset-password', { method: 'POST', body });
/** The server revokes the session's token. */
export const revokeSession = () => api<Message>('/auth/logout', { method: 'POST' });
