/** Account routes not in lib/links' ROUTES. */
export const REQUEST_PASSWORD_RESET_PATH = '/request-password-reset';
export const resetPasswordPath = (token: string) => `/reset-password/${encodeURIComponent(token)}`;
