import type { LoginRequest, Message, ResetPasswordRequest, SignInOptions, SignInResponse } from '@hanout/contract';
import { api } from '../../common/api';
import { SIGN_IN_OPTIONS } from '../../common/queryKeys';

// Plain fetchers, no mutation hooks: none of these changes data another screen has cached, and the
// sign-in page, which loads this file, keeps its JavaScript budget (e2e/auth.e2e.test.ts) without
// TanStack Query's mutation code. Its one query is read with useQuery, which the first script has already.

/** Whether the sign-in asks for the shop's code: only when the installation holds several shops. */
export const fetchSignInOptions = () => api<SignInOptions>('/auth/sign-in-options');
/** Asked again only at the next page load or sign-out: shops are seldom added. A plain object: queryOptions() would be one more file for the sign-in page. */
export const signInOptionsQuery = { queryKey: SIGN_IN_OPTIONS, queryFn: fetchSignInOptions, staleTime: Infinity };

/** Answers the session's token, and this browser's device token, which lets it in while strangers have the account locked. */
export const signIn = (body: LoginRequest) => api<SignInResponse>('/auth/login', { method: 'POST', body });
/** Mails a reset link when the address has an account; the answer is the same either way. */
export const requestPasswordReset = (email: string) => api<{ success: boolean }>('/auth/forgot-password', { query: { email } });
export const resetPassword = (body: ResetPasswordRequest) => api<Message>('/auth/reset-password', { method: 'POST', body });
/** The server revokes the session's token. */
export const revokeSession = () => api<Message>('/auth/logout', { method: 'POST' });
