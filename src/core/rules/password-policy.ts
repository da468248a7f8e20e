/**
 * Password length rules shared by the forms and the server (ASVS 6.2): no composition rules,
 * at least 8 characters, long passphrases welcome. The common-password check runs on the server only.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'That password is too common. Choose something harder to guess';
