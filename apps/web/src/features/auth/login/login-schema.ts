// The login form's rules, on their own: the form imports this module only when it is first used, so the
// page hydrates without zod (docs/performance.md).
export { loginRequestSchema } from '@kwacha/shared/auth/auth-requests';
